/** One suggested question: a catalogue key under `chat.suggest` and its values. */
export type Suggestion = {
  key: 'orderShipped' | 'orderWaiting' | 'balance' | 'checkIn' | 'withdraw' | 'transfer' | 'package';
  orderNo?: string;
};

/** What the member's own data says (each null while unknown or unreadable). */
export type MemberState = {
  /** The newest order shipped and not yet received. */
  shippedOrderNo: string | null;
  /** The newest paid order waiting for delivery. */
  waitingOrderNo: string | null;
  /** The UU balance (hundredths as the API's decimal text, "0.00"). */
  uu: string | null;
  /** Checked in today. */
  signedToday: boolean | null;
};

/** How many chips an empty conversation shows. */
export const SUGGESTION_COUNT = 4;

const GENERIC: readonly Suggestion[] = [{ key: 'withdraw' }, { key: 'transfer' }, { key: 'package' }, { key: 'balance' }];

/**
 * The questions an empty conversation suggests (issue 23), from the member's own state first — a shipped order, an
 * order waiting for delivery, a UU balance, today's check-in not done — then general ones, never twice the same.
 */
export function suggestQuestions(state: MemberState): Suggestion[] {
  const own: Suggestion[] = [];
  if (state.shippedOrderNo) own.push({ key: 'orderShipped', orderNo: state.shippedOrderNo });
  if (state.waitingOrderNo) own.push({ key: 'orderWaiting', orderNo: state.waitingOrderNo });
  if (state.uu !== null && Number(state.uu) > 0) own.push({ key: 'balance' });
  if (state.signedToday === false) own.push({ key: 'checkIn' });
  const all = [...own, ...GENERIC.filter((g) => !own.some((s) => s.key === g.key))];
  return all.slice(0, SUGGESTION_COUNT);
}
