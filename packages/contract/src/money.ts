/**
 * Money is an integer count of hundredths (product.md "Money"): 1234.50 UU is 123450.
 * These are the only conversions between the API's decimal strings and integers; no floats.
 */
export type Cents = number;

const DECIMAL_RE = /^(0|[1-9]\d{0,12})(?:\.(\d{1,2}))?$/;

/** Parses "1234.5" or "1234.50" into 123450; null when the text is not a non-negative amount with at most two decimals. */
export function parseAmount(text: string): Cents | null {
  const match = DECIMAL_RE.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const cents = whole * 100 + fraction;
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Formats hundredths as a decimal string with two decimals: 123450 → "1234.50", -5 → "-0.05". */
export function formatAmount(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not an integer amount: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}${whole}.${fraction}`;
}

/** spec §5: withdrawal, recharge and U transfers are whole multiples of 100 (units, so 10000 hundredths). */
export function isMultipleOfHundred(cents: Cents): boolean {
  return Number.isSafeInteger(cents) && cents > 0 && cents % 10_000 === 0;
}
