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
  uuExpiring: { title: 'UU 即将到期', body: '您有 {{amount}} UU 的奖励积分可使用至 {{date}}，逾期将失效，请尽快使用。' },
  checkInReminder: { title: '今天还没签到', body: '今天还没签到哦，签到可领取今日奖励并延续连续签到天数。' },
  orderPaid: { title: '订单已付款', body: '订单 {{orderNo}} 已付款 {{total}} UU，我们会尽快为您处理。' },
  orderShipped: { title: '订单已发货', body: '订单 {{orderNo}} 已由 {{carrier}} 发出，快递单号 {{trackingNo}}。' },
  orderReadyForPickup: { title: '可以取货了', body: '订单 {{orderNo}} 可到 {{store}} 取货。{{code}}' },
  orderInstalled: { title: '安装完成', body: '订单 {{orderNo}} 已安装完成。' },
  orderAutoConfirmed: { title: '订单已自动确认收货', body: '订单 {{orderNo}} 发货已满确认期限，系统已为您确认收货。' },
  orderCanceled: { title: '订单已取消', body: '订单 {{orderNo}} 已取消。' },
  orderRefunded: { title: '订单已退款', body: '订单 {{orderNo}} 已退款，款项已退回钱包。{{reason}}' },
  orderAfterSaleRequested: { title: '售后申请已提交', body: '订单 {{orderNo}} 的售后申请已提交，我们会尽快审核。' },
  orderAfterSaleApproved: {
    title: '售后申请已通过',
    body: '订单 {{orderNo}} 的售后申请已通过，请将商品寄回：{{address}}，寄出后填写物流单号。',
  },
  orderAfterSaleRefused: { title: '售后申请未通过', body: '订单 {{orderNo}} 的售后申请未通过：{{reason}}' },
  orderAfterSaleReturned: {
    title: '退货已寄出',
    body: '订单 {{orderNo}} 的退货已由 {{carrier}} 寄出，运单号 {{trackingNo}}，我们收到后会尽快处理。',
  },
  orderAfterSaleRefunded: { title: '售后已退款', body: '订单 {{orderNo}} 的售后已退款：{{uu}} UU、{{fb}} FB 已退回钱包。' },
  orderAfterSaleExchanged: { title: '换货已寄出', body: '订单 {{orderNo}} 的换货已由 {{carrier}} 寄出，运单号 {{trackingNo}}。' },
  announcement: { title: '{{title}}', body: '{{body}}' },
  referralRewardCredited: { title: '推荐奖励已到账', body: '您获得 {{amount}} KB 推荐奖励，已存入钱包。' },
  referralRewardVoided: { title: '推荐奖励已作废', body: '一笔 {{amount}} KB 的推荐奖励因订单退款而作废。' },
  levelRaised: { title: '等级提升', body: '恭喜！您的团队业绩达标，等级已提升为 V{{level}}。' },
  couponReceived: { title: '收到优惠券', body: '您获得一张“{{name}}”优惠券，有效期至 {{expires}}。' },
  couponExpiring: { title: '优惠券即将到期', body: '您的“{{name}}”优惠券将于 {{expires}} 到期，请尽快使用。' },
  newDeviceSignIn: {
    title: '新设备登录',
    body: '您的账号刚在新设备登录：{{device}}（IP {{ip}}）。如果不是您本人，请立即修改登录密码并将该设备退出登录。',
  },
  passwordChanged: { title: '登录密码已修改', body: '您的登录密码已修改，所有设备都需要重新登录。如果不是您本人操作，请立即联系客服。' },
  payPasswordChanged: { title: '支付密码已修改', body: '您的支付密码已修改。如果不是您本人操作，请立即联系客服。' },
  pickupCode: '核销码：{{code}}',
};

export default messages;
