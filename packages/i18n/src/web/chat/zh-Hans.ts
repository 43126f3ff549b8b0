import type { Catalogue } from '../../types';
import type source from './zh-Hant';

const chat: Catalogue<typeof source> = {
  welcomeTitle: '您好，我是 AI 助手',
  welcome: '有关积分、钱包、商城或平台规则的问题，都可以问我。',
  question: '我的提问',
  answer: 'AI 回答',
  builtin: '内置助手',
  builtinHint: '平台未配置 AI 模型，由内置助手根据平台指南与协议作答',
  thinking: '正在思考…',
  placeholder: '输入您的问题…',
  placeholderUsedUp: '今日提问次数已用完',
  send: '发送',
  stop: '停止',
  retry: '重新提问',
  stopped: '已停止回答',
  failed: '回答失败，本次提问已退回',
  connectionLost: '连接中断，回答未完成',
  connecting: '正在连接…',
  reconnecting: '连接已断开，正在重新连接…',
  remaining: '今日剩余提问',
  packageDays: '套餐剩余',
  days: '{{days}} 天',
  noPackage: '无套餐',
  usedUpTitle: '今日提问次数已用完',
  usedUpCheckIn: '每日签到可多得 1 次提问，购买聊天套餐可获得更多次数。',
  usedUpSigned: '今日已签到，购买聊天套餐可获得更多提问次数，或明天再来。',
  checkIn: '去签到',
  buyPackage: '购买套餐',
  clear: '清空记录',
  clearConfirm: '确定要清空全部聊天记录吗？清空后无法恢复。',
  cleared: '聊天记录已清空',
  loadingOlder: '正在加载更早的记录…',
  noOlder: '没有更早的记录了',
  loadFailed: '聊天记录加载失败',
};

export default chat;
