import { z } from 'zod';

/** Header names of spec §7. */
export const Header = {
  token: 'satoken',
  clientVersion: 'client-version',
  clientType: 'client-type',
  acceptLanguage: 'accept-language',
  idempotencyKey: 'idempotency-key',
  /** A back-office session's token (admin console), answered by /admin/auth/login. */
  adminToken: 'x-admin-token',
  /**
   * Integrations' key (OPERATOR_API_KEY) for back-office calls without a person behind them, such
   * as a carrier's usage import: it acts as an admin and is audited as the key.
   */
  operatorKey: 'x-operator-key',
  /** The app's own random id of this installation (kept in its storage): the operator's per-device check-in limit. */
  deviceId: 'x-device-id',
} as const;

/** A device id: 8 to 128 letters, digits, dashes and underscores. */
export const DEVICE_ID_RE = /^[A-Za-z0-9_-]{8,128}$/;

/** An Idempotency-Key: 8 to 128 letters, digits, dashes and underscores (a UUID fits). */
export const IDEMPOTENCY_KEY_RE = /^[A-Za-z0-9_-]{8,128}$/;

/** This client's version (spec §3, §9). */
export const CLIENT_VERSION = '2.1.7';

/** Platform codes (spec §3): android 1, ios 2, h5 3, wx 4. */
export const Platform = { android: 1, ios: 2, h5: 3, wx: 4 } as const;
export type PlatformCode = (typeof Platform)[keyof typeof Platform];

/**
 * The headers every route accepts; unknown client types are refused rather than guessed.
 * Loose: the other headers (satoken, accept-language, …) pass through untouched.
 */
export const commonHeadersSchema = z.looseObject({
  [Header.clientType]: z.enum(['1', '2', '3', '4'], { error: 'validation.clientType' }).optional(),
  [Header.clientVersion]: z
    .string()
    .regex(/^\d{1,4}(\.\d{1,4}){0,3}$/, { error: 'validation.clientVersion' })
    .optional(),
});
