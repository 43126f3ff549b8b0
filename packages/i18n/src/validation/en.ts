import type { Catalogue } from '../types';
import type source from './zh-Hant';

const validation: Catalogue<typeof source> = {
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid phone number with its country code, e.g. +886912345678.',
  contactRequired: 'Please enter your email or phone number.',
  codeRequired: 'Please enter the verification code.',
  codeFormat: 'The verification code is 6 digits.',
  passwordRequired: 'Please enter a password.',
  passwordMin: 'The password must be at least 6 characters.',
  passwordMax: 'The password can be at most 22 characters.',
  passwordHash: 'The password was not sent in the expected form.',
  confirmRequired: 'Please enter the password again.',
  passwordMismatch: 'The two passwords do not match.',
  agreementsRequired: 'Please read and accept the service agreement and the privacy policy.',
  invitationCode: 'The invitation code is not valid.',
  nickname: 'The nickname must be 2-12 letters or digits.',
  accountRequired: 'Please enter your account.',
  purpose: 'Unknown verification-code purpose.',
  clientType: 'Unknown client type.',
  clientVersion: 'Invalid client version.',
  id: 'Invalid id.',
  page: 'Invalid page number.',
  size: 'Page size must be between 1 and 100.',
  payPassword: 'The payment password is 6 digits.',
  updateType: 'Unknown password type.',
  verifyType: 'Unknown verification type.',
  verificationRequired: 'Enter the old password or the code.',
  oldPasswordRequired: 'Please enter the old password.',
  newPasswordRequired: 'Please enter the new password.',
  avatar: 'Invalid avatar address.',
  nothingToUpdate: 'Nothing to update.',
  oneFile: 'Upload one image at a time.',
  invalid: 'The field "{{field}}" is invalid.',
  required: 'The field "{{field}}" is required.',
};

export default validation;
