/**
 * The two codes the member app's first route reads (apps/web lib/public-read.ts): the call went through, or the
 * operator's maintenance switch is on (spec §8). Spread into `Code` (codes.ts); a file of their own so the first route
 * does not carry the whole table of codes (issue 25: about 2 kB of its gzipped JavaScript).
 */
export const ENVELOPE_CODES = {
  OK: 200,
  /**
   * The operator switched maintenance on (HTTP 503): every member call answers this, with the
   * operator's message in the member's language or the catalogue's (spec §8 'maintenance notice').
   */
  MAINTENANCE: 9503,
} as const;
