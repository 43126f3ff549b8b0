import type { Catalogue } from '../../types';
import type source from './zh-Hant';

const finance: Catalogue<typeof source> = {
  figures: '我的资产',
  uu: 'UU 余额',
  crc: 'CRC',
  flowLeft: '剩余流量',
  questionsLeft: '今日提问',
  couponsAvailable: '可用优惠券',
  signInToSee: '登录后查看您的资产',
  signIn: '登录',
  mallServices: '商城服务',
  lifeServices: '生活服务',
  entries: {
    mall: '积分商城',
    coupons: '优惠券',
    orders: '我的订单',
    flow: '流量套餐',
    chat: '聊天套餐',
    topUp: '充值',
    exchange: '兑换 CRC',
  },
  gb: '{{value}} GB',
  mb: '{{value}} MB',
  rateTitle: 'CRC 平台参考价',
  rate: '1 CRC = {{rate}} UU',
  rateUnset: '平台尚未公布参考价',
  updatedAt: '更新于 {{time}}',
  history: '参考价走势',
  noHistory: '暂无历史参考价',
  myCrc: '我的 CRC',
  exchange: '用 UU 兑换 CRC',
  about: 'CRC 是平台的共享权益凭证，依平台参考价以 UU 兑换。',
};

export default finance;
