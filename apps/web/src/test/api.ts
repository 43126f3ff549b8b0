import { createHash } from 'node:crypto';
import { beforeEach, vi } from 'vitest';

/** A reply of the API in its envelope (spec §3): `data` with code 200 unless told otherwise. */
export function envelope(data: unknown, { code = 200, msg = 'ok' }: { code?: number; msg?: string } = {}) {
  return new Response(JSON.stringify({ code, msg, data }), { headers: { 'content-type': 'application/json' } });
}

/** What a password leaves the device as (spec §3): its SHA-256 hex. */
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The `fetch` of every test in the file: a mock, reset and installed before each test (call at
 * the top of the file, before its own beforeEach, which may then give it replies).
 */
export function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  return fetchMock;
}

/** The signed-in member as getUserInfo shows them; spread over it what a test needs different. */
export const testUser = {
  id: 7,
  memberNo: '12345678',
  nickname: 'amy2025',
  email: 'amy@example.com',
  phone: null,
  avatar: null,
  level: 3,
  status: 'active',
  invitationCode: 'ABCD2345',
  isSetPayPassword: false,
  createdAt: '2025-01-01T00:00:00.000Z',
} as const;
