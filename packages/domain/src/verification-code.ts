import { Limits } from '@uu/contract/limits';

/** A stored verification code as the rules need it (product.md "Accounts"). */
export type StoredCode = {
  codeHash: string;
  expiresAt: number;
  attempts: number;
  consumedAt: number | null;
};

export type CodeCheck =
  { ok: true } | { ok: false; reason: 'not-requested' | 'expired' | 'void' } | { ok: false; reason: 'wrong'; triesLeft: number };

/**
 * Decides what a submitted code means. The caller records a wrong try with a conditional update
 * (`attempts < max`), so two concurrent guesses cannot both get the last try.
 */
export function checkCode(stored: StoredCode | undefined, submittedHash: string, now: number): CodeCheck {
  if (!stored || stored.consumedAt !== null) return { ok: false, reason: 'not-requested' };
  if (stored.attempts >= Limits.codeMaxTries) return { ok: false, reason: 'void' };
  if (now >= stored.expiresAt) return { ok: false, reason: 'expired' };
  if (!timingSafeEqualHex(stored.codeHash, submittedHash)) {
    return { ok: false, reason: 'wrong', triesLeft: Limits.codeMaxTries - stored.attempts - 1 };
  }
  return { ok: true };
}

/** Constant-time comparison of two hex strings of equal length. */
export function timingSafeEqualHex(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** A 6-digit code from a uniform random integer in [0, 10^6). */
export function formatCode(random: number): string {
  if (!Number.isInteger(random) || random < 0 || random >= 1_000_000) throw new RangeError('code out of range');
  return String(random).padStart(Limits.codeLength, '0');
}
