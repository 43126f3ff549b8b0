import { normalizePhone } from '@uu/contract/fields';

/**
 * Dialling codes the consignee's phone offers: the places addresses are in (the region tree's
 * top level); the label is `countries.<country>`. A number typed with its own + is kept as typed.
 */
export const ADDRESS_DIAL_CODES = [
  { code: '+886', country: 'TW' },
  { code: '+852', country: 'HK' },
  { code: '+853', country: 'MO' },
  { code: '+86', country: 'CN' },
] as const;

export const DEFAULT_DIAL_CODE = '+886';

/** The phone as the contract takes it (E.164): the national trunk 0 dropped (0912 → +886912…). */
export function toE164(dialCode: string, local: string): string {
  const digits = normalizePhone(local.trim());
  if (!digits) return '';
  if (digits.startsWith('+')) return digits;
  return dialCode + digits.replace(/^0/, '');
}

/** A stored E.164 phone split back into the picker's code and the number, for editing. */
export function splitPhone(phone: string): { dialCode: string; local: string } {
  // Longest first: +886 before +86.
  const known = [...ADDRESS_DIAL_CODES].sort((a, b) => b.code.length - a.code.length).find((d) => phone.startsWith(d.code));
  if (!known) return { dialCode: DEFAULT_DIAL_CODE, local: phone };
  return { dialCode: known.code, local: phone.slice(known.code.length) };
}
