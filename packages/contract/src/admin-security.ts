import { z } from 'zod';
import { adminRoleSchema } from './admin';

// An operator's own security (issue 18 "Operators"): TOTP two-factor sign-in with recovery codes,
// the sign-in history and the open sessions of an account, and the platform's rules for them (the
// roles that must use two-factor sign-in, the console's idle time-out).

/** How many one-time recovery codes a confirmed set-up gives (shown once, stored hashed). */
export const RECOVERY_CODE_COUNT = 10;

/** The idle time-out of console sessions, in minutes: from 5 minutes to the 12-hour session itself. */
export const IDLE_MINUTES = { min: 5, max: 720, default: 120 } as const;

/**
 * The paths an operator whose role must use two-factor sign-in, and who has not set it up, may
 * still call: who they are, signing out, and the set-up itself (the console shows only that screen).
 */
export const TWO_FACTOR_SETUP_PATHS: readonly string[] = [
  '/admin/auth/me',
  '/admin/auth/logout',
  '/admin/auth/password',
  '/admin/auth/two-factor/setup',
  '/admin/auth/two-factor/confirm',
];

/** The password was right and the account uses two-factor sign-in: the code comes next, with this challenge. */
export const adminLoginChallengeSchema = z.object({
  twoFactor: z.literal(true),
  /** Short-lived, for one sign-in; sent back with the code. */
  challenge: z.string(),
  challengeExpiresAt: z.number().int(),
});
export type AdminLoginChallenge = z.infer<typeof adminLoginChallengeSchema>;

/** Six digits of the authenticator app, or one of the recovery codes (xxxx-xxxx-xxxx-xxxx). */
const twoFactorCode = z
  .string()
  .trim()
  .min(6, { error: 'validation.twoFactorCode' })
  .max(32, { error: 'validation.twoFactorCode' })
  .regex(/^(\d{6}|[A-Za-z0-9-\s]{16,32})$/, { error: 'validation.twoFactorCode' });

export const adminTwoFactorLoginBodySchema = z.object({
  challenge: z.string().min(10, { error: 'validation.twoFactorChallenge' }).max(100, { error: 'validation.twoFactorChallenge' }),
  code: twoFactorCode,
});

/** A set-up in progress: the secret as text and as the otpauth:// URI the QR code carries. */
export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  uri: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const confirmTwoFactorBodySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'validation.twoFactorCode' }),
});

/** Shown once, at the set-up's confirmation: only their hashes are kept. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const adminSessionEntrySchema = z.object({
  id: z.number().int(),
  createdAt: z.number().int(),
  lastSeenAt: z.number().int(),
  expiresAt: z.number().int(),
  ip: z.string().nullable(),
  /** Browser and system read from the user agent ("Chrome 131 · macOS"), or null. */
  device: z.string().nullable(),
  /** The session making this call. */
  current: z.boolean(),
});
export type AdminSessionEntry = z.infer<typeof adminSessionEntrySchema>;

export const SIGN_IN_RESULTS = ['success', 'wrongPassword', 'wrongCode', 'locked'] as const;
export type SignInResult = (typeof SIGN_IN_RESULTS)[number];

export const adminSignInEntrySchema = z.object({
  id: z.number().int(),
  at: z.number().int(),
  ip: z.string().nullable(),
  device: z.string().nullable(),
  result: z.enum(SIGN_IN_RESULTS),
});
export type AdminSignInEntry = z.infer<typeof adminSignInEntrySchema>;

/** An account's two-factor state, open sessions and latest sign-ins (its own page, or an admin's view of it). */
export const adminActivitySchema = z.object({
  twoFactor: z.object({
    enabled: z.boolean(),
    enabledAt: z.number().int().nullable(),
    recoveryCodesLeft: z.number().int(),
    /** The account's role must use two-factor sign-in (operatorSecurity). */
    required: z.boolean(),
  }),
  sessions: z.array(adminSessionEntrySchema),
  signIns: z.array(adminSignInEntrySchema),
});
export type AdminActivity = z.infer<typeof adminActivitySchema>;

/** Ends one open session of the account, or all of them without `sessionId`. */
export const endOperatorSessionsBodySchema = z.object({ sessionId: z.number().int().positive().optional() });

export const operatorSecuritySchema = z.object({
  /** Minutes without a call after which a console session ends. */
  idleMinutes: z
    .number({ error: 'validation.idleMinutes' })
    .int({ error: 'validation.idleMinutes' })
    .min(IDLE_MINUTES.min, { error: 'validation.idleMinutes' })
    .max(IDLE_MINUTES.max, { error: 'validation.idleMinutes' }),
  /** The roles whose accounts must sign in with a second factor (set it up before anything else). */
  twoFactorRoles: z.array(adminRoleSchema).max(4),
});
export type OperatorSecurity = z.infer<typeof operatorSecuritySchema>;
