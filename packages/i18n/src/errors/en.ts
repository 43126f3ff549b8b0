import type { Catalogue } from '../types';
import type source from './zh-Hant';

const errors: Catalogue<typeof source> = {
  OK: 'Success',
  NOT_ACTIVATED: 'Current user not activated',
  ACCOUNT_DISABLED: 'This account is disabled. Please contact customer service.',
  TOKEN_REPLACED: 'This account signed in elsewhere or was switched. Please sign in again.',
  TOKEN_ABSENT: 'Please sign in first.',
  TOKEN_INVALID: 'Your session is no longer valid. Please sign in again.',
  TOKEN_EXPIRED: 'Your session has expired. Please sign in again.',
  SESSION_REVOKED: 'An administrator ended your session. Please sign in again.',
  LOGIN_FAILED: 'The account or password is incorrect',
  ALREADY_REGISTERED: 'already registered',
  CODE_NOT_REQUESTED: 'Please request a verification code first.',
  CODE_EXPIRED: 'The verification code has expired. Please request a new one.',
  CODE_WRONG: 'The verification code is incorrect. {{left}} tries left.',
  CODE_VOID: 'Too many wrong tries voided this code. Please request a new one.',
  CODE_TOO_SOON: 'Please wait {{seconds}} s before requesting another code.',
  CODE_DAILY_LIMIT: "Today's limit of verification codes is reached. Please try again tomorrow.",
  CODE_SEND_FAILED: 'The verification code could not be sent. Please try again later.',
  INVITATION_NOT_FOUND: 'This invitation code does not exist.',
  INVITATION_REQUIRED: 'An invitation code is required.',
  LOGIN_THROTTLED: 'Too many sign-in attempts. Please try again in {{minutes}} min.',
  ACCOUNT_NOT_FOUND: 'No account uses this email or phone number.',
  CODE_NEEDS_LOGIN: 'Please sign in before requesting a payment code.',
  AGREEMENT_NOT_FOUND: 'This agreement does not exist.',
  VALIDATION: 'The request is invalid.',
  NOT_FOUND: 'This address does not exist.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  TOO_MANY_REQUESTS: 'Too many requests. Please try again shortly.',
  INTERNAL: 'Server connection failed, please retry later',
};

export default errors;
