import type { Catalogue } from '../types';
import type source from './zh-Hant';

const messages: Catalogue<typeof source> = {
  topupApproved: { title: 'Top-up credited', body: 'Your top-up of {{amount}} UU was approved and is in your wallet.' },
  topupRejected: { title: 'Top-up refused', body: 'Your top-up of {{amount}} UU was refused: {{reason}}' },
  withdrawalApproved: { title: 'Withdrawal approved', body: 'Your withdrawal of {{amount}} {{currency}} was approved.' },
  withdrawalPaid: {
    title: 'Withdrawal paid',
    body: 'Your withdrawal of {{amount}} {{currency}} was paid out; check your receiving account.',
  },
  withdrawalRejected: {
    title: 'Withdrawal refused',
    body: 'Your withdrawal of {{amount}} {{currency}} was refused and the amount is back in your wallet: {{reason}}',
  },
  withdrawalCanceled: {
    title: 'Withdrawal canceled',
    body: 'You canceled your withdrawal of {{amount}} {{currency}}; the amount is back in your wallet.',
  },
  transferReceived: { title: 'Transfer received', body: '{{from}} sent you {{amount}} {{currency}}.' },
  uuExpiring: {
    title: 'UU expiring soon',
    body: '{{amount}} UU of your rewards can be used until {{date}}; after that it expires. Use it before then.',
  },
  checkInReminder: { title: 'Check in today', body: "You haven't checked in today. Check in to get today's reward and keep your streak." },
  orderPaid: { title: 'Order paid', body: 'Order {{orderNo}} is paid ({{total}} UU). We will handle it soon.' },
  orderShipped: { title: 'Order shipped', body: 'Order {{orderNo}} was shipped by {{carrier}}, tracking number {{trackingNo}}.' },
  orderReadyForPickup: { title: 'Ready for pickup', body: 'Order {{orderNo}} is ready for pickup at {{store}}. {{code}}' },
  orderInstalled: { title: 'Installation done', body: 'Order {{orderNo}} is installed.' },
  orderAutoConfirmed: {
    title: 'Receipt confirmed automatically',
    body: 'Order {{orderNo}} was shipped longer ago than the confirm period, so its receipt was confirmed for you.',
  },
  orderCanceled: { title: 'Order canceled', body: 'Order {{orderNo}} was canceled.' },
  orderRefunded: { title: 'Order refunded', body: 'Order {{orderNo}} was refunded; the amount is back in your wallet. {{reason}}' },
  orderAfterSaleRequested: {
    title: 'After-sales request sent',
    body: 'Your after-sales request for order {{orderNo}} was sent; we will review it soon.',
  },
  orderAfterSaleApproved: {
    title: 'After-sales request approved',
    body: 'Your after-sales request for order {{orderNo}} was approved. Send the goods to: {{address}}, then enter the tracking number.',
  },
  orderAfterSaleRefused: {
    title: 'After-sales request refused',
    body: 'Your after-sales request for order {{orderNo}} was refused: {{reason}}',
  },
  orderAfterSaleReturned: {
    title: 'Return sent',
    body: 'Your return for order {{orderNo}} was sent with {{carrier}}, tracking number {{trackingNo}}. We will handle it once it arrives.',
  },
  orderAfterSaleRefunded: {
    title: 'After-sales refunded',
    body: 'Order {{orderNo}} was refunded: {{uu}} UU and {{fb}} FB are back in your wallet.',
  },
  orderAfterSaleExchanged: {
    title: 'Replacement shipped',
    body: 'The replacement for order {{orderNo}} was shipped with {{carrier}}, tracking number {{trackingNo}}.',
  },
  announcement: { title: '{{title}}', body: '{{body}}' },
  referralRewardCredited: { title: 'Referral reward credited', body: 'You received a referral reward of {{amount}} KB in your wallet.' },
  referralRewardVoided: {
    title: 'Referral reward voided',
    body: 'A referral reward of {{amount}} KB was voided because its order was refunded.',
  },
  levelRaised: { title: 'Level raised', body: 'Congratulations! Your team reached the threshold and your level is now V{{level}}.' },
  couponReceived: { title: 'Coupon received', body: 'You received a “{{name}}” coupon, valid until {{expires}}.' },
  couponExpiring: { title: 'Coupon expiring soon', body: 'Your “{{name}}” coupon expires on {{expires}}. Use it before then.' },
  newDeviceSignIn: {
    title: 'Sign-in from a new device',
    body: 'Your account just signed in on a new device: {{device}} (IP {{ip}}). If this was not you, change your login password and sign that device out now.',
  },
  passwordChanged: {
    title: 'Login password changed',
    body: 'Your login password was changed and every device must sign in again. If this was not you, contact customer service now.',
  },
  payPasswordChanged: {
    title: 'Payment password changed',
    body: 'Your payment password was changed. If this was not you, contact customer service now.',
  },
  pickupCode: 'Write-off code: {{code}}',
};

export default messages;
