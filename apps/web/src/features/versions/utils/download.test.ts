import { describe, expect, it, vi } from 'vitest';
import {
  contentLength,
  DownloadError,
  downloadWithProgress,
  fileNameOf,
  formatBytes,
  isSameOrigin,
  progressOf,
  type Progress,
} from './download';

/** An answer whose body arrives in the given chunks, one read at a time. */
function streamed(chunks: number[], headers: Record<string, string>, status = 200) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const size of chunks) controller.enqueue(new Uint8Array(size).fill(7));
      controller.close();
    },
  });
  return new Response(body, { status, headers });
}

describe('progressOf', () => {
  it('is a whole percent of the known size, never past 100', () => {
    expect(progressOf(0, 1000)).toBe(0);
    expect(progressOf(333, 1000)).toBe(33);
    expect(progressOf(999, 1000)).toBe(99);
    expect(progressOf(1000, 1000)).toBe(100);
    expect(progressOf(1500, 1000)).toBe(100);
  });
  it('is indeterminate (null) without a size', () => {
    expect(progressOf(10, null)).toBeNull();
    expect(progressOf(10, 0)).toBeNull();
    expect(progressOf(10, Number.NaN)).toBeNull();
  });
});

describe('contentLength', () => {
  it('reads a plain Content-Length and ignores one of compressed bytes', () => {
    expect(contentLength(new Headers({ 'content-length': '2048' }))).toBe(2048);
    expect(contentLength(new Headers({}))).toBeNull();
    expect(contentLength(new Headers({ 'content-length': 'abc' }))).toBeNull();
    expect(contentLength(new Headers({ 'content-length': '2048', 'content-encoding': 'gzip' }))).toBeNull();
  });
});

describe('downloadWithProgress', () => {
  it('reports progress chunk by chunk against Content-Length and returns the whole file', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => streamed([400, 400, 200], { 'content-length': '1000', 'content-type': 'application/vnd.android.package-archive' })),
    );
    const seen: Progress[] = [];
    const blob = await downloadWithProgress('/files/uu.apk', (p) => seen.push(p));
    expect(seen.map((p) => p.percent)).toEqual([0, 40, 80, 100, 100]);
    expect(seen.at(-1)).toMatchObject({ received: 1000, total: 1000 });
    expect(blob.size).toBe(1000);
    expect(blob.type).toBe('application/vnd.android.package-archive');
  });

  it('without a Content-Length counts bytes with no percent until the end', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => streamed([10, 20], {})),
    );
    const seen: Progress[] = [];
    await downloadWithProgress('/files/uu.apk', (p) => seen.push(p));
    expect(seen.map((p) => [p.received, p.percent])).toEqual([
      [0, null],
      [10, null],
      [30, null],
      [30, 100],
    ]);
  });

  it('fails with the HTTP status, or as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('gone', { status: 404 })),
    );
    await expect(downloadWithProgress('/x.apk', () => undefined)).rejects.toMatchObject({ reason: 'http', status: 404 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await downloadWithProgress('/x.apk', () => undefined).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DownloadError);
    expect(error).toMatchObject({ reason: 'network' });
  });
});

describe('helpers', () => {
  it('names the file after the URL, sizes bytes for people, and knows same-origin addresses', () => {
    expect(fileNameOf('/files/uu-2.1.8.apk', 'uu')).toBe('uu-2.1.8.apk');
    expect(fileNameOf('https://dl.example.com/', 'uu-2.1.8')).toBe('uu-2.1.8');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(5 * 1024 * 1024 + 1024 * 512)).toBe('5.5 MB');
    expect(isSameOrigin('/files/a.apk', 'http://localhost:3000')).toBe(true);
    expect(isSameOrigin('http://localhost:3000/a', 'http://localhost:3000')).toBe(true);
    expect(isSameOrigin('https://dl.example.com/a.apk', 'http://localhost:3000')).toBe(false);
  });
});
