import type { MessageObject } from '@uu/contract/messages';
import { paths } from '@/config/paths';

/** Where a message leads: the page of what it reports (issue 21). */
export function objectHref(object: MessageObject): string {
  switch (object.kind) {
    case 'order':
      return paths.orderDetails.getHref({ id: object.id });
    case 'topup':
      return paths.topUp.getHref();
    case 'withdrawal':
      return paths.walletOperation.getHref({ type: 'withdrawals' });
    case 'transfer':
      return paths.myMoney.getHref();
    case 'coupon':
      return paths.myCoupon.getHref();
    case 'team':
      return paths.navTeam.getHref();
    case 'devices':
      return paths.devices.getHref();
  }
}
