import type { Catalogue } from '../types';
import type source from './zh-Hant';

const errors: Catalogue<typeof source> = {
  OK: '成功',
  NOT_ACTIVATED: '当前用户未激活',
  ACCOUNT_DISABLED: '账号已停用，请联系客服',
  TOKEN_REPLACED: '账号已在其他地方登录或已切换，请重新登录',
  TOKEN_ABSENT: '请先登录',
  TOKEN_INVALID: '登录状态已失效，请重新登录',
  TOKEN_EXPIRED: '登录已过期，请重新登录',
  SESSION_REVOKED: '登录已被管理员撤销，请重新登录',
  LOGIN_FAILED: '账号或密码错误',
  ALREADY_REGISTERED: '已经注册',
  CODE_NOT_REQUESTED: '请先获取验证码',
  CODE_EXPIRED: '验证码已过期，请重新获取',
  CODE_WRONG: '验证码错误，还可尝试 {{left}} 次',
  CODE_VOID: '验证码错误次数过多已失效，请重新获取',
  CODE_TOO_SOON: '请在 {{seconds}} 秒后再获取验证码',
  CODE_DAILY_LIMIT: '今日验证码发送次数已达上限，请明天再试',
  CODE_SEND_FAILED: '验证码发送失败，请稍后重试',
  INVITATION_NOT_FOUND: '邀请码不存在',
  INVITATION_REQUIRED: '请填写邀请码',
  LOGIN_THROTTLED: '登录尝试次数过多，请 {{minutes}} 分钟后再试',
  ACCOUNT_NOT_FOUND: '此邮箱或手机号尚未注册',
  CODE_NEEDS_LOGIN: '请先登录再获取支付验证码',
  AGREEMENT_NOT_FOUND: '协议不存在',
  VALIDATION: '请求参数有误',
  NOT_FOUND: '请求的接口不存在',
  PAYLOAD_TOO_LARGE: '提交的内容过大',
  TOO_MANY_REQUESTS: '请求过于频繁，请稍后再试',
  INTERNAL: '服务器连接失败，请稍后重试',
};

export default errors;
