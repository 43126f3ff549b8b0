import { formatAmount, parseAmount, type Cents } from '@uu/contract/money';

/**
 * The console's one money conversion. The API takes and answers amounts as decimal strings
 * ("1234.50", packages/contract money.ts) and the server parses them into hundredths itself: a form
 * sends what the operator typed, as a decimal string, never the hundredths the contract's schema
 * parses it into (those would be read as whole units and come back 100 times larger).
 */

/** A form's amount (an InputNumber's string or number, or typed text) as the API's decimal string: "100" → "100.00". Text that is not an amount is passed on trimmed, for the contract's schema to refuse with its message. */
export function amountText(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value).trim();
  const cents = parseAmount(text);
  return cents === null ? text : formatAmount(cents);
}

/** A form's amount in hundredths, for comparisons and sums in the console; null when it is not an amount. */
export function amountCents(value: string | number | null | undefined): Cents | null {
  if (value === null || value === undefined) return null;
  return parseAmount(String(value));
}

export { formatAmount, parseAmount };
