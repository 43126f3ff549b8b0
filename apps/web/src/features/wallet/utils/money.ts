import { formatAmount, parseAmount, type Cents } from '@uu/contract/money';

/**
 * Amounts as members type and read them. The API's amounts are decimal strings ("1234.50") and
 * every sum here is in integer hundredths (product.md "Money": never floating point).
 */

/**
 * Keeps what an amount field may hold while the member types: digits and, when `decimals` > 0,
 * one point with at most that many decimals; no leading zeros ("007" → "7").
 */
export function sanitizeAmount(typed: string, decimals: 0 | 2 = 2): string {
  let text = typed.replace(/[^\d.]/g, '');
  if (decimals === 0) text = text.replace(/\./g, '');
  const dot = text.indexOf('.');
  if (dot !== -1)
    text = `${text.slice(0, dot)}.${text
      .slice(dot + 1)
      .replace(/\./g, '')
      .slice(0, decimals)}`;
  text = text.replace(/^0+(?=\d)/, '');
  if (text.startsWith('.')) text = `0${text}`;
  // 13 whole digits is what the contract's amounts accept.
  return text.slice(0, 16);
}

/** Hundredths of an API amount; 0 for anything unreadable (a balance is never shown as NaN). */
export function toCents(amount: string | null | undefined): Cents {
  if (!amount) return 0;
  const negative = amount.trim().startsWith('-');
  const cents = parseAmount(amount.trim().replace(/^[+-]/, ''));
  if (cents === null) return 0;
  return negative ? -cents : cents;
}

/** "1234567.5" → "1,234,567.50": grouped thousands, always two decimals. */
export function displayMoney(amount: string | Cents): string {
  const cents = typeof amount === 'number' ? amount : toCents(amount);
  const text = formatAmount(cents);
  const negative = text.startsWith('-');
  const [whole = '0', fraction = '00'] = text.replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${fraction}`;
}

/** A money-log amount with its sign: "+100.00" for income, "-100.00" for expense (contract moneyLogEntrySchema). */
export function displaySigned(amount: string): string {
  const cents = toCents(amount);
  return cents > 0 ? `+${displayMoney(cents)}` : displayMoney(cents);
}

/** Card numbers in groups of four while typing: "6222021234567890" → "6222 0212 3456 7890". */
export function groupCardNumber(typed: string): string {
  return typed
    .replace(/\D/g, '')
    .slice(0, 30)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}
