import type { Catalogue } from '../../types';
import type source from './zh-Hant';

const dashboard: Catalogue<typeof source> = {
  title: 'Overview',
  period: 'Period',
  lastDays: 'Last {{days}} days',
  lastDays_one: 'Last {{days}} day',
  lastDays_other: 'Last {{days}} days',
  timeZone: 'Days in the {{zone}} time zone',
  members: 'Members',
  activeMembers: 'Activated members',
  newMembers: 'New members',
  activeInPeriod: 'Active in the period',
  activeInPeriodHelp: 'Members who paid, transferred, withdrew, exchanged or had a top-up credited in the period',
  disabledMembers: '{{count}} disabled',
  orders: 'Orders',
  ordersInPeriod: 'Orders in the period',
  pendingTopUps: 'Top-ups to review',
  pendingWithdrawals: 'Withdrawals to review',
  circulation: 'Held by members (in circulation)',
  ordersByStatus: 'Orders by status',
  membersAndOrders: 'New members and orders per day',
  money: 'Top-ups credited and withdrawals asked per day',
  seriesNewMembers: 'New members',
  seriesOrders: 'Orders',
  seriesTopUp: 'Top-ups credited (UU)',
  seriesWithdrawals: 'Withdrawals asked',
};

export default dashboard;
