import { describe, expect, it } from 'vitest';
import { contactSchema } from '@uu/contract/fields';
import { contactIssue, contactOf, DEFAULT_DIAL_CODE, toE164 } from './contact';

describe('phone numbers in E.164', () => {
  it('drops the national trunk 0 and adds the country code', () => {
    expect(toE164('+886', '0912 345 678')).toBe('+886912345678');
    expect(toE164('+81', '090-1234-5678')).toBe('+819012345678');
    expect(toE164('+852', '6123 4567')).toBe('+85261234567');
    expect(toE164('+86', '13812345678')).toBe('+8613812345678');
  });

  it('keeps a number typed with its own +, and gives nothing for nothing', () => {
    expect(toE164('+886', '+44 7700 900123')).toBe('+447700900123');
    expect(toE164('+886', '  ')).toBe('');
  });

  it('composes the account of the active tab, which the contract accepts', () => {
    expect(DEFAULT_DIAL_CODE).toBe('+886');
    const phone = contactOf({ mode: 'phone', email: 'x@example.com', dialCode: '+886', phone: '0912345678' });
    expect(phone).toBe('+886912345678');
    expect(contactSchema.safeParse(phone).success).toBe(true);
    expect(contactOf({ mode: 'email', email: ' A@Example.com ', dialCode: '+886', phone: '' })).toBe('A@Example.com');
  });
});

describe('contactIssue', () => {
  it('holds each tab to its own kind of contact', () => {
    const base = { email: '', dialCode: '+886', phone: '' };
    expect(contactIssue({ ...base, mode: 'email' })).toBe('validation.contactRequired');
    expect(contactIssue({ ...base, mode: 'email', email: 'not-an-email' })).toBe('validation.email');
    expect(contactIssue({ ...base, mode: 'email', email: '+886912345678' })).toBe('validation.email');
    expect(contactIssue({ ...base, mode: 'email', email: 'amy@example.com' })).toBeUndefined();
    expect(contactIssue({ ...base, mode: 'phone', phone: '12' })).toBe('validation.phone');
    expect(contactIssue({ ...base, mode: 'phone', phone: '0912345678' })).toBeUndefined();
  });
});
