import type { Catalogue } from '../types';
import type source from './zh-Hant';

const notices: Catalogue<typeof source> = {
  appName: 'UU 共享积分',
  codeSubject: '{{app}} 验证码：{{code}}',
  codeBody: '您的验证码是 {{code}}，{{minutes}} 分钟内有效，用于{{purpose}}。请勿将验证码告诉任何人。',
  newDeviceSubject: '{{app}} 新设备登录提醒',
  newDeviceBody:
    '您的账号 {{account}} 于 {{time}} 在一台新设备登录：{{device}}，IP 地址 {{ip}}{{place}}。如果是您本人，无需处理；如果不是，请立即到「设置 › 登录设备」将其退出登录，并修改登录密码。',
  newDevicePlace: '（{{country}}）',
  unknownDevice: '未知设备',
  purpose: {
    register: '注册账号',
    reset: '重设密码',
    pay: '设置支付密码或确认账户变更',
    bind: '绑定新的邮箱或手机号',
  },
};

export default notices;
