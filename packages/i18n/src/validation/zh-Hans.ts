import type { Catalogue } from '../types';
import type source from './zh-Hant';

const validation: Catalogue<typeof source> = {
  email: '请输入有效的电子邮箱',
  phone: '请输入有效的手机号码（含国际区号，如 +8613812345678）',
  contactRequired: '请输入电子邮箱或手机号码',
  codeRequired: '请输入验证码',
  codeFormat: '验证码为 6 位数字',
  passwordRequired: '请输入密码',
  passwordMin: '密码至少 6 位',
  passwordMax: '密码最多 22 位',
  passwordHash: '密码格式有误',
  confirmRequired: '请再次输入密码',
  passwordMismatch: '两次输入的密码不一致',
  agreementsRequired: '请阅读并同意服务协议和隐私政策',
  invitationCode: '邀请码格式有误',
  nickname: '昵称为 2-12 位字母或数字',
  accountRequired: '请输入账号',
  purpose: '验证码用途有误',
  clientType: '客户端类型有误',
  clientVersion: '客户端版本有误',
  id: '编号有误',
  page: '页码有误',
  size: '每页数量须为 1-100',
  payPassword: '支付密码为 6 位数字',
  updateType: '密码类型有误',
  verifyType: '验证方式有误',
  verificationRequired: '请输入原密码或验证码',
  oldPasswordRequired: '请输入原密码',
  newPasswordRequired: '请输入新密码',
  avatar: '头像地址有误',
  nothingToUpdate: '没有要修改的内容',
  oneFile: '一次只能上传一张图片',
  invalid: '「{{field}}」格式有误',
  required: '「{{field}}」为必填',
};

export default validation;
