import { z } from 'zod';
import { Limits } from './limits';

// Field schemas shared by forms (web) and requests (api). Messages are catalogue keys
// (packages/i18n validation.*) so both sides show them in the member's language.

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** E.164: a plus, a country code and the subscriber number, 8 to 15 digits in all. */
const PHONE_RE = /^\+[1-9]\d{7,14}$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_RE.test(value);
}

/** Removes the spaces, dashes and brackets people type inside phone numbers. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s\-()]/g, '');
}

export function isPhone(value: string): boolean {
  return PHONE_RE.test(normalizePhone(value));
}

export const emailSchema = z.string().trim().toLowerCase().refine(isEmail, { error: 'validation.email' });

export const phoneSchema = z
  .string()
  .trim()
  .transform(normalizePhone)
  .refine((v) => PHONE_RE.test(v), { error: 'validation.phone' });

/** An email or an E.164 phone number: where a code is sent and what an account registers with. */
export const contactSchema = z
  .string({ error: 'validation.contactRequired' })
  .trim()
  .min(1, { error: 'validation.contactRequired' })
  .transform((v) => (v.includes('@') ? v.toLowerCase() : normalizePhone(v)))
  .superRefine((v, ctx) => {
    if (v.includes('@') ? !isEmail(v) : !PHONE_RE.test(v)) {
      ctx.addIssue({ code: 'custom', message: v.includes('@') ? 'validation.email' : 'validation.phone' });
    }
  });

/** spec §5: "A verification code is required". */
export const verificationCodeSchema = z
  .string({ error: 'validation.codeRequired' })
  .trim()
  .min(1, { error: 'validation.codeRequired' })
  .regex(/^\d{6}$/, { error: 'validation.codeFormat' });

/** What the client sends for any password: SHA-256 of it as lower-case hex (product.md). */
export const passwordHashSchema = z
  .string({ error: 'validation.passwordRequired' })
  .regex(/^[0-9a-f]{64}$/, { error: 'validation.passwordHash' });

/** A password as typed, before hashing (spec §5, §9: at least 6, at most 22). */
export const plainPasswordSchema = z
  .string()
  .min(1, { error: 'validation.passwordRequired' })
  .min(Limits.passwordMin, { error: 'validation.passwordMin' })
  .max(Limits.passwordMax, { error: 'validation.passwordMax' });

/** spec §5: 2-12 letters and digits (any script's letters: members write Chinese nicknames). */
export const nicknameSchema = z
  .string()
  .trim()
  .min(Limits.nicknameMin, { error: 'validation.nickname' })
  .max(Limits.nicknameMax, { error: 'validation.nickname' })
  .regex(/^[\p{L}\p{N}]+$/u, { error: 'validation.nickname' });

export const invitationCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{4,16}$/, { error: 'validation.invitationCode' });

/** An optional invitation code: empty text means none. */
export const optionalInvitationCodeSchema = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(invitationCodeSchema.optional());

/**
 * Step-up (issue 18, decisions.md "Step-up for risky changes"): a change that could send the member's
 * money elsewhere proves it is the member again, by the payment password or by a code sent with
 * applyModifyPassword (updateType 2) to the account's own email or phone. One of the two is required
 * (the server answers STEP_UP_REQUIRED without either); wrong ones count against the same locks.
 */
export const stepUpFields = {
  payPassword: passwordHashSchema.optional(),
  code: verificationCodeSchema.optional(),
};
export type StepUp = { payPassword?: string; code?: string };
