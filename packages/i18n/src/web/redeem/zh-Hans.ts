import type { Catalogue } from '../../types';
import type source from './zh-Hant';
const redeem: Catalogue<typeof source> = {
  intro: '输入礼品卡或活动兑换码，奖励立即到账。',
  label: '兑换码',
  placeholder: 'XXXX-XXXX-XXXX-XXXX',
  submit: '立即兑换',
  done: '兑换成功',
  from: '来自：{{name}}',
  rewards: {
    uu: '{{amount}} UU 积分已存入钱包',
    coupon: '优惠券「{{name}}」已放入我的优惠券',
    chat: '聊天套餐：每日 {{questions}} 次提问，共 {{days}} 天，已开始',
  },
  go: {
    uu: '查看钱包',
    coupon: '查看优惠券',
    chat: '开始聊天',
  },
  again: '兑换另一个',
  errors: {
    invalid: '查无此兑换码，或兑换码已作废，请核对后重新输入。',
    notStarted: '此兑换码的兑换期间尚未开始。',
    expired: '此兑换码已过期。',
    used: '此兑换码已被兑换。',
    oncePerMember: '此活动每位会员限兑换一次，您已兑换过。',
    throttled: '尝试次数过多，请稍后再试。',
    unavailable: '此兑换码的奖励暂时无法发放，请联系客服。',
  },
};

export default redeem;
