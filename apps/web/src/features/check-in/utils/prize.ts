import type { TFunction } from 'i18next';
import type { CheckInPrize } from '@uu/contract/chat';

/** What a check-in pays, as one short text: a coupon's name, an amount with its currency, make-up cards or extra questions. */
export function prizeText(t: TFunction, prize: CheckInPrize): string {
  if (prize.coupon !== null) return prize.coupon;
  if (prize.makeUpCards !== null) return t('checkIn.prizeCards', { count: prize.makeUpCards });
  if (prize.amount !== null && prize.currency !== null) return `${prize.amount} ${prize.currency}`;
  return t('checkIn.prizeQuestions', { count: prize.questions ?? 0 });
}

/** Everything a coming day of the plan pays (its streak reward and its milestone), joined. */
export function planText(t: TFunction, entry: { reward: CheckInPrize | null; milestone: CheckInPrize | null }): string {
  return [entry.reward, entry.milestone]
    .filter((prize): prize is CheckInPrize => prize !== null)
    .map((prize) => prizeText(t, prize))
    .join(' + ');
}
