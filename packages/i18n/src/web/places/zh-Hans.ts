import type { Catalogue } from '../../types';
import type source from './zh-Hant';

const places: Catalogue<typeof source> = {
  noTiles: '未设置地图，以下是位置的坐标与地址。',
  tilesFailed: '地图无法加载（没有网络或地图服务不可用），以下是位置的坐标与地址。',
  map: '地图',
  coordinates: '坐标',
  latitude: '纬度',
  longitude: '经度',
  latitudePlaceholder: '-90 至 90，例如 25.033964',
  longitudePlaceholder: '-180 至 180，例如 121.564472',
  address: '地址',
  noPlace: '没有可显示的位置',
  storeLoading: '正在读取门店位置…',
  storeNotFound: '找不到这家门店的坐标，以下只有地址。',
  openInApp: '在地图 App 中打开',
  openInBrowser: '在网页地图中查看',
  copy: '复制坐标',
  copied: '坐标已复制',
  choose: {
    hint: '点按地图或拖动标记选择位置，也可以使用当前位置或直接输入坐标。',
    offlineHint: '输入纬度和经度，或使用当前位置。',
    useMine: '使用当前位置',
    locating: '定位中…',
    located: '已定位到当前位置',
    geoDenied: '无法获取当前位置，请允许定位，或手动输入坐标',
    geoUnavailable: '这个浏览器无法定位，请手动输入坐标',
    none: '尚未选择位置',
    confirm: '确定使用这个位置',
  },
};

export default places;
