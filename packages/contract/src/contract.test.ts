import { describe, expect, it } from 'vitest';
import { loginFormSchema, registerBodySchema, registerFormSchema, sendCodeQuerySchema } from './accounts';
import { Code, codeName, LOGIN_CODES } from './codes';
import { commonHeadersSchema } from './headers';
import { contactSchema, nicknameSchema, plainPasswordSchema } from './fields';
import { localeFromAcceptLanguage } from './locales';
import { routes } from './all-routes';
import { buildPath } from './routes';

const hex = 'a'.repeat(64);
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('the contract', () => {
  it('gives every code a distinct value and a name', () => {
    const values = Object.values(Code);
    expect(new Set(values).size).toBe(values.length);
    expect(codeName(1001)).toBe('LOGIN_FAILED');
    expect(LOGIN_CODES).toEqual([410000, 410001, 410002, 401, 999999, 601]);
  });

  it('normalizes contacts: emails lower-cased, phones without spaces or dashes', () => {
    expect(contactSchema.parse(' Bob@Example.com ')).toBe('bob@example.com');
    expect(contactSchema.parse('+886 912-345-678')).toBe('+886912345678');
    expect(firstMessage(contactSchema.safeParse('bob@'))).toBe('validation.email');
    expect(firstMessage(contactSchema.safeParse('0912345678'))).toBe('validation.phone');
    expect(firstMessage(contactSchema.safeParse(''))).toBe('validation.contactRequired');
  });

  it('checks a typed password: at least 6, at most 22 (spec §9)', () => {
    expect(firstMessage(plainPasswordSchema.safeParse(''))).toBe('validation.passwordRequired');
    expect(firstMessage(plainPasswordSchema.safeParse('12345'))).toBe('validation.passwordMin');
    expect(plainPasswordSchema.safeParse('123456').success).toBe(true);
    expect(plainPasswordSchema.safeParse('x'.repeat(22)).success).toBe(true);
    expect(firstMessage(plainPasswordSchema.safeParse('x'.repeat(23)))).toBe('validation.passwordMax');
  });

  it('checks nicknames: 2-12 letters and digits (spec §5)', () => {
    for (const ok of ['ab', 'Alice2024', '小明', 'x'.repeat(12)]) expect(nicknameSchema.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['a', 'x'.repeat(13), 'a b', 'a_b', 'a!']) expect(nicknameSchema.safeParse(bad).success, bad).toBe(false);
  });

  it('the registration form reports the mismatch on the confirmation and the agreements together', () => {
    const base = {
      account: 'a@b.cd',
      code: '123456',
      password: 'secret1',
      confirmPassword: 'secret1',
      agreeService: true,
      agreePrivacy: true,
    };
    expect(registerFormSchema.safeParse(base).success).toBe(true);
    const mismatch = registerFormSchema.safeParse({ ...base, confirmPassword: 'secret2' });
    expect(mismatch.error?.issues[0]).toMatchObject({ path: ['confirmPassword'], message: 'validation.passwordMismatch' });
    const disagree = registerFormSchema.safeParse({ ...base, agreePrivacy: false });
    expect(firstMessage(disagree)).toBe('validation.agreementsRequired');
    expect(firstMessage(registerFormSchema.safeParse({ ...base, password: '12345', confirmPassword: '12345' }))).toBe(
      'validation.passwordMin',
    );
  });

  it('the registration request needs both agreements and equal digests', () => {
    const body = { account: 'a@b.cd', code: '123456', password: hex, confirmPassword: hex, agreeService: true, agreePrivacy: true };
    expect(registerBodySchema.parse(body).invitationCode).toBeUndefined();
    expect(registerBodySchema.parse({ ...body, invitationCode: ' abcd2345 ' }).invitationCode).toBe('ABCD2345');
    expect(firstMessage(registerBodySchema.safeParse({ ...body, agreeService: false }))).toBe('validation.agreementsRequired');
    expect(firstMessage(registerBodySchema.safeParse({ ...body, confirmPassword: 'b'.repeat(64) }))).toBe('validation.passwordMismatch');
    expect(firstMessage(registerBodySchema.safeParse({ ...body, password: 'short' }))).toBe('validation.passwordHash');
  });

  it('the login form and the code query', () => {
    expect(firstMessage(loginFormSchema.safeParse({ account: ' ', password: 'secret1' }))).toBe('validation.accountRequired');
    expect(sendCodeQuerySchema.safeParse({ account: 'a@b.cd', purpose: 'register' }).success).toBe(true);
    expect(firstMessage(sendCodeQuerySchema.safeParse({ account: 'a@b.cd', purpose: 'other' }))).toBe('validation.purpose');
  });

  it('keeps the other headers and refuses an unknown client type', () => {
    expect(commonHeadersSchema.parse({ satoken: 't', 'client-type': '3' })).toEqual({ satoken: 't', 'client-type': '3' });
    expect(commonHeadersSchema.safeParse({ 'client-type': '5' }).success).toBe(false);
  });

  it.each([
    [undefined, 'zh-Hant'],
    ['', 'zh-Hant'],
    ['en-US', 'en'],
    ['zh-CN', 'zh-Hans'],
    ['zh-TW', 'zh-Hant'],
    ['zh-Hans-CN', 'zh-Hans'],
    ['zh-HK,zh;q=0.9', 'zh-Hant'],
    ['de-DE,zh-CN;q=0.3,en;q=0.5', 'en'],
    ['ja', 'zh-Hant'],
  ])('maps accept-language %j to %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });

  it('every route has a method, a path and a response schema; paths are unique per method', () => {
    const seen = new Set<string>();
    for (const def of Object.values(routes)) {
      const key = `${def.method} ${def.path}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
      expect(def.response).toBeDefined();
    }
    expect(buildPath(routes.getAgreement.path, { id: 2 })).toBe('/agreement/getAgreement/2');
    expect(() => buildPath(routes.getAgreement.path)).toThrow('id');
  });
});
