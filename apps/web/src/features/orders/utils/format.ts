import { formatAmount, parseAmount } from '@uu/contract/money';

/** "1234.5" → "1,234.50"; an unreadable amount shows as it came. */
export function displayAmount(amount: string): string {
  const cents = parseAmount(amount);
  if (cents === null) return amount;
  const [whole = '0', fraction = '00'] = formatAmount(cents).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/** The price of `quantity` pieces, computed in hundredths. */
export function displayTimes(amount: string, quantity: number): string {
  const cents = parseAmount(amount);
  if (cents === null || !Number.isSafeInteger(cents * quantity)) return displayAmount(amount);
  return displayAmount(formatAmount(cents * quantity));
}
