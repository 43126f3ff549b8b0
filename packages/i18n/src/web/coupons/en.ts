import type { Catalogue } from '../../types';
import type source from './zh-Hant';
const coupons: Catalogue<typeof source> = {
  tabs: {
    available: 'Available',
    used: 'Used',
    expired: 'Expired',
  },
  tabCount: '{{label}} ({{count}})',
  amountOff: '{{amount}} UU off',
  percentOff: '{{percent}}% off',
  minSpend: 'On orders of {{amount}} UU or more',
  noMinSpend: 'No minimum spend',
  packageChat: 'Chat package: {{questions}} questions a day for {{days}} days',
  packageChat_one: 'Chat package: {{questions}} questions a day for {{days}} day',
  packageChat_other: 'Chat package: {{questions}} questions a day for {{days}} days',
  kinds: {
    mall: 'Mall coupon',
    package: 'Package coupon',
  },
  /** Between the names of a coupon's goods or categories. */
  listSeparator: ', ',
  appliesTo: {
    mall: 'For: any one mall order (choose it when ordering)',
    package: 'For: a chat package, redeemed here; not for orders',
    goods: 'For: {{names}} (choose it when ordering)',
    categories: 'For goods in: {{names}} (choose it when ordering)',
  },
  expiresAt: 'Valid until {{date}}',
  usedAt: 'Used on {{date}}',
  expiredAt: 'Expired on {{date}}',
  use: 'Redeem now',
  confirmUse: 'The package starts as soon as you redeem it. Redeem now?',
  used: 'Redeemed: the package runs until {{date}}',
  goShopping: 'Use it',
  empty: 'No coupons',
  noMore: 'No more',
  selectTitle: 'Choose a coupon',
  noCoupon: 'No coupon',
  notReached: '{{amount}} UU more to use it',
  redeemBar: 'Have a code? Redeem it',
};

export default coupons;
