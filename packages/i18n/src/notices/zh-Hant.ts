/** Texts the server sends to members outside the envelope (emails, SMS), zh-Hant (the source). */
const notices = {
  appName: 'UU 共享積分',
  codeSubject: '{{app}} 驗證碼：{{code}}',
  codeBody: '您的驗證碼是 {{code}}，{{minutes}} 分鐘內有效，用於{{purpose}}。請勿將驗證碼告訴任何人。',
  newDeviceSubject: '{{app}} 新裝置登入通知',
  newDeviceBody:
    '您的帳號 {{account}} 於 {{time}} 在一台新裝置登入：{{device}}，IP 位址 {{ip}}{{place}}。如果這是您本人，無需處理；如果不是，請立即到「設定 › 登入裝置」將它登出，並變更登入密碼。',
  newDevicePlace: '（{{country}}）',
  unknownDevice: '未知裝置',
  purpose: {
    register: '註冊帳號',
    reset: '重設密碼',
    pay: '設定支付密碼或確認帳戶變更',
    bind: '綁定新的電子郵件或手機號碼',
  },
};

export default notices;
