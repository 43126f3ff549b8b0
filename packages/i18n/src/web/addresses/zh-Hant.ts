/**
 * The address book's texts (`addresses.*`), zh-Hant (the source). Loaded with the selectAddress
 * and editAddress screens (apps/web features/addresses/catalogue.ts), not with the first route;
 * ../../web.ts merges it into `webResources` for the key and parity checks.
 */
const addresses = {
  add: '新增收貨地址',
  empty: '還沒有收貨地址',
  defaultTag: '默認',
  setDefault: '設為默認',
  defaultSet: '已設為默認地址',
  edit: '編輯',
  delete: '刪除',
  deleteConfirm: '確定刪除 {{consignee}} 的這個地址嗎？',
  deleted: '地址已刪除',
  limit: '最多可保存 {{max}} 個地址',
  chooseHint: '點選要使用的地址',
  loadFailed: '地址加載失敗',
  installation: '安裝日期 {{date}}',
  form: {
    addTitle: '新增收貨地址',
    editTitle: '編輯收貨地址',
    consignee: '收貨人',
    consigneePlaceholder: '請輸入收貨人姓名',
    phone: '手機號碼',
    phonePlaceholder: '請輸入手機號碼',
    countryCode: '國際區號',
    chooseCountry: '選擇國家或地區',
    region: '所在地區',
    regionPlaceholder: '請選擇所在地區',
    detail: '詳細地址',
    detailPlaceholder: '街道、門牌號碼、樓層等（多於 6 個字）',
    isDefault: '設為默認地址',
    picture: '安裝環境圖片',
    pictureHint: '拍下安裝位置，圖片須小於 1 MB',
    pickPicture: '上傳圖片',
    removePicture: '移除圖片',
    date: '安裝日期',
    datePlaceholder: '請選擇安裝日期',
    clearDate: '清除安裝日期',
    dateNotLater: '安裝日期須晚於今天',
    save: '保存地址',
    saving: '正在保存…',
    added: '地址已添加',
    updated: '地址已保存',
  },
  region: {
    title: '選擇所在地區',
    choose: '請選擇',
    loadFailed: '地區加載失敗',
  },
};

export default addresses;
