import type { Catalogue } from '../../types';
import type loyaltyHant from './zh-Hant';

/** The console's loyalty texts, English. */
const loyalty: Catalogue<typeof loyaltyHant> = {
  nav: { redeem: 'Redemption codes' },
  redeem: {
    title: 'Redemption codes and gift cards',
    create: 'New batch',
    createTitle: 'New batch of redemption codes',
    name: 'Name',
    reward: 'Reward',
    rewardKind: 'Reward type',
    kinds: { uu: 'UU', coupon: 'Coupon', chat: 'Chat package' },
    amount: 'UU amount',
    coupon: 'Coupon',
    questionsPerDay: 'Questions a day',
    days: 'Days',
    count: 'Number of codes',
    period: 'Redeemable',
    oncePerMember: 'One code per member',
    oncePerMemberHelp: 'On: a promotion, each member may redeem one code of the batch. Off: gift cards, a member may redeem several.',
    progress: 'Redeemed / void / total',
    state: 'State',
    states: { active: 'Active', void: 'Void' },
    codeStates: { unused: 'Unused', redeemed: 'Redeemed', void: 'Void' },
    createdBy: 'Created by',
    codes: 'Codes',
    code: 'Code',
    redeemedBy: 'Redeemed by',
    redeemedAt: 'Redeemed',
    export: 'Export CSV',
    voidBatch: 'Void batch',
    voidBatchConfirm: 'Void “{{name}}”? Its {{count}} unused codes can no longer be redeemed; what members redeemed stays theirs.',
    voidCode: 'Void',
    voidCodeConfirm: 'Void code {{code}}? It can no longer be redeemed.',
    created: '{{count}} codes created',
    created_one: '{{count}} code created',
    created_other: '{{count}} codes created',
    voided: 'Voided',
    chatReward: 'Extra daily questions: {{questions}} (days: {{days}})',
    anyState: 'Any state',
  },
};

export default loyalty;
