/**
 * The AI chat's texts (`chat.*`), zh-Hant (the source). A catalogue of its own, loaded with the
 * chat screen (apps/web features/chat/catalogue.ts) rather than with the first route (its 150 kB
 * budget); ../../web.ts merges it into `webResources` for the key and parity checks.
 */
const chat = {
  welcomeTitle: '您好，我是 AI 助手',
  welcome: '有關積分、錢包、商城或平台規則的問題，都可以問我。',
  question: '我的提問',
  answer: 'AI 回答',
  builtin: '內建助手',
  builtinHint: '平台未設定 AI 模型，由內建助手根據平台指南與條款作答',
  thinking: '正在思考…',
  placeholder: '輸入您的問題…',
  placeholderUsedUp: '今日提問次數已用完',
  send: '傳送',
  stop: '停止',
  retry: '重新提問',
  stopped: '已停止回答',
  failed: '回答失敗，本次提問已退回',
  connectionLost: '連線中斷，回答未完成',
  connecting: '正在連線…',
  reconnecting: '連線已中斷，正在重新連線…',
  remaining: '今日剩餘提問',
  packageDays: '方案剩餘',
  days: '{{days}} 天',
  noPackage: '無方案',
  usedUpTitle: '今日提問次數已用完',
  usedUpCheckIn: '每日簽到可多得 1 次提問，購買聊天方案可獲得更多次數。',
  usedUpSigned: '今日已簽到，購買聊天方案可獲得更多提問次數，或明天再來。',
  checkIn: '去簽到',
  buyPackage: '購買方案',
  clear: '清空紀錄',
  clearConfirm: '確定要清空全部聊天紀錄嗎？清空後無法恢復。',
  cleared: '聊天紀錄已清空',
  loadingOlder: '正在載入更早的紀錄…',
  noOlder: '沒有更早的紀錄了',
  loadFailed: '聊天紀錄載入失敗',
};

export default chat;
