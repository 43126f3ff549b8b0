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
  builtin: '內置助手',
  builtinHint: '平台未配置 AI 模型，由內置助手根據平台指南與協議作答',
  thinking: '正在思考…',
  placeholder: '輸入您的問題…',
  placeholderUsedUp: '今日提問次數已用完',
  send: '發送',
  stop: '停止',
  retry: '重新提問',
  stopped: '已停止回答',
  failed: '回答失敗，本次提問已退回',
  connectionLost: '連接中斷，回答未完成',
  connecting: '正在連接…',
  reconnecting: '連接已斷開，正在重新連接…',
  remaining: '今日剩餘提問',
  packageDays: '套餐剩餘',
  days: '{{days}} 天',
  noPackage: '無套餐',
  usedUpTitle: '今日提問次數已用完',
  usedUpCheckIn: '每日簽到可多得 1 次提問，購買聊天套餐可獲得更多次數。',
  usedUpSigned: '今日已簽到，購買聊天套餐可獲得更多提問次數，或明天再來。',
  checkIn: '去簽到',
  buyPackage: '購買套餐',
  clear: '清空記錄',
  clearConfirm: '確定要清空全部聊天記錄嗎？清空後無法恢復。',
  cleared: '聊天記錄已清空',
  loadingOlder: '正在加載更早的記錄…',
  noOlder: '沒有更早的記錄了',
  loadFailed: '聊天記錄加載失敗',
};

export default chat;
