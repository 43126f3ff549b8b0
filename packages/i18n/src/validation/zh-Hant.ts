/**
 * Validation messages, zh-Hant (the source). Contract schemas name these keys (`validation.email`),
 * so the web form and the server answer with the same words.
 */
const validation = {
  email: '請輸入有效的電子郵件',
  phone: '請輸入有效的手機號碼（含國際區號，如 +886912345678）',
  contactRequired: '請輸入電子郵件或手機號碼',
  codeRequired: '請輸入驗證碼',
  codeFormat: '驗證碼為 6 位數字',
  passwordRequired: '請輸入密碼',
  passwordMin: '密碼至少 6 位',
  passwordMax: '密碼最多 22 位',
  passwordHash: '密碼格式有誤',
  confirmRequired: '請再次輸入密碼',
  passwordMismatch: '兩次輸入的密碼不一致',
  agreementsRequired: '請閱讀並同意服務協議和隱私政策',
  invitationCode: '邀請碼格式有誤',
  nickname: '暱稱為 2-12 位字母或數字',
  accountRequired: '請輸入帳號',
  purpose: '驗證碼用途有誤',
  clientType: '客戶端類型有誤',
  clientVersion: '客戶端版本有誤',
  id: '編號有誤',
  page: '頁碼有誤',
  size: '每頁數量須為 1-100',
  payPassword: '支付密碼為 6 位數字',
  updateType: '密碼類型有誤',
  verifyType: '驗證方式有誤',
  verificationRequired: '請輸入原密碼或驗證碼',
  oldPasswordRequired: '請輸入原密碼',
  newPasswordRequired: '請輸入新密碼',
  avatar: '頭像地址有誤',
  nothingToUpdate: '沒有要修改的內容',
  invalid: '「{{field}}」格式有誤',
  required: '「{{field}}」為必填',
};

export default validation;
