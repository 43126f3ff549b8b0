/**
 * The map pages' texts (`places.*`: /choose-location and /open-location, spec §2), zh-Hant (the
 * source). Loaded with those screens (apps/web features/places/catalogue.ts), not with the first
 * route; ../../web.ts merges it into `webResources` for the key and parity checks.
 */
const places = {
  noTiles: '未設定地圖，以下是位置的座標與地址。',
  tilesFailed: '地圖無法載入（沒有網路或地圖服務不可用），以下是位置的座標與地址。',
  map: '地圖',
  coordinates: '座標',
  latitude: '緯度',
  longitude: '經度',
  latitudePlaceholder: '-90 至 90，例如 25.033964',
  longitudePlaceholder: '-180 至 180，例如 121.564472',
  address: '地址',
  noPlace: '沒有可顯示的位置',
  storeLoading: '正在讀取門市位置…',
  storeNotFound: '找不到這間門市的座標，以下只有地址。',
  openInApp: '在地圖 App 中開啟',
  openInBrowser: '在網頁地圖中查看',
  copy: '複製座標',
  copied: '座標已複製',
  choose: {
    hint: '點按地圖或拖動標記選擇位置，也可以使用目前位置或直接輸入座標。',
    offlineHint: '輸入緯度和經度，或使用目前位置。',
    useMine: '使用目前位置',
    locating: '定位中…',
    located: '已定位到目前位置',
    geoDenied: '無法取得目前位置，請允許定位，或手動輸入座標',
    geoUnavailable: '這個瀏覽器無法定位，請手動輸入座標',
    none: '尚未選擇位置',
    confirm: '確定使用這個位置',
  },
};

export default places;
