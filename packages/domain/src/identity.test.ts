import { describe, expect, it } from 'vitest';
import { nicknameSchema } from '@uu/contract/fields';
import { defaultNickname, INVITE_CODE_LENGTH, makeInvitationCode, makeMemberNo } from './identity';

describe('identifiers given at registration', () => {
  it('member numbers are 8 digits that never start with 0, across the whole range', () => {
    expect(makeMemberNo(() => 0)).toBe('10000000');
    expect(makeMemberNo((max) => max - 1)).toBe('99999999');
  });

  it('invitation codes avoid look-alike characters', () => {
    const code = makeInvitationCode((max) => Math.floor(Math.random() * max));
    expect(code).toHaveLength(INVITE_CODE_LENGTH);
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]+$/);
  });

  it('the default nickname obeys the nickname rule of spec §5', () => {
    expect(nicknameSchema.safeParse(defaultNickname('12345678')).success).toBe(true);
  });
});
