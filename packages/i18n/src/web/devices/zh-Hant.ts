/**
 * The devices' texts (`devices.*`), zh-Hant (the source): the signed-in devices and the sign-in
 * history. Loaded with their screens (apps/web features/devices/catalogue.ts), not with the first
 * route; ../../web.ts merges it into `webResources` for the key and parity checks.
 */
const devices = {
  intro: '以下是目前登入您帳號的裝置。看到不認得的裝置，請將它登出並變更登入密碼。',
  thisDevice: '本機',
  unknown: '未知裝置',
  lastActive: '最後活動 {{time}}',
  signedInAt: '登入於 {{time}}',
  ip: 'IP {{ip}}',
  signOut: '登出',
  signOutConfirm: '確定要將「{{device}}」登出嗎？該裝置需要重新登入才能使用。',
  signedOut: '已將該裝置登出',
  signOutOthers: '登出其他所有裝置',
  signOutOthersConfirm: '確定要登出本機以外的所有裝置嗎？',
  signedOutOthers: '已登出 {{count}} 台裝置',
  onlyThis: '目前只有本機登入您的帳號',
  loadFailed: '裝置清單載入失敗',
  history: '登入紀錄',
  kinds: {
    mobile: '手機',
    tablet: '平板',
    desktop: '電腦',
    tv: '電視',
  },
  clients: {
    android: 'Android App',
    ios: 'iOS App',
    h5: '網頁版',
    wx: '微信',
  },
  signIns: {
    intro: '最近 90 天內登入您帳號的紀錄，包含失敗的嘗試。',
    success: '登入成功',
    failed: '登入失敗',
    failures: {
      password: '密碼錯誤',
      throttled: '嘗試次數過多，暫時鎖定',
      disabled: '帳號已停用',
    },
    noMore: '沒有更多紀錄了',
    loadFailed: '登入紀錄載入失敗',
  },
};

export default devices;
