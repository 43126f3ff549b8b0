/** How far a download is: a percent when the size is known (Content-Length), else null (indeterminate). */
export function progressOf(received: number, total: number | null): number | null {
  if (total === null || !Number.isFinite(total) || total <= 0) return null;
  return Math.min(100, Math.floor((received / total) * 100));
}

/** The Content-Length of an answer, or null when absent, malformed, or describing compressed bytes. */
export function contentLength(headers: Headers): number | null {
  const encoding = headers.get('content-encoding');
  // With a content encoding the length counts the compressed bytes while the reader yields the
  // decoded ones: the percent would run past 100, so the bar stays indeterminate instead.
  if (encoding && encoding !== 'identity') return null;
  const raw = headers.get('content-length');
  if (raw === null || !/^\d+$/.test(raw)) return null;
  return Number(raw);
}

export type Progress = { received: number; total: number | null; percent: number | null };

export class DownloadError extends Error {
  constructor(
    readonly reason: 'http' | 'network',
    readonly status?: number,
  ) {
    super(reason === 'http' ? `HTTP ${status}` : 'network');
    this.name = 'DownloadError';
  }
}

/**
 * Fetches a file reading its body chunk by chunk, reporting progress after each; resolves with the
 * whole file as a Blob. A cancelled signal rejects with its AbortError.
 */
export async function downloadWithProgress(url: string, onProgress: (p: Progress) => void, signal?: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(url, { signal, cache: 'no-store' });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new DownloadError('network');
  }
  if (!response.ok) throw new DownloadError('http', response.status);
  const total = contentLength(response.headers);
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  onProgress({ received: 0, total, percent: progressOf(0, total) });
  if (!response.body) {
    const blob = await response.blob();
    onProgress({ received: blob.size, total, percent: 100 });
    return blob;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress({ received, total, percent: progressOf(received, total) });
    }
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new DownloadError('network');
  }
  onProgress({ received, total, percent: 100 });
  return new Blob(chunks as BlobPart[], { type });
}

/** The file name to save under: the URL's last segment, else a name for the platform. */
export function fileNameOf(url: string, fallback: string): string {
  try {
    const last = new URL(url, 'http://x').pathname.split('/').filter(Boolean).at(-1);
    return last ? decodeURIComponent(last) : fallback;
  } catch {
    return fallback;
  }
}

/** Saves a Blob through a temporary link, as a browser saves a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
}

/** Bytes for people: 1.5 MB, 320 KB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Whether the app may fetch the file itself (same origin: the CSP's connect-src is 'self'). */
export function isSameOrigin(url: string, origin: string = window.location.origin): boolean {
  try {
    return new URL(url, origin).origin === origin;
  } catch {
    return false;
  }
}
