import { describe, expect, it } from 'vitest';
import { classifyLoginIdentifier } from './login-identifier';

describe('what a member types to sign in', () => {
  it('an email is only an email, lower-cased', () => {
    expect(classifyLoginIdentifier(' Alice@Example.COM ')).toEqual({ email: 'alice@example.com', phones: [] });
  });

  it('a malformed email matches nothing', () => {
    expect(classifyLoginIdentifier('alice@')).toEqual({ phones: [] });
  });

  it('8 digits may be a member number, a phone without its plus, or a nickname', () => {
    expect(classifyLoginIdentifier('12345678')).toEqual({ memberNo: '12345678', phones: ['+12345678'], nickname: '12345678' });
  });

  it('a phone is tried with its plus, however it was typed', () => {
    expect(classifyLoginIdentifier('+886 912-345-678').phones).toEqual(['+886912345678']);
    expect(classifyLoginIdentifier('886912345678').phones).toEqual(['+886912345678']);
  });

  it('anything else is a nickname', () => {
    expect(classifyLoginIdentifier('小明2024')).toEqual({ phones: [], nickname: '小明2024' });
  });
});
