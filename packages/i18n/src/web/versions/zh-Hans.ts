import type { Catalogue } from '../../types';
import type source from './zh-Hant';

const versions: Catalogue<typeof source> = {
  platforms: {
    '1': 'Android',
    '2': 'iOS',
    '3': '网页版（H5）',
    '4': '微信小程序',
  },
  prompt: {
    optionalTitle: '发现新版本 {{version}}',
    forcedTitle: '请更新至 {{version}}',
    forcedNote: '当前版本已停止服务，更新后才能继续使用。',
    update: '立即更新',
    later: '稍后再说',
  },
  download: {
    latest: '最新版本 {{version}}',
    releasedAt: '发布于 {{date}}',
    notes: '更新内容',
    none: '暂未发布',
    get: '下载',
    open: '打开',
    withProgress: '下载并显示进度',
    qr: '{{platform}} 下载二维码',
    scan: '用手机扫描二维码',
    current: '当前版本 {{version}}',
    reload: '重新加载以更新',
  },
  install: {
    title: '添加到主屏幕',
    button: '安装到主屏幕',
    installed: '已安装到主屏幕，可从主屏幕直接打开。',
    accepted: '正在安装…',
    dismissed: '已取消安装，可随时再试。',
    ios: '在 Safari 点击下方的“分享”按钮，再选择“添加到主屏幕”。',
    other: '在浏览器菜单中选择“安装应用”或“添加到主屏幕”。',
  },
  progress: {
    start: '开始下载',
    cancel: '取消',
    retry: '重试',
    save: '再次保存',
    downloading: '下载中…',
    received: '已下载 {{received}} / {{total}}',
    receivedUnknown: '已下载 {{received}}',
    done: '下载完成，文件已保存。',
    cancelled: '已取消下载。',
    failed: '下载失败：{{reason}}',
    httpError: '服务器响应 {{status}}',
    network: '网络异常',
    external: '此文件由外部网站提供，将在浏览器中打开下载。',
    noFile: '此平台暂无可下载的文件。',
    toList: '查看全部平台',
  },
};

export default versions;
