/**
 * The message centre's texts (`messages.*`), zh-Hant (the source): the categories, the list and its
 * actions. Loaded with its screen (apps/web features/messages/catalogue.ts), not with the first route;
 * ../../web.ts merges it into `webResources` for the key and parity checks. The messages' own titles
 * and bodies come from the server, rendered in the member's language.
 */
const messages = {
  categories: {
    all: '全部',
    transactions: '交易',
    orders: '訂單',
    team: '團隊與獎勵',
    announcements: '公告',
    security: '帳號安全',
  },
  categoriesLabel: '訊息分類',
  unreadIn: '{{unread}} 則未讀',
  unread: '未讀',
  readAll: '全部標為已讀',
  readAllDone: '已全部標為已讀',
  actions: '更多操作',
  markRead: '標為已讀',
  delete: '刪除',
  deleteConfirm: '確定要刪除這則訊息嗎？',
  deleted: '訊息已刪除',
  open: '查看',
  empty: '目前沒有訊息',
  loadFailed: '訊息載入失敗',
  noMore: '沒有更多訊息了',
};

export default messages;
