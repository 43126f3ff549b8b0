import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';

/** The kind of device a browser reported (its user agent); null when it did not say. */
export const DEVICE_KINDS = ['mobile', 'tablet', 'desktop', 'tv'] as const;
export const deviceKindSchema = z.enum(DEVICE_KINDS);
export type DeviceKind = z.infer<typeof deviceKindSchema>;

/** What a device is, read from its user agent and the spec §7 client-type header. */
export const deviceInfoSchema = z.object({
  kind: deviceKindSchema.nullable(),
  /** The maker and model when the browser says (e.g. "Apple iPhone"), else null. */
  model: z.string().nullable(),
  /** "Chrome 131", "Safari 18.1"… null for a client that sent no user agent. */
  browser: z.string().nullable(),
  /** "iOS 18.1", "Android 14", "Windows 10"… */
  os: z.string().nullable(),
  /** Platform code of spec §3 (android 1, ios 2, h5 3, wx 4), when the client sent one. */
  clientType: z.number().int().nullable(),
  ip: z.string().nullable(),
  /**
   * ISO 3166 country of the address, from an offline database (docs/decisions.md "Devices"):
   * null for a private or unknown address. The app names it in the member's language.
   */
  country: z.string().nullable(),
});

// ---- GET /user/devices ----
export const deviceSchema = deviceInfoSchema.extend({
  /** The session's id: what signOutDevice takes. */
  id: z.number().int(),
  /** Signed in at (epoch ms). */
  createdAt: z.number().int(),
  /** Last active (epoch ms; written at most once a minute). */
  lastActiveAt: z.number().int(),
  /** The device making this call. */
  current: z.boolean(),
});
export type Device = z.infer<typeof deviceSchema>;
export const devicesSchema = z.array(deviceSchema);

// ---- POST /user/devices/signOut ----
export const signOutDeviceBodySchema = z.object({
  id: z.coerce.number({ error: 'validation.id' }).int({ error: 'validation.id' }).positive({ error: 'validation.id' }),
});
export type SignOutDeviceBody = z.infer<typeof signOutDeviceBodySchema>;

// ---- POST /user/devices/signOutOthers ----
export const signedOutSchema = z.object({ count: z.number().int().nonnegative() });

// ---- GET /user/signInHistory ----
/** Why a sign-in against the account failed; null for a success. */
export const SIGN_IN_FAILURES = ['password', 'throttled', 'disabled'] as const;
export const signInFailureSchema = z.enum(SIGN_IN_FAILURES);
export type SignInFailure = z.infer<typeof signInFailureSchema>;

export const signInEventSchema = deviceInfoSchema.extend({
  id: z.number().int(),
  at: z.number().int(),
  success: z.boolean(),
  failure: signInFailureSchema.nullable(),
});
export type SignInEvent = z.infer<typeof signInEventSchema>;
export const signInHistoryQuerySchema = pageQuerySchema;
export const signInHistorySchema = pageSchema(signInEventSchema);
export type SignInHistory = z.infer<typeof signInHistorySchema>;

/** How far back the history and the "new device" test look. */
export const SIGN_IN_HISTORY_DAYS = 90;
