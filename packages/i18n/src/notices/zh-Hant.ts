/** Texts the server sends to members outside the envelope (emails, SMS), zh-Hant (the source). */
const notices = {
  appName: 'UU 共享積分',
  codeSubject: '{{app}} 驗證碼：{{code}}',
  codeBody: '您的驗證碼是 {{code}}，{{minutes}} 分鐘內有效，用於{{purpose}}。請勿將驗證碼告訴任何人。',
  purpose: {
    register: '註冊帳號',
    reset: '重設密碼',
    pay: '設定支付密碼或確認帳戶變更',
    bind: '綁定新的電子郵件或手機號碼',
  },
};

export default notices;
