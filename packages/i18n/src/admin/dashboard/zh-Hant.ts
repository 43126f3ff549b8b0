/** The admin console's dashboard texts (zh-Hant, the source). */
const dashboard = {
  title: '總覽',
  period: '期間',
  lastDays: '近 {{days}} 天',
  timeZone: '以 {{zone}} 時區計日',
  members: '會員總數',
  activeMembers: '已啟用會員',
  newMembers: '期間新會員',
  activeInPeriod: '期間活躍會員',
  activeInPeriodHelp: '期間內有付款、轉帳、提現、兌換或充值入帳的會員',
  disabledMembers: '已停用 {{count}}',
  orders: '訂單總數',
  ordersInPeriod: '期間訂單',
  pendingTopUps: '待審充值',
  pendingWithdrawals: '待審提現',
  circulation: '會員持有（流通量）',
  ordersByStatus: '訂單狀態分布',
  membersAndOrders: '每日新會員與訂單',
  money: '每日充值入帳與提現申請',
  seriesNewMembers: '新會員',
  seriesOrders: '訂單',
  seriesTopUp: '充值入帳（UU）',
  seriesWithdrawals: '提現申請（筆）',
};

export default dashboard;
