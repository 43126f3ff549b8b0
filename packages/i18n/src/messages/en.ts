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
  announcement: { title: '{{title}}', body: '{{body}}' },
  pickupCode: 'Write-off code: {{code}}',
};

export default messages;
