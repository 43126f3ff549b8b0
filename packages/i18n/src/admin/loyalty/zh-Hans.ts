import type loyaltyHant from './zh-Hant';

/** The console's loyalty texts, zh-Hans. */
const loyalty: typeof loyaltyHant = {
  nav: { redeem: '兑换码' },
  redeem: {
    title: '兑换码与礼品卡',
    create: '创建批次',
    createTitle: '创建兑换码批次',
    name: '名称',
    reward: '奖励',
    rewardKind: '奖励类型',
    kinds: { uu: 'UU', coupon: '优惠券', chat: '聊天套餐' },
    amount: 'UU 数量',
    coupon: '优惠券',
    questionsPerDay: '每日提问次数',
    days: '天数',
    count: '兑换码数量',
    period: '兑换期间',
    oncePerMember: '每位会员限兑换一个',
    oncePerMemberHelp: '开启：促销活动，每位会员只能兑换此批次的一个；关闭：礼品卡，可兑换多个。',
    progress: '已兑换 / 已作废 / 总数',
    state: '状态',
    states: { active: '有效', void: '已作废' },
    codeStates: { unused: '未使用', redeemed: '已兑换', void: '已作废' },
    createdBy: '创建人',
    codes: '兑换码',
    code: '兑换码',
    redeemedBy: '兑换会员',
    redeemedAt: '兑换时间',
    export: '导出 CSV',
    voidBatch: '作废批次',
    voidBatchConfirm: '作废「{{name}}」？尚未使用的 {{count}} 个兑换码将无法再兑换；已兑换的奖励仍归会员所有。',
    voidCode: '作废',
    voidCodeConfirm: '作废兑换码 {{code}}？作废后无法兑换。',
    created: '已创建 {{count}} 个兑换码',
    voided: '已作废',
    chatReward: '每日 {{questions}} 次提问，{{days}} 天',
    anyState: '全部状态',
  },
};

export default loyalty;
