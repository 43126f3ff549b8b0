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
  notify: {
    pushTitle: 'Push notifications on this device',
    pushHint: 'When on, the categories ticked “Push” arrive on this device as system notifications.',
    pushUnavailable: 'Push notifications are not turned on for this platform',
    pushUnsupported: 'This browser does not support push notifications (on iPhone, add the app to the Home Screen first)',
    pushDenied: 'Notifications are blocked: allow them in the browser’s site settings',
    pushOn: 'Push notifications are on for this device',
    pushOff: 'Push notifications are off for this device',
    pushFailed: 'Push notifications could not be turned on. Please try again later',
    channelsTitle: 'How each kind of message reaches you',
    channelsHint: 'Every message is in the message centre; the ways ticked also tell you.',
    channels: { push: 'Push', email: 'Email', sms: 'SMS' },
    noEmail: 'No email bound',
    noPhone: 'No phone bound',
    quietTitle: 'Quiet hours',
    quietHint: 'Notifications in quiet hours wait until they end ({{timeZone}} time); account security alerts are never held.',
    quietFrom: 'From',
    quietTo: 'To',
    saved: 'Saved',
  },
};

export default messages;
