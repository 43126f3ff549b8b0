import type { Catalogue } from '../../types';
import type source from './zh-Hant';

/** The message centre's texts (`messages.*`), English. */
const messages: Catalogue<typeof source> = {
  categories: {
    all: 'All',
    transactions: 'Transactions',
    orders: 'Orders',
    team: 'Team & rewards',
    announcements: 'Announcements',
    security: 'Account security',
  },
  categoriesLabel: 'Message categories',
  unreadIn: '{{unread}} unread',
  unread: 'Unread',
  readAll: 'Mark all as read',
  readAllDone: 'All marked as read',
  actions: 'More actions',
  markRead: 'Mark as read',
  delete: 'Delete',
  deleteConfirm: 'Delete this message?',
  deleted: 'Message deleted',
  open: 'Open',
  empty: 'No messages yet',
  loadFailed: 'Messages failed to load',
  noMore: 'No more messages',
};

export default messages;
