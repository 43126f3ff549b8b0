import type { Catalogue } from '../../types';
import type source from './zh-Hant';

const devices: Catalogue<typeof source> = {
  intro: '以下是当前登录您账号的设备。看到不认识的设备，请将其退出登录并修改登录密码。',
  thisDevice: '本机',
  unknown: '未知设备',
  lastActive: '最近活跃 {{time}}',
  signedInAt: '登录于 {{time}}',
  ip: 'IP {{ip}}',
  signOut: '退出登录',
  signOutConfirm: '确定要让「{{device}}」退出登录吗？该设备需要重新登录才能使用。',
  signedOut: '已让该设备退出登录',
  signOutOthers: '退出其他所有设备',
  signOutOthersConfirm: '确定要让本机以外的所有设备退出登录吗？',
  signedOutOthers: '已让 {{count}} 台设备退出登录',
  onlyThis: '当前只有本机登录您的账号',
  loadFailed: '设备列表加载失败',
  history: '登录记录',
  kinds: {
    mobile: '手机',
    tablet: '平板',
    desktop: '电脑',
    tv: '电视',
  },
  clients: {
    android: 'Android App',
    ios: 'iOS App',
    h5: '网页版',
    wx: '微信',
  },
  signIns: {
    intro: '最近 90 天内登录您账号的记录，包括失败的尝试。',
    success: '登录成功',
    failed: '登录失败',
    failures: {
      password: '密码错误',
      throttled: '尝试次数过多，暂时锁定',
      disabled: '账号已停用',
    },
    noMore: '没有更多记录了',
    loadFailed: '登录记录加载失败',
  },
};

export default devices;
