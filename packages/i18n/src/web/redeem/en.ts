import type { Catalogue } from '../../types';
import type source from './zh-Hant';
const redeem: Catalogue<typeof source> = {
  intro: 'Enter a gift card or promotion code: its reward arrives at once.',
  label: 'Redemption code',
  placeholder: 'XXXX-XXXX-XXXX-XXXX',
  submit: 'Redeem',
  done: 'Redeemed',
  from: 'From: {{name}}',
  rewards: {
    uu: '{{amount}} UU points added to your wallet',
    coupon: 'Coupon "{{name}}" added to My coupons',
    chat: 'Chat package: {{questions}} questions a day for {{days}} days, started now',
    chat_one: 'Chat package: {{questions}} questions a day for {{days}} day, started now',
    chat_other: 'Chat package: {{questions}} questions a day for {{days}} days, started now',
  },
  go: {
    uu: 'Open wallet',
    coupon: 'Open coupons',
    chat: 'Start chatting',
  },
  again: 'Redeem another',
  errors: {
    invalid: 'No such code, or it was voided. Check it and try again.',
    notStarted: "This code's redemption period has not started yet.",
    expired: 'This code has expired.',
    used: 'This code has already been redeemed.',
    oncePerMember: 'One per member: you have already redeemed a code of this promotion.',
    throttled: 'Too many tries. Please try again later.',
    unavailable: "This code's reward cannot be given right now. Please contact customer service.",
  },
};

export default redeem;
