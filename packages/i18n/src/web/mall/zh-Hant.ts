/**
 * The points mall's texts (`mall.*`), zh-Hant (the source). Loaded with the mall and goodsDetails
 * screens (apps/web features/mall/catalogue.ts), not with the first route; ../../web.ts merges it
 * into `webResources` for the key and parity checks.
 */
const mall = {
  searchPlaceholder: '搜尋商品',
  all: '全部',
  categories: '商品分類',
  unit: 'UU',
  price: '{{amount}} UU',
  referencePrice: '參考價 {{amount}}',
  sold: '已售 {{count}}',
  soldOut: '已售罄',
  stock: '庫存 {{count}}',
  noMore: '沒有更多了',
  loadFailed: '商品載入失敗',
  emptySearch: '沒有找到相關商品',
  empty: '暫無商品',
  notFound: '商品不存在或已下架',
  fbShare: 'FB 最多可抵扣 {{percent}}%',
  uuOnly: '僅可使用 UU 支付',
  delivery: '配送方式',
  deliveryTypes: {
    express: '快遞配送',
    pickup: '到店自取',
    writeoff: '到店核銷',
    installation: '到府安裝',
    virtual: '虛擬商品',
  },
  deliveryNotes: {
    express: '付款後由平台出貨，快遞送到您的收件地址。',
    pickup: '付款後請到下列任一門市出示訂單自取。',
    writeoff: '付款後獲得核銷碼，到下列任一門市出示或輸入核銷碼使用。',
    installation: '付款後由師傅按您預約的時間到府安裝。',
    virtual: '付款後立即入帳，無需配送。',
  },
  stores: '適用門市',
  storeHours: '營業時間：{{hours}}',
  storesLoadFailed: '門市載入失敗',
  openMap: '查看地圖',
  noStores: '暫無適用門市',
  call: '撥打電話',
  description: '商品詳情',
  noDescription: '暫無商品介紹',
  quantity: '購買數量',
  total: '合計',
  buyNow: '立即兌換',
  gallery: '商品圖片',
  imageOf: '第 {{index}} 張圖，共 {{count}} 張',
  noImage: '暫無圖片',
};

export default mall;
