import type { Catalogue } from '../../types';
import type source from './zh-Hant';

const dashboard: Catalogue<typeof source> = {
  title: '总览',
  period: '期间',
  lastDays: '近 {{days}} 天',
  timeZone: '以 {{zone}} 时区计日',
  members: '会员总数',
  activeMembers: '已激活会员',
  newMembers: '期间新会员',
  activeInPeriod: '期间活跃会员',
  activeInPeriodHelp: '期间内有付款、转账、提现、兑换或充值入账的会员',
  disabledMembers: '已停用 {{count}}',
  orders: '订单总数',
  ordersInPeriod: '期间订单',
  pendingTopUps: '待审充值',
  pendingWithdrawals: '待审提现',
  circulation: '会员持有（流通量）',
  ordersByStatus: '订单状态分布',
  membersAndOrders: '每日新会员与订单',
  money: '每日充值入账与提现申请',
  seriesNewMembers: '新会员',
  seriesOrders: '订单',
  seriesTopUp: '充值入账（UU）',
  seriesWithdrawals: '提现申请（笔）',
};

export default dashboard;
