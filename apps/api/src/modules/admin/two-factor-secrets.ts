import { createCipheriv, createDecipheriv, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { RECOVERY_CODE_COUNT } from '@uu/contract/admin-security';
import { sha256Hex } from '../../lib/crypto';

/** RFC 6238's defaults, which every authenticator app reads: SHA-1, 6 digits, 30 seconds. */
const PERIOD_S = 30;
/** The name an authenticator app shows above the account. */
const ISSUER = 'UU Console';
/** A code of the step before or after is taken too (the phone's clock a little off). */
const WINDOW = 1;

/** TWO_FACTOR_KEY as 32 bytes (hex or base64), or null when none is configured. */
export function sealKeyOf(config: string | undefined): Buffer | null {
  if (!config) return null;
  return /^[0-9a-f]{64}$/i.test(config) ? Buffer.from(config, 'hex') : Buffer.from(config, 'base64');
}

/**
 * A TOTP secret as stored: with a key, `v1:` and AES-256-GCM's nonce, tag and ciphertext (so a
 * database dump alone does not give it away); without one, `plain:` and the secret itself.
 */
export function seal(secret: string, key: Buffer | null): string {
  if (!key) return `plain:${secret}`;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** The secret back, or null when it cannot be read (sealed, and the key is missing or another). */
export function unseal(stored: string, key: Buffer | null): string | null {
  if (stored.startsWith('plain:')) return stored.slice('plain:'.length);
  if (!stored.startsWith('v1:') || !key) return null;
  try {
    const raw = Buffer.from(stored.slice(3), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** 160 random bits (RFC 4226's recommended length), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, account = ''): TOTP {
  return new TOTP({ issuer: ISSUER, label: account, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: PERIOD_S });
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(secret: string, account: string): string {
  return totpOf(secret, account).toString();
}

/** The time step a code belongs to (now's or a neighbour's), or null when it is no code of the secret at `now`. */
export function totpStepOf(secret: string, code: string, now: number): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : TOTP.counter({ period: PERIOD_S, timestamp: now }) + delta;
}

/** The code of a secret at an instant (tests and the seed's demo operator read codes this way). */
export function totpCodeAt(secret: string, now: number): string {
  return totpOf(secret).generate({ timestamp: now });
}

/** Crockford's base32 without I, L, O, U: nothing to misread on paper. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Ten one-time codes of 80 random bits each, as xxxx-xxxx-xxxx-xxxx. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const groups = Array.from({ length: 4 }, () => Array.from({ length: 4 }, () => ALPHABET.charAt(randomInt(ALPHABET.length))).join(''));
    return groups.join('-');
  });
}

/** What is stored of a recovery code: the SHA-256 of it in upper case without dashes or spaces (80 bits: no dictionary reaches it). */
export function recoveryCodeHash(code: string): string {
  return sha256Hex(code.toUpperCase().replace(/[^0-9A-Z]/g, ''));
}

/** Whether what was typed is an authenticator's code (else it is taken as a recovery code). */
export function isTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}
