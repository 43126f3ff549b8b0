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
};

export default messages;
