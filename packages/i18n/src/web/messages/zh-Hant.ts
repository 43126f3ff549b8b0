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
  notify: {
    pushTitle: '這台裝置的推播通知',
    pushHint: '開啟後，勾選「推播」的類別會以系統通知送到這台裝置。',
    pushUnavailable: '此平台尚未開啟推播通知',
    pushUnsupported: '這個瀏覽器不支援推播通知（iPhone 請先把 App 加入主畫面）',
    pushDenied: '通知權限已被封鎖，請到瀏覽器的網站設定中允許通知',
    pushOn: '已開啟這台裝置的推播通知',
    pushOff: '已關閉這台裝置的推播通知',
    pushFailed: '無法開啟推播通知，請稍後再試',
    channelsTitle: '各類訊息的通知方式',
    channelsHint: '訊息一律會出現在訊息中心；勾選的方式會另外通知您。',
    channels: { push: '推播', email: '電子郵件', sms: '簡訊' },
    noEmail: '尚未綁定電子郵件',
    noPhone: '尚未綁定手機',
    quietTitle: '勿擾時段',
    quietHint: '勿擾時段內的通知會延到時段結束才送出（{{timeZone}} 時間）；帳號安全通知不受限制。',
    quietFrom: '開始',
    quietTo: '結束',
    saved: '已儲存',
  },
};

export default messages;
