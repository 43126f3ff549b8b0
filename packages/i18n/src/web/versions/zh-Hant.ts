/**
 * The versions' texts (`versions.*`), zh-Hant (the source): the update prompts and the download
 * pages. Loaded with them (apps/web features/versions/catalogue.ts), not with the first route;
 * ../../web.ts merges it into `webResources` for the key and parity checks.
 */
const versions = {
  platforms: {
    '1': 'Android',
    '2': 'iOS',
    '3': '網頁版（H5）',
    '4': '微信小程式',
  },
  prompt: {
    optionalTitle: '發現新版本 {{version}}',
    forcedTitle: '請更新至 {{version}}',
    forcedNote: '目前版本已停止服務，更新後才能繼續使用。',
    update: '立即更新',
    later: '稍後再說',
  },
  download: {
    latest: '最新版本 {{version}}',
    releasedAt: '發布於 {{date}}',
    notes: '更新內容',
    none: '暫未發布',
    get: '下載',
    open: '開啟',
    withProgress: '下載並顯示進度',
    qr: '{{platform}} 下載 QR 碼',
    scan: '用手機掃描 QR 碼',
    current: '目前版本 {{version}}',
    reload: '重新載入以更新',
  },
  install: {
    title: '加到主畫面',
    button: '安裝到主畫面',
    installed: '已安裝到主畫面，可從主畫面直接開啟。',
    accepted: '正在安裝…',
    dismissed: '已取消安裝，可隨時再試。',
    ios: '在 Safari 點選下方的「分享」按鈕，再選「加入主畫面」。',
    other: '在瀏覽器選單中選擇「安裝應用程式」或「加到主畫面」。',
  },
  progress: {
    start: '開始下載',
    cancel: '取消',
    retry: '重試',
    save: '再次儲存',
    downloading: '下載中…',
    received: '已下載 {{received}} / {{total}}',
    receivedUnknown: '已下載 {{received}}',
    done: '下載完成，檔案已儲存。',
    cancelled: '已取消下載。',
    failed: '下載失敗：{{reason}}',
    httpError: '伺服器回應 {{status}}',
    network: '網路異常',
    external: '此檔案由外部網站提供，將在瀏覽器中開啟下載。',
    noFile: '此平台暫無可下載的檔案。',
    toList: '查看全部平台',
  },
};

export default versions;
