import { env } from '@/config/env';

/**
 * The address of an uploaded file (`/files/<name>`, contract FILES_PATH). Files are served by the
 * API server, so when the app talks to an API on another origin (VITE_API_BASE) they are there too.
 */
export function fileUrl(path: string): string {
  return path.startsWith('/') && !path.startsWith('//') ? env.apiBase + path : path;
}

/** A file size as members read it: "1.4 MB", "820 KB" (spec §5: the oversize message shows the size). */
export function formatSize(bytes: number): string {
  const kb = 1024;
  const mb = kb * 1024;
  if (bytes >= mb) return `${(bytes / mb).toFixed(1)} MB`;
  if (bytes >= kb) return `${Math.round(bytes / kb)} KB`;
  return `${bytes} B`;
}
