import { formatAmount, parseAmount } from '@uu/contract/money';

/**
 * A price of the API ("1234.5" or "1234.50", a decimal string in UU) as members read it:
 * "1,234.50". Integer hundredths in between (product.md "Money": never floating point); an
 * unreadable price shows as it came rather than as NaN.
 */
export function displayPrice(amount: string): string {
  const cents = parseAmount(amount);
  if (cents === null) return amount;
  const [whole = '0', fraction = '00'] = formatAmount(cents).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/** The price of `quantity` pieces, in hundredths then formatted: 19.99 × 3 = "59.97". */
export function displayTotal(amount: string, quantity: number): string {
  const cents = parseAmount(amount);
  if (cents === null || !Number.isSafeInteger(cents * quantity)) return displayPrice(amount);
  return displayPrice(formatAmount(cents * quantity));
}

/** Whether the reference price is worth striking through: present and above the price. */
export function showsReference(price: string, reference: string | null): reference is string {
  if (!reference) return false;
  const ref = parseAmount(reference);
  const own = parseAmount(price);
  return ref !== null && own !== null && ref > own;
}
