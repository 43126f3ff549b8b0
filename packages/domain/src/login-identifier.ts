import { isEmail, normalizePhone } from '@uu/contract/fields';

/**
 * What a member typed in the account field of the login form (product.md: "by email, phone,
 * nickname or member number"), as the lookups to try. A member number is 8 digits; a phone is
 * tried with and without a leading plus, because members often omit it.
 */
export type LoginLookup = {
  email?: string;
  phones: string[];
  memberNo?: string;
  nickname?: string;
};

export function classifyLoginIdentifier(input: string): LoginLookup {
  const value = input.trim();
  if (value.includes('@')) return isEmail(value.toLowerCase()) ? { email: value.toLowerCase(), phones: [] } : { phones: [] };
  const digits = normalizePhone(value);
  const lookup: LoginLookup = { phones: [], nickname: value };
  if (/^\d{8}$/.test(digits)) lookup.memberNo = digits;
  if (/^\+?\d{8,15}$/.test(digits)) {
    const bare = digits.replace(/^\+/, '');
    lookup.phones = [`+${bare}`];
  }
  return lookup;
}
