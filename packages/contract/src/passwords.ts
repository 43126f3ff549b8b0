import { z } from 'zod';
import { Limits } from './limits';
import { sendCodeResultSchema } from './accounts';
import { contactSchema, passwordHashSchema, plainPasswordSchema, verificationCodeSchema } from './fields';

// Passwords after sign-up: recovery (getBack), the two change screens (settingContent), the payment
// password (spec §2 "Password change screens", §5 "Change password", product.md "Accounts").

/** product.md `updateType`: which password a change is for. */
export const PasswordKind = { login: 1, pay: 2 } as const;
/** product.md `type`: how the member proves it is them. */
export const VerifyBy = { oldPassword: 1, code: 2 } as const;

const passwordKindSchema = z.coerce
  .number({ error: 'validation.updateType' })
  .pipe(z.union([z.literal(1), z.literal(2)], { error: 'validation.updateType' }));

/** A payment password as typed: exactly 6 digits (spec §5, §9). */
export const plainPayPasswordSchema = z
  .string()
  .min(1, { error: 'validation.passwordRequired' })
  .regex(new RegExp(`^\\d{${Limits.payPasswordLength}}$`), { error: 'validation.payPassword' });

// ---- POST /user/resetPassword (getBack; the spec lists no call for it: docs/api.md) ----
export const resetPasswordBodySchema = z
  .object({
    account: contactSchema,
    code: verificationCodeSchema,
    password: passwordHashSchema,
    confirmPassword: passwordHashSchema,
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: 'validation.passwordMismatch',
  });
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/** The getBack form as typed. */
export const resetPasswordFormSchema = z
  .object({
    account: contactSchema,
    code: verificationCodeSchema,
    password: plainPasswordSchema,
    confirmPassword: z.string().min(1, { error: 'validation.confirmRequired' }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: 'validation.passwordMismatch',
  });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

// ---- GET /personInfo/applyModifyPassword ----
/** Sends a code to the signed-in account's own email or phone, to change a password without the old one. */
export const applyModifyPasswordQuerySchema = z.object({
  updateType: passwordKindSchema.default(PasswordKind.pay),
});
export type ApplyModifyPasswordQuery = z.input<typeof applyModifyPasswordQuerySchema>;

export const applyModifyPasswordResultSchema = sendCodeResultSchema.extend({
  /** Where the code went, masked (`a***@example.com`, `+8869****5678`). */
  destination: z.string(),
});
export type ApplyModifyPasswordResult = z.infer<typeof applyModifyPasswordResultSchema>;

// ---- POST /personInfo/updatePayPassword (spec §3 "Payload fields seen", product.md) ----
export const updatePasswordBodySchema = z
  .object({
    /** 1: `verification` is the hash of the old password; 2: it is a code from applyModifyPassword. */
    type: z.union([z.literal(1), z.literal(2)], { error: 'validation.verifyType' }),
    verification: z.string({ error: 'validation.verificationRequired' }).min(1, { error: 'validation.verificationRequired' }),
    /** 1: the login password; 2: the payment password. */
    updateType: z.union([z.literal(1), z.literal(2)], { error: 'validation.updateType' }),
    password: passwordHashSchema,
  })
  .superRefine((v, ctx) => {
    const ok = v.type === VerifyBy.oldPassword ? /^[0-9a-f]{64}$/.test(v.verification) : /^\d{6}$/.test(v.verification);
    if (!ok) {
      ctx.addIssue({
        code: 'custom',
        path: ['verification'],
        message: v.type === VerifyBy.oldPassword ? 'validation.passwordHash' : 'validation.codeFormat',
      });
    }
  });
export type UpdatePasswordBody = z.input<typeof updatePasswordBodySchema>;

/**
 * The change screens as typed (spec §5 "Change password"): exactly one message, for the first
 * failing check in this order: old blank, new blank, confirmation blank, new too short, mismatch.
 * With a code instead of the old password, the first field is the code. For the payment password
 * "too short" is "not 6 digits".
 */
export type ChangePasswordForm = { old: string; password: string; confirmPassword: string };
export type ChangePasswordCheck = { field: keyof ChangePasswordForm; message: string } | null;

export function checkChangePassword(
  form: ChangePasswordForm,
  options: { kind: 'login' | 'pay'; verifyBy: 'oldPassword' | 'code' },
): ChangePasswordCheck {
  if (!form.old)
    return { field: 'old', message: options.verifyBy === 'code' ? 'validation.codeRequired' : 'validation.oldPasswordRequired' };
  if (!form.password) return { field: 'password', message: 'validation.newPasswordRequired' };
  if (!form.confirmPassword) return { field: 'confirmPassword', message: 'validation.confirmRequired' };
  if (options.kind === 'pay') {
    if (!plainPayPasswordSchema.safeParse(form.password).success) return { field: 'password', message: 'validation.payPassword' };
  } else if (form.password.length < Limits.passwordMin) {
    return { field: 'password', message: 'validation.passwordMin' };
  }
  if (form.password !== form.confirmPassword) return { field: 'confirmPassword', message: 'validation.passwordMismatch' };
  if (options.verifyBy === 'code' && !/^\d{6}$/.test(form.old)) return { field: 'old', message: 'validation.codeFormat' };
  return null;
}

// ---- GET|POST /personInfo/setPayPassword ----
/** The first payment password: its hash and a code from applyModifyPassword (updateType 2). */
export const setPayPasswordBodySchema = z.object({
  payPassword: passwordHashSchema,
  code: verificationCodeSchema,
});
export type SetPayPasswordBody = z.input<typeof setPayPasswordBodySchema>;

export const setPayPasswordFormSchema = z
  .object({
    code: verificationCodeSchema,
    payPassword: plainPayPasswordSchema,
    confirmPayPassword: z.string().min(1, { error: 'validation.confirmRequired' }),
  })
  .refine((v) => v.payPassword === v.confirmPayPassword, {
    path: ['confirmPayPassword'],
    error: 'validation.passwordMismatch',
  });
export type SetPayPasswordForm = z.input<typeof setPayPasswordFormSchema>;
