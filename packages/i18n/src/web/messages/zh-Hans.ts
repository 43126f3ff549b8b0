import type { Catalogue } from '../../types';
import type source from './zh-Hant';

/** The message centre's texts (`messages.*`), zh-Hans (mainland usage). */
const messages: Catalogue<typeof source> = {
  categories: {
    all: '全部',
    transactions: '交易',
    orders: '订单',
    team: '团队与奖励',
    announcements: '公告',
    security: '账号安全',
  },
  categoriesLabel: '消息分类',
  unreadIn: '{{unread}} 条未读',
  unread: '未读',
  readAll: '全部标为已读',
  readAllDone: '已全部标为已读',
  actions: '更多操作',
  markRead: '标为已读',
  delete: '删除',
  deleteConfirm: '确定要删除这条消息吗？',
  deleted: '消息已删除',
  open: '查看',
  empty: '暂无消息',
  loadFailed: '消息加载失败',
  noMore: '没有更多消息了',
  notify: {
    pushTitle: '这台设备的推送通知',
    pushHint: '开启后，勾选“推送”的类别会以系统通知发送到这台设备。',
    pushUnavailable: '本平台尚未开启推送通知',
    pushUnsupported: '这个浏览器不支持推送通知（iPhone 请先把 App 添加到主屏幕）',
    pushDenied: '通知权限已被阻止，请到浏览器的网站设置中允许通知',
    pushOn: '已开启这台设备的推送通知',
    pushOff: '已关闭这台设备的推送通知',
    pushFailed: '无法开启推送通知，请稍后再试',
    channelsTitle: '各类消息的通知方式',
    channelsHint: '消息一律会出现在消息中心；勾选的方式会另外通知您。',
    channels: { push: '推送', email: '邮件', sms: '短信' },
    noEmail: '尚未绑定邮箱',
    noPhone: '尚未绑定手机',
    quietTitle: '免打扰时段',
    quietHint: '免打扰时段内的通知会延到时段结束才发送（{{timeZone}} 时间）；账号安全通知不受限制。',
    quietFrom: '开始',
    quietTo: '结束',
    saved: '已保存',
  },
};

export default messages;
