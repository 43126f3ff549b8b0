import type { CodeName } from '@uu/contract/codes';

/** Server messages by result code, zh-Hant (the source). `msg` of every envelope comes from here. */
const errors = {
  OK: '成功',
  NOT_ACTIVATED: '當前用戶未激活',
  ACCOUNT_DISABLED: '帳號已停用，請聯繫客服',
  TOKEN_REPLACED: '帳號已在其他地方登入或已切換，請重新登入',
  TOKEN_ABSENT: '請先登入',
  TOKEN_INVALID: '登入狀態已失效，請重新登入',
  TOKEN_EXPIRED: '登入已過期，請重新登入',
  SESSION_REVOKED: '登入已被管理員撤銷，請重新登入',
  LOGIN_FAILED: '帳號或密碼錯誤',
  ALREADY_REGISTERED: '已經註冊',
  CODE_NOT_REQUESTED: '請先獲取驗證碼',
  CODE_EXPIRED: '驗證碼已過期，請重新獲取',
  CODE_WRONG: '驗證碼錯誤，還可嘗試 {{left}} 次',
  CODE_VOID: '驗證碼錯誤次數過多已失效，請重新獲取',
  CODE_TOO_SOON: '請在 {{seconds}} 秒後再獲取驗證碼',
  CODE_DAILY_LIMIT: '今日驗證碼發送次數已達上限，請明天再試',
  CODE_SEND_FAILED: '驗證碼發送失敗，請稍後重試',
  INVITATION_NOT_FOUND: '邀請碼不存在',
  INVITATION_REQUIRED: '請填寫邀請碼',
  LOGIN_THROTTLED: '登入嘗試次數過多，請 {{minutes}} 分鐘後再試',
  ACCOUNT_NOT_FOUND: '此電子郵件或手機號碼尚未註冊',
  CODE_NEEDS_LOGIN: '請先登入再獲取支付驗證碼',
  AGREEMENT_NOT_FOUND: '協議不存在',
  VALIDATION: '請求參數有誤',
  NOT_FOUND: '請求的介面不存在',
  PAYLOAD_TOO_LARGE: '提交的內容過大',
  TOO_MANY_REQUESTS: '請求過於頻繁，請稍後再試',
  INTERNAL: '服務器連接失敗，請稍後重試',
} satisfies Record<CodeName, string>;

export default errors;
