import type { Catalogue } from '../types';
import type source from './zh-Hant';

const assistant: Catalogue<typeof source> = {
  balance: {
    title: '你的余额：',
    line: '- **{{currency}}**：{{amount}}',
    frozen: '提现审核中冻结的 UU：{{amount}}',
  },
  questions: {
    left: '今天还可以提问 **{{remaining}}** 次（已用 {{used}} 次）。',
    parts: '组成：等级每日 {{level}} 次 + 签到 {{checkIn}} 次 + 聊天套餐 {{packages}} 次。',
    reset: '次数在台北时间午夜重置（{{time}}）。',
    notSigned: '今天还没签到，签到后可多 1 次提问。',
  },
  moneyLog: {
    summary: '{{from}} 至 {{to}} 的 {{currency}}：收入 **{{income}}**，支出 **{{expense}}**。',
    recent: '最近几笔：',
    entry: '- {{at}} {{type}} {{amount}}',
    none: '这段期间没有 {{currency}} 的收支记录。',
  },
  orders: {
    none: '你还没有订单。',
    notFound: '找不到单号含 {{orderNo}} 的订单。',
    line: '**{{orderNo}}** {{goods}}：{{status}}',
    logistics: '物流：{{company}} {{number}}',
    writeOff: '核销码：{{code}}',
    next: '下一步：{{actions}}',
    actions: {
      cancel: '取消订单',
      pay: '付款',
      logistics: '查看物流',
      confirm: '确认收货',
      writeoff: '到店出示核销码',
      delete: '删除订单',
    },
  },
  coupons: {
    none: '目前没有可用的优惠券。',
    title: '现在可用的优惠券：',
    line: '- {{name}}：{{terms}}（{{expires}} 到期）',
    amountOff: '抵扣 {{amount}} UU',
    percentOff: '抵扣 {{percent}}%',
    minSpend: '满 {{amount}} UU 可用',
    package: '兑换套餐',
  },
  checkIn: {
    signed: '今天已签到，已连续签到 **{{streak}}** 天。',
    notSigned: '今天还没签到，目前连续 {{streak}} 天。签到后当天多 1 次提问。',
    reward: '再连续签到 {{days}} 天可得 {{reward}}。',
  },
  team: {
    summary: '你目前是 **{{level}} 级**，直推 {{direct}} 人，团队共 {{members}} 人。',
    performance: '本月团队业绩 {{performance}} UU，累计 {{total}} UU。',
    next: '升到 {{next}} 级需要累计业绩 {{threshold}} UU，还差 **{{missing}} UU**。',
    top: '你已是最高等级。',
  },
  withdrawal: {
    preview: '提现 {{amount}} UU：手续费 {{fee}}，{{toFb}} 转入 FB，{{toU}} 转入 U。',
    previewU: '提现 {{amount}} U：全额出款，不收手续费。',
    example: '以 {{amount}} UU 为例：',
    multiple: '注意：提现金额须为 100 的整数倍。',
    min: '注意：单笔最少 {{min}}。',
    max: '注意：单笔最多 {{max}}。',
    balance: '注意：你的 {{currency}} 余额不足。',
    draft: '我已帮你填好提现表单，请选择收款账户并输入支付密码完成。',
  },
  transfer: {
    fee: '转账 {{amount}} {{currency}}：手续费 {{fee}}，共扣 {{total}}。',
    draft: '我已帮你填好转账表单，请核对对方信息后输入支付密码完成。',
  },
  packages: {
    none: '目前没有上架的套餐。',
    draft: '这些套餐可以购买，点卡片打开购买页面，付款时需输入支付密码：',
  },
  goods: {
    none: '商城里找不到“{{query}}”。',
    found: '商城里找到这些商品：',
  },
  guide: {
    none: '抱歉，这个问题我不知道答案。你可以试着问：',
    suggestionA: '我有多少 UU？',
    suggestionB: '我的订单到哪了？',
    suggestionC: '提现 500 手续费多少？',
    more: '如需更多帮助，请在“设置 → 联系客服”与我们联络。',
  },
};

export default assistant;
