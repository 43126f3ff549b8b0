// Build-time settings, checked once (style.md §9): a wrong value fails at start with its name. Checked by hand, not
// with zod: every screen imports this (through the API's address), and the home screen loads no zod otherwise.

/** Origin (and optional path prefix) of the API; '' = the origin that served the app. */
function apiBaseOf(raw: unknown): string {
  const value = (typeof raw === 'string' ? raw : '').trim().replace(/\/+$/, '');
  if (value === '' || /^https?:\/\/[^\s]+$/.test(value) || value.startsWith('/')) return value;
  throw new Error(`Invalid VITE_API_BASE (empty, http(s) URL or /path): ${value}`);
}

export const env = { apiBase: apiBaseOf((import.meta.env as Record<string, unknown>).VITE_API_BASE) };
