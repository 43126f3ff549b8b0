import { z } from 'zod';
import { accountStatusSchema, codePurposeSchema, levelSchema } from './enums';
import {
  contactSchema,
  invitationCodeSchema,
  optionalInvitationCodeSchema,
  passwordHashSchema,
  plainPasswordSchema,
  verificationCodeSchema,
} from './fields';

// ---- GET /sms/sendCode (spec §7; product.md "Accounts") ----
export const sendCodeQuerySchema = z.object({
  /** The email or phone (E.164) the code goes to. */
  account: contactSchema,
  purpose: codePurposeSchema,
});
export type SendCodeQuery = z.infer<typeof sendCodeQuerySchema>;

export const sendCodeResultSchema = z.object({
  /** Seconds before another code may be sent to this destination. */
  resendAfter: z.number().int(),
  /** Seconds the code stays valid. */
  expiresIn: z.number().int(),
});
export type SendCodeResult = z.infer<typeof sendCodeResultSchema>;

// ---- POST /user/register ----
export const registerBodySchema = z
  .object({
    account: contactSchema,
    code: verificationCodeSchema,
    password: passwordHashSchema,
    confirmPassword: passwordHashSchema,
    invitationCode: optionalInvitationCodeSchema,
    // spec §5: the member must accept the service agreement and the privacy policy.
    agreeService: z.literal(true, { error: 'validation.agreementsRequired' }),
    agreePrivacy: z.literal(true, { error: 'validation.agreementsRequired' }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: 'validation.passwordMismatch',
  });
export type RegisterBody = z.input<typeof registerBodySchema>;

/** The registration form as typed (spec §5), before the passwords are hashed. */
export const registerFormSchema = z
  .object({
    account: contactSchema,
    code: verificationCodeSchema,
    password: plainPasswordSchema,
    confirmPassword: z.string().min(1, { error: 'validation.confirmRequired' }),
    invitationCode: z.string().trim().optional(),
    agreeService: z.boolean(),
    agreePrivacy: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.confirmPassword && v.password !== v.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'validation.passwordMismatch' });
    }
    if (v.invitationCode && !/^[A-Za-z0-9]{4,16}$/.test(v.invitationCode)) {
      ctx.addIssue({ code: 'custom', path: ['invitationCode'], message: 'validation.invitationCode' });
    }
    if (!v.agreeService || !v.agreePrivacy) {
      ctx.addIssue({ code: 'custom', path: ['agreeService'], message: 'validation.agreementsRequired' });
    }
  });
export type RegisterForm = z.input<typeof registerFormSchema>;

// ---- the member as the API shows them to themselves ----
export const userInfoSchema = z.object({
  id: z.number().int(),
  memberNo: z.string(),
  nickname: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  level: levelSchema,
  status: accountStatusSchema,
  invitationCode: z.string(),
  isSetPayPassword: z.boolean(),
  createdAt: z.string(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

// ---- POST /auth/doLogin ----
export const loginBodySchema = z.object({
  /** Email, phone, nickname or member number (product.md). */
  account: z
    .string({ error: 'validation.accountRequired' })
    .trim()
    .min(1, { error: 'validation.accountRequired' })
    .max(254, { error: 'validation.accountRequired' }),
  password: passwordHashSchema,
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginFormSchema = z.object({
  account: z.string().trim().min(1, { error: 'validation.accountRequired' }),
  password: plainPasswordSchema,
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** On code 200 the client stores this whole object as the session (spec §7). */
export const loginResultSchema = z.object({
  token: z.string(),
  /** ISO time the token lapses unless used (sliding). */
  expiresAt: z.string(),
  user: userInfoSchema,
});
export type LoginResult = z.infer<typeof loginResultSchema>;

// ---- GET /agreement/getAgreement/{id} ----
/** Agreement ids fixed by the product: 1 service agreement, 2 privacy policy. */
export const AgreementId = { service: 1, privacy: 2 } as const;

export const agreementParamsSchema = z.object({
  id: z.coerce.number({ error: 'validation.id' }).int({ error: 'validation.id' }).positive({ error: 'validation.id' }),
});

export const agreementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitized HTML. */
  content: z.string(),
  locale: z.string(),
  updatedAt: z.string(),
});
export type Agreement = z.infer<typeof agreementSchema>;

// ---- GET /user/inviter (ours: the invitation page says who invited the newcomer) ----
export const inviterQuerySchema = z.object({ code: invitationCodeSchema });
/** Only what the inviter shows anyone they send the link to: the nickname and the avatar. */
export const inviterSchema = z.object({ nickname: z.string(), avatar: z.string().nullable() });
export type Inviter = z.infer<typeof inviterSchema>;
