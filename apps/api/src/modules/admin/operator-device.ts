import Bowser from 'bowser';

/** The User-Agent kept of a sign-in: enough to name the browser and system, never more than 512 characters. */
export function keptUserAgent(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  return value ? value.slice(0, 512) : null;
}

/** "Chrome 131 · macOS" from a User-Agent (bowser), or null when nothing is recognised. */
export function deviceOf(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  const browser = [parsed.browser.name, major].filter(Boolean).join(' ');
  const os = [parsed.os.name, parsed.os.versionName].filter(Boolean).join(' ');
  const device = [browser, os].filter(Boolean).join(' · ');
  return device || null;
}
