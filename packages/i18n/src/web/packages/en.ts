import type { Catalogue } from '../../types';
import type source from './zh-Hant';

const packages: Catalogue<typeof source> = {
  tabs: {
    flow: 'Data',
    chat: 'Chat',
  },
  myFlow: 'My data',
  total: 'Total',
  used: 'Used',
  remaining: 'Left',
  mb: '{{value}} MB',
  gb: '{{value}} GB',
  noFlow: 'No active data package',
  myChat: "Today's questions",
  chatToday: '{{remaining}} left today (packages add {{questions}} a day, {{days}} days to go)',
  chatToday_one: '{{remaining}} left today (packages add {{questions}} a day, {{days}} day to go)',
  chatToday_other: '{{remaining}} left today (packages add {{questions}} a day, {{days}} days to go)',
  noChat: 'No active chat package',
  active: 'Active packages',
  until: 'Ends {{date}}',
  onSale: 'Packages on sale',
  flowPlan: '{{gb}} GB · {{days}} days',
  flowPlan_one: '{{gb}} GB · {{days}} day',
  flowPlan_other: '{{gb}} GB · {{days}} days',
  chatPlan: '+{{questions}} questions a day · {{days}} days',
  chatPlan_one: '+{{questions}} questions a day · {{days}} day',
  chatPlan_other: '+{{questions}} questions a day · {{days}} days',
  reference: 'Was {{amount}}',
  buy: 'Buy',
  none: 'No packages on sale',
  payTitle: 'Buy {{name}}',
  payAmount: '{{amount}} UU',
  useFb: 'Let FB pay its share',
  enter: 'Enter your 6-digit payment password',
  bought: 'Bought: the package has started',
};

export default packages;
