import type { Catalogue } from '../types';
import type source from './zh-Hant';

const assistant: Catalogue<typeof source> = {
  balance: {
    title: 'Your balances:',
    line: '- **{{currency}}**: {{amount}}',
    frozen: 'UU held by withdrawals under review: {{amount}}',
  },
  questions: {
    left: 'You can ask **{{remaining}}** more questions today ({{used}} used).',
    parts: 'Made up of: {{level}} a day for your level + {{checkIn}} for checking in + {{packages}} from chat packages.',
    reset: 'The count resets at midnight, Taipei time ({{time}}).',
    notSigned: 'You have not checked in today: a check-in gives 1 more question.',
  },
  moneyLog: {
    summary: '{{currency}} from {{from}} to {{to}}: income **{{income}}**, expense **{{expense}}**.',
    recent: 'The latest entries:',
    entry: '- {{at}} {{type}} {{amount}}',
    none: 'No {{currency}} came in or went out in that period.',
  },
  orders: {
    none: 'You have no orders yet.',
    notFound: 'No order number contains {{orderNo}}.',
    line: '**{{orderNo}}** {{goods}}: {{status}}',
    logistics: 'Shipping: {{company}} {{number}}',
    writeOff: 'Write-off code: {{code}}',
    next: 'Next: {{actions}}',
    actions: {
      cancel: 'cancel the order',
      pay: 'pay',
      logistics: 'track the parcel',
      confirm: 'confirm receipt',
      writeoff: 'show the write-off code at the store',
      delete: 'delete the order',
    },
  },
  coupons: {
    none: 'You have no coupons you can use now.',
    title: 'Coupons you can use now:',
    line: '- {{name}}: {{terms}} (expires {{expires}})',
    amountOff: '{{amount}} UU off',
    percentOff: '{{percent}}% off',
    minSpend: 'on orders of {{amount}} UU or more',
    package: 'redeems a package',
  },
  checkIn: {
    signed: 'You checked in today; your streak is **{{streak}}** days.',
    notSigned: 'You have not checked in today (current streak: {{streak}}). A check-in gives 1 more question today.',
    reward: '{{days}} more days in a row earn {{reward}}.',
  },
  team: {
    summary: 'You are **level {{level}}**, with {{direct}} direct referrals and {{members}} team members.',
    performance: 'Team performance this month: {{performance}} UU; in total: {{total}} UU.',
    next: 'Level {{next}} needs {{threshold}} UU of total performance: **{{missing}} UU** to go.',
    top: 'You are at the top level.',
  },
  withdrawal: {
    preview: 'Withdrawing {{amount}} UU: {{fee}} fee, {{toFb}} to FB, {{toU}} to U.',
    previewU: 'Withdrawing {{amount}} U: paid out in full, no fee.',
    example: 'For example, {{amount}} UU:',
    multiple: 'Note: withdrawals are multiples of 100.',
    min: 'Note: the least per withdrawal is {{min}}.',
    max: 'Note: the most per withdrawal is {{max}}.',
    balance: 'Note: your {{currency}} balance is not enough.',
    draft: 'I filled in the withdrawal form for you: pick the receiving account and enter your payment password there.',
  },
  transfer: {
    fee: 'Transferring {{amount}} {{currency}}: {{fee}} fee, {{total}} in all.',
    draft: 'I filled in the transfer form for you: check who it goes to, then enter your payment password there.',
  },
  packages: {
    none: 'No packages are on sale right now.',
    draft: 'These packages are on sale; tap one to open its purchase page (paid with your payment password):',
  },
  goods: {
    none: 'Nothing in the mall matches “{{query}}”.',
    found: 'Found in the mall:',
  },
  guide: {
    none: 'Sorry, I do not know the answer to that. You could ask:',
    suggestionA: 'How many UU do I have?',
    suggestionB: 'Where is my order?',
    suggestionC: 'What is the fee to withdraw 500?',
    more: 'For more help, contact customer service in Settings → Customer service.',
  },
};

export default assistant;
