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
  activeInPeriodHelp: '期間內有付款、轉帳、提領、兌換或儲值入帳的會員',
  disabledMembers: '已停用 {{count}}',
  orders: '訂單總數',
  ordersInPeriod: '期間訂單',
  pendingTopUps: '待審儲值',
  pendingWithdrawals: '待審提領',
  circulation: '會員持有（流通量）',
  ordersByStatus: '訂單狀態分布',
  membersAndOrders: '每日新會員與訂單',
  money: '每日儲值入帳與提領申請',
  seriesNewMembers: '新會員',
  seriesOrders: '訂單',
  seriesTopUp: '儲值入帳（UU）',
  seriesWithdrawals: '提領申請（筆）',
};

export default dashboard;
