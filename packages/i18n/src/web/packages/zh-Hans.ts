import type { Catalogue } from '../../types';
import type source from './zh-Hant';

const packages: Catalogue<typeof source> = {
  tabs: {
    flow: '流量套餐',
    chat: '聊天套餐',
  },
  myFlow: '我的流量',
  total: '总量',
  used: '已用',
  remaining: '剩余',
  mb: '{{value}} MB',
  gb: '{{value}} GB',
  noFlow: '目前没有生效中的流量套餐',
  myChat: '今日提问',
  chatToday: '今日剩余 {{remaining}} 次（套餐每日 +{{questions}} 次，还有 {{days}} 天）',
  noChat: '目前没有生效中的聊天套餐',
  active: '生效中的套餐',
  until: '{{date}} 到期',
  onSale: '可购买的套餐',
  flowPlan: '{{gb}} GB ・ {{days}} 天',
  chatPlan: '每日 +{{questions}} 题 ・ {{days}} 天',
  reference: '参考价 {{amount}}',
  buy: '购买',
  none: '暂无可购买的套餐',
  payTitle: '购买 {{name}}',
  payAmount: '{{amount}} UU',
  useFb: '使用 FB 抵扣',
  enter: '请输入 6 位支付密码',
  bought: '购买成功，套餐已生效',
};

export default packages;
