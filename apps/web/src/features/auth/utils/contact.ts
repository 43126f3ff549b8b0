import { emailSchema, normalizePhone, phoneSchema } from '@uu/contract/fields';

/** Dialling codes the phone field offers; the label is `countries.<country>`. */
export const DIAL_CODES = [
  { code: '+886', country: 'TW' },
  { code: '+852', country: 'HK' },
  { code: '+853', country: 'MO' },
  { code: '+86', country: 'CN' },
  { code: '+65', country: 'SG' },
  { code: '+60', country: 'MY' },
  { code: '+1', country: 'US' },
  { code: '+44', country: 'GB' },
  { code: '+81', country: 'JP' },
  { code: '+82', country: 'KR' },
] as const;

export type DialCode = (typeof DIAL_CODES)[number]['code'];
export const DEFAULT_DIAL_CODE: DialCode = '+886';

/**
 * A phone number as typed locally, in E.164. Members type the national form with its trunk 0
 * (0912 345 678 in Taiwan, 090 in Japan, 07 in the UK), which E.164 drops; a number typed with
 * its own + is taken as it is.
 */
export function toE164(dialCode: string, local: string): string {
  const digits = normalizePhone(local.trim());
  if (!digits) return '';
  if (digits.startsWith('+')) return digits;
  return dialCode + digits.replace(/^0/, '');
}

export type ContactMode = 'email' | 'phone';

/** A contact form's own fields: the active tab and what each tab holds. */
export type ContactValues = { mode: ContactMode; email: string; dialCode: string; phone: string };

/** The `account` of the register call from the field of the active tab. */
export function contactOf(values: ContactValues): string {
  return values.mode === 'email' ? values.email.trim() : toE164(values.dialCode, values.phone);
}

/**
 * What is wrong with the contact of the active tab, as a catalogue key: the email tab takes only
 * an email and the phone tab only a phone (the contract's contactSchema takes either, so on its
 * own it would call a mistyped email "an invalid phone number").
 */
export function contactIssue(values: ContactValues): string | undefined {
  const value = contactOf(values);
  if (!value) return 'validation.contactRequired';
  const result = (values.mode === 'email' ? emailSchema : phoneSchema).safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
