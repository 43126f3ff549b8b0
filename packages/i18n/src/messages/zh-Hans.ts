import type { Catalogue } from '../types';
import type source from './zh-Hant';

const messages: Catalogue<typeof source> = {
  topupApproved: { title: '充值已到账', body: '您的 {{amount}} UU 充值已审核通过并存入钱包。' },
  topupRejected: { title: '充值未通过', body: '您的 {{amount}} UU 充值未通过审核：{{reason}}' },
  withdrawalApproved: { title: '提现已批准', body: '您的 {{amount}} {{currency}} 提现申请已批准。' },
  withdrawalPaid: { title: '提现已打款', body: '您的 {{amount}} {{currency}} 提现已打款，请留意收款账户。' },
  withdrawalRejected: { title: '提现未通过', body: '您的 {{amount}} {{currency}} 提现未通过审核，款项已退回钱包：{{reason}}' },
  withdrawalCanceled: { title: '提现已取消', body: '您已取消 {{amount}} {{currency}} 的提现，款项已退回钱包。' },
  transferReceived: { title: '收到转账', body: '{{from}} 转给您 {{amount}} {{currency}}。' },
  orderPaid: { title: '订单已付款', body: '订单 {{orderNo}} 已付款 {{total}} UU，我们会尽快为您处理。' },
  orderShipped: { title: '订单已发货', body: '订单 {{orderNo}} 已由 {{carrier}} 发出，快递单号 {{trackingNo}}。' },
  orderReadyForPickup: { title: '可以取货了', body: '订单 {{orderNo}} 可到 {{store}} 取货。{{code}}' },
  orderInstalled: { title: '安装完成', body: '订单 {{orderNo}} 已安装完成。' },
  orderAutoConfirmed: { title: '订单已自动确认收货', body: '订单 {{orderNo}} 发货已满确认期限，系统已为您确认收货。' },
  orderCanceled: { title: '订单已取消', body: '订单 {{orderNo}} 已取消。' },
  orderRefunded: { title: '订单已退款', body: '订单 {{orderNo}} 已退款，款项已退回钱包。{{reason}}' },
  announcement: { title: '{{title}}', body: '{{body}}' },
  pickupCode: '核销码：{{code}}',
};

export default messages;
