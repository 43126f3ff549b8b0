import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { sha256Fallback, sha256Hex } from './hash';

const node = (text: string) => createHash('sha256').update(text).digest('hex');
const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

describe('sha256Hex (product.md: passwords are sent as SHA-256 lower-case hex)', () => {
  it('matches the standard digest, with Web Crypto', async () => {
    expect(await sha256Hex('secret123')).toBe(node('secret123'));
    expect(await sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('matches without Web Crypto (plain http on a LAN has no crypto.subtle)', async () => {
    vi.stubGlobal('crypto', {});
    try {
      expect(await sha256Hex('密碼 pässwörd')).toBe(node('密碼 pässwörd'));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('pads every block length correctly', () => {
    for (const length of [0, 1, 55, 56, 63, 64, 65, 119, 120, 1000]) {
      const text = 'x'.repeat(length);
      expect(hex(sha256Fallback(new TextEncoder().encode(text))), String(length)).toBe(node(text));
    }
  });
});
