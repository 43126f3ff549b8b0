/**
 * Dotted versions ("2.1.10") compared number by number: as text "2.1.10" < "2.1.9", as versions it
 * is newer. Missing parts count as 0, so "2.1" equals "2.1.0".
 */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}

export type Release = { version: string; forced: boolean };

/**
 * What a client at `client` should do given a platform's releases: the newest release, whether it
 * is newer than the client, and whether updating is forced — it is when ANY release newer than
 * the client (up to the newest) is forced, so a client that skipped a forced release cannot slip
 * past it because a later one is optional. Without a client version nothing is "newer".
 */
export function updateVerdict<R extends Release>(releases: readonly R[], client: string | null) {
  let latest: R | null = null;
  for (const r of releases) if (!latest || compareVersions(r.version, latest.version) > 0) latest = r;
  const newer = client === null ? [] : releases.filter((r) => compareVersions(r.version, client) > 0);
  return { latest, hasUpdate: newer.length > 0, forced: newer.some((r) => r.forced) };
}
