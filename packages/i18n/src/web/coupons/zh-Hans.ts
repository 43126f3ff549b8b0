import type { Catalogue } from '../../types';
import type source from './zh-Hant';
const coupons: Catalogue<typeof source> = {
  tabs: {
    available: '可使用',
    used: '已使用',
    expired: '已过期',
  },
  tabCount: '{{label}}（{{count}}）',
  amountOff: '立减 {{amount}} UU',
  percentOff: '立减 {{percent}}%',
  minSpend: '满 {{amount}} UU 可用',
  noMinSpend: '无门槛',
  packageChat: '聊天套餐：每日 {{questions}} 次提问，{{days}} 天',
  kinds: {
    mall: '商城券',
    package: '套餐券',
  },
  /** Between the names of a coupon's goods or categories. */
  listSeparator: '、',
  appliesTo: {
    mall: '适用：商城任一笔订单（下单时选用）',
    package: '适用：在此兑换聊天套餐，不可用于订单',
    goods: '适用商品：{{names}}（下单时选用）',
    categories: '适用分类：{{names}}（下单时选用）',
  },
  expiresAt: '有效期至 {{date}}',
  usedAt: '使用于 {{date}}',
  expiredAt: '已于 {{date}} 过期',
  use: '立即兑换',
  confirmUse: '兑换后套餐即刻生效，确定兑换吗？',
  used: '兑换成功，套餐至 {{date}} 有效',
  goShopping: '去使用',
  empty: '暂无优惠券',
  noMore: '没有更多了',
  selectTitle: '选择优惠券',
  noCoupon: '不使用优惠券',
  notReached: '还差 {{amount}} UU 可用',
  redeemBar: '有兑换码？输入兑换',
};

export default coupons;
