import { hash as digestOf, randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id recommendation: 19 MiB, 2 passes, 1 lane (architecture.md). */
// `algorithm: 2` is Argon2id (a const enum in the package's types, which isolated modules cannot read).
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(secret: string): Promise<string> {
  return hash(secret, ARGON2);
}

export async function verifyPassword(stored: string, secret: string): Promise<boolean> {
  try {
    return await verify(stored, secret);
  } catch {
    return false;
  }
}

export function sha256Hex(text: string): string {
  // The one-shot digest: every authenticated call hashes its token.
  return digestOf('sha256', text, 'hex');
}

/** 256 random bits, URL-safe: the session token the member holds. Only its SHA-256 is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Cryptographically random integer in [0, max). */
export function secureRandomInt(max: number): number {
  return randomInt(0, max);
}
