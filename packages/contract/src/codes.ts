import { ENVELOPE_CODES } from './codes-envelope';
import { MALL_CODES } from './codes-mall';

/**
 * Result codes of the envelope `{ code, msg, data }` (product.md "Conventions of the API").
 * The client reads `code`, never the HTTP status. Business codes live in ranges:
 * 1xxx accounts, 2xxx wallet, 3xxx mall/orders, 4xxx chat, 5xxx content, 6xxx messages, 7xxx loyalty, 9xxx requests.
 * Every code has a message in packages/i18n/src/errors/* (a test fails on a missing one).
 */
export const Code = {
  ...ENVELOPE_CODES,
  /** The account is `inactive` and the call moves value out (product.md "Activation"). */
  NOT_ACTIVATED: 506,
  /** The token's account is `disabled` by an operator. */
  ACCOUNT_DISABLED: 401,
  /** The token was replaced: the member switched to another account on this device. */
  TOKEN_REPLACED: 601,
  /** No `satoken` header on a call that needs one. */
  TOKEN_ABSENT: 410000,
  /** The token is unknown or was revoked (logout, password change). */
  TOKEN_INVALID: 410001,
  /** The token's sliding expiry has passed. */
  TOKEN_EXPIRED: 410002,
  /** An operator revoked the member's sessions. */
  SESSION_REVOKED: 999999,

  // 1xxx accounts
  LOGIN_FAILED: 1001,
  ALREADY_REGISTERED: 1002,
  /** No live code for this destination and purpose: request one first. */
  CODE_NOT_REQUESTED: 1003,
  CODE_EXPIRED: 1004,
  CODE_WRONG: 1005,
  /** Five wrong tries voided the code; a new one must be requested. */
  CODE_VOID: 1006,
  /** Less than 60 s since the last code to this destination. */
  CODE_TOO_SOON: 1007,
  /** The daily cap per destination or per IP is reached. */
  CODE_DAILY_LIMIT: 1008,
  /** The sender (outbox, SMTP, SMS gateway) failed; nothing was stored. */
  CODE_SEND_FAILED: 1009,
  INVITATION_NOT_FOUND: 1010,
  /** The operator requires an invitation code (`requireInvite`). */
  INVITATION_REQUIRED: 1011,
  /** Too many sign-in attempts for this account or from this address. */
  LOGIN_THROTTLED: 1012,
  /** A reset or payment code was asked for an address no account uses. */
  ACCOUNT_NOT_FOUND: 1013,
  /** A pay-purpose code was requested without a session. */
  CODE_NEEDS_LOGIN: 1014,
  /** A paid action before any payment password was set (spec §6: 'set the payment password first'). */
  PAY_PASSWORD_NOT_SET: 1015,
  /** spec §8 'Payment password error'; `data.triesLeft` before the lock. */
  PAY_PASSWORD_WRONG: 1016,
  /** Five wrong payment passwords: paid actions are locked (the message says how many minutes). */
  PAY_PASSWORD_LOCKED: 1017,
  /** setPayPassword when one is set already: change it instead. */
  PAY_PASSWORD_ALREADY_SET: 1018,
  /** The old login password on the change screen is wrong. */
  OLD_PASSWORD_WRONG: 1019,
  /** Too many wrong old passwords on the change screens. */
  PASSWORD_CHANGE_THROTTLED: 1020,
  NICKNAME_TAKEN: 1021,
  /** switchUser to an account that is not one of the caller's own. */
  NOT_MY_ACCOUNT: 1022,
  /** The person holds the most accounts allowed. */
  ACCOUNT_LIMIT: 1023,
  /** switchUser to a sibling that an operator disabled. */
  SWITCH_TARGET_DISABLED: 1024,
  /** The avatar is not a file this member uploaded. */
  AVATAR_NOT_FOUND: 1025,
  /** signOutDevice: no signed-in device of this account has that id (another member's, or already signed out). */
  DEVICE_NOT_FOUND: 1060,

  // 2xxx wallet
  /** spec §8 'insufficient balance' (transfers, exchange). */
  INSUFFICIENT_BALANCE: 2001,
  /** spec §8 'insufficient withdrawable balance'. */
  INSUFFICIENT_WITHDRAWABLE: 2002,
  /** spec §8 'wallet address not set, cannot withdraw': no bank card or wallet address yet. */
  WALLET_ADDRESS_NOT_SET: 2003,
  /** spec §8 'transfer user not found'. */
  TRANSFER_USER_NOT_FOUND: 2004,
  TRANSFER_TO_SELF: 2005,
  WITHDRAW_BELOW_MIN: 2006,
  WITHDRAW_ABOVE_MAX: 2007,
  /** The operator's daily count of withdrawals is used up. */
  WITHDRAW_DAILY_LIMIT: 2008,
  WITHDRAWAL_NOT_FOUND: 2009,
  /** Only a pending withdrawal can be cancelled (or reviewed). */
  WITHDRAWAL_NOT_PENDING: 2010,
  /** The same Idempotency-Key came with another body. */
  IDEMPOTENCY_KEY_REUSED: 2011,
  /** A value-moving call without an Idempotency-Key header. */
  IDEMPOTENCY_KEY_REQUIRED: 2012,
  /**
   * The first request with this Idempotency-Key is still under way (HTTP 409, Retry-After): send the
   * same request again shortly; it answers the first one's answer, or runs it if that one died.
   */
  IDEMPOTENCY_IN_PROGRESS: 2030,
  /** The chosen bank card or wallet address is not one of the member's. */
  DESTINATION_NOT_FOUND: 2013,
  BANK_CARD_NOT_FOUND: 2014,
  TOPUP_NOT_FOUND: 2015,
  /** The top-up was decided already. */
  TOPUP_NOT_PENDING: 2016,
  /** More CRC than the UU balance pays for (spec §5 'cannot exceed the exchangeable amount'). */
  EXCHANGE_EXCEEDS_AVAILABLE: 2017,
  /** The operator has not set a CRC rate yet. */
  CRC_RATE_NOT_SET: 2018,
  TOPUP_CHANNEL_NOT_FOUND: 2019,
  /** The payment proof is not an image this member uploaded. */
  PROOF_NOT_FOUND: 2020,
  /** The member holds the most bank cards or wallet addresses allowed. */
  DESTINATION_LIMIT: 2021,
  /** A withdrawal can only be marked paid after it was approved. */
  WITHDRAWAL_NOT_APPROVED: 2022,
  /**
   * Adding or changing a payout destination, or the bound email/phone, needs the payment password or
   * a code (issue 18, step-up); neither was sent.
   */
  STEP_UP_REQUIRED: 2061,
  /**
   * The destination was added or changed less than 24 hours ago (params: time, the release in the
   * platform's time zone; data.availableAt ISO).
   */
  DESTINATION_ON_HOLD: 2062,
  /** The payout proof is not an image uploaded through the console. */
  PAYOUT_PROOF_NOT_FOUND: 2063,
  /** A corrected amount applies to top-ups only. */
  CORRECTION_NOT_ALLOWED: 2064,
  /** No transaction of that id on the member's own balances (another member's, or none): issue 24's receipts. */
  RECEIPT_NOT_FOUND: 2065,

  // 3xxx mall, orders, addresses (codes-mall.ts)
  ...MALL_CODES,

  // 4xxx chat and check-in
  /** No questions left today: check in or buy a chat package. */
  QUESTIONS_USED_UP: 4001,
  /** Checked in already this platform day. */
  ALREADY_SIGNED: 4002,
  /** The model answered with an error; the question was given back. */
  AI_FAILED: 4003,
  /** The model took too long; the question was given back. */
  AI_TIMEOUT: 4004,
  /** One answer at a time on a socket. */
  CHAT_BUSY: 4005,
  /** No such conversation among the member's own (another member's id, a deleted one answer this too). */
  CONVERSATION_NOT_FOUND: 4006,
  /** An edit names a question that is no longer the conversation's last one (or one still being answered). */
  CHAT_NOT_LAST: 4007,
  // 41xx check-in designed by the operator (issue 24)
  /** A make-up names a day that is not a past day of this platform month. */
  CHECKIN_MAKEUP_DAY_INVALID: 4101,
  /** The make-up's day is checked in already. */
  CHECKIN_MAKEUP_ALREADY_SIGNED: 4102,
  /** No make-ups left this month (params: max). */
  CHECKIN_MAKEUP_LIMIT: 4103,
  /** The operator's limit of check-ins from one address per day is reached. */
  CHECKIN_IP_LIMIT: 4104,
  /** The operator's limit of check-ins from one device per day is reached. */
  CHECKIN_DEVICE_LIMIT: 4105,
  /** The make-up is paid with a make-up card and the member holds none; nothing was spent. */
  CHECKIN_MAKEUP_NO_CARD: 4106,
  /** No such chat model (a deleted id, a made-up one). */
  CHAT_MODEL_NOT_FOUND: 4051,
  /** A model's key cannot be kept encrypted: the server has no TWO_FACTOR_KEY. */
  CHAT_MODEL_KEY_UNSEALABLE: 4052,
  /** A disabled model cannot be the default. */
  CHAT_MODEL_DISABLED: 4053,

  // 5xxx content
  AGREEMENT_NOT_FOUND: 5001,
  /** An upload without a file part. */
  UPLOAD_MISSING: 5002,
  /** An image of 1 MB or more (spec §5 "Images"). */
  UPLOAD_TOO_LARGE: 5003,
  /** The bytes are not png, jpeg, webp or gif, whatever the name or the declared type say. */
  UPLOAD_TYPE: 5004,
  /** A content page (guide, company overview) that was never written. */
  CONTENT_NOT_FOUND: 5005,
  /** No FAQ question with that id. */
  FAQ_NOT_FOUND: 5006,
  /** The bytes start like an image but do not decode as one (a broken or disguised file). */
  UPLOAD_UNREADABLE: 5007,

  // 6xxx message centre
  /** No such message among the member's own (another member's id answers this too). */
  MESSAGE_NOT_FOUND: 6001,
  /** An announcement's audience matches no member (a level nobody holds, member numbers that do not exist). */
  ANNOUNCEMENT_AUDIENCE_EMPTY: 6002,
  /** An announcement's send time has passed: send it now instead. */
  ANNOUNCEMENT_SEND_AT_PAST: 6003,
  /** Web Push has no VAPID keys on this server (VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY unset). */
  PUSH_NOT_CONFIGURED: 6004,
  /** No push subscription of the member's with that endpoint (another member's answers this too). */
  PUSH_SUBSCRIPTION_NOT_FOUND: 6005,

  // 7xxx loyalty: redemption codes (issue 24)
  /** No such code, or the operator voided it or its batch. */
  REDEEM_CODE_INVALID: 7001,
  /** The code's batch cannot be redeemed yet (params: from). */
  REDEEM_CODE_NOT_STARTED: 7002,
  /** The code's batch ended. */
  REDEEM_CODE_EXPIRED: 7003,
  /** The code was redeemed already (by anyone). */
  REDEEM_CODE_USED: 7004,
  /** The member redeemed a code of this one-per-member batch already. */
  REDEEM_ONCE_PER_MEMBER: 7005,
  /** Too many codes tried by this member or from this address (params: minutes). */
  REDEEM_THROTTLED: 7006,
  /** What the code gives is no longer given (its coupon was switched off): the code is not spent. */
  REDEEM_REWARD_UNAVAILABLE: 7007,

  // 8xxx back office
  /** Wrong email or password, or a disabled operator account (one answer for all three). */
  ADMIN_SIGN_IN_FAILED: 8001,
  /** No back-office session, or one that ended: sign in again (HTTP 401). */
  ADMIN_SESSION_INVALID: 8002,
  /** The operator's role may not do this (HTTP 403). */
  ROLE_FORBIDDEN: 8003,
  /** Too many failed sign-ins for this email or address (the message says how many minutes). */
  ADMIN_SIGN_IN_LOCKED: 8004,
  /** Another operator account has this email. */
  ADMIN_EMAIL_TAKEN: 8005,
  /** No operator account with that id. */
  ADMIN_NOT_FOUND: 8006,
  /** The last active admin cannot be disabled or given another role. */
  LAST_ADMIN: 8007,
  /** A clerk acting on another store's order. */
  STORE_FORBIDDEN: 8008,
  /** The account must set a new password before anything else (the generated first admin). */
  ADMIN_PASSWORD_CHANGE_REQUIRED: 8031,
  /** The current password given for a change is wrong. */
  ADMIN_PASSWORD_WRONG: 8032,
  /** The account's role must use two-factor sign-in: set it up before anything else (HTTP 403). */
  ADMIN_TWO_FACTOR_REQUIRED: 8061,
  /** The authenticator or recovery code is wrong, or was used already. */
  ADMIN_TWO_FACTOR_WRONG: 8062,
  /** The sign-in's two-factor step expired, was used, or ran out of attempts: sign in again. */
  ADMIN_TWO_FACTOR_CHALLENGE_INVALID: 8063,
  /** Too many wrong codes for this account (the message says how many minutes; HTTP 429). */
  ADMIN_TWO_FACTOR_LOCKED: 8064,
  /** No two-factor set-up in progress to confirm, or two-factor sign-in is on already. */
  ADMIN_TWO_FACTOR_SETUP_INVALID: 8065,
  /** The session to end is not an open session of that operator. */
  ADMIN_SESSION_NOT_FOUND: 8066,
  /** The account's two-factor secret cannot be read with this server's TWO_FACTOR_KEY: use a recovery code, or ask an admin to reset it. */
  ADMIN_TWO_FACTOR_UNAVAILABLE: 8067,
  /** An admin's reset of two-factor or ending of sessions is for another account; one's own are on one's account page. */
  ADMIN_OWN_ACCOUNT: 8068,
  /** No role with that id (HTTP 404). */
  ROLE_NOT_FOUND: 8071,
  /** The built-in roles are read-only presets: make a custom role from one instead. */
  ROLE_BUILT_IN: 8072,
  /** Operator accounts still hold the role: give them another first. */
  ROLE_IN_USE: 8073,
  /** Another role has this name. */
  ROLE_NAME_TAKEN: 8074,

  // 81xx back office: members and the dashboard (admin-members)
  /** No member with that id (HTTP 404). */
  MEMBER_NOT_FOUND: 8101,
  /** An adjustment that would take a member's balance below zero (nothing moved). */
  ADJUST_BELOW_ZERO: 8102,
  /** The session to end is not an open session of that member. */
  MEMBER_SESSION_NOT_FOUND: 8103,
  /** The operator who asked for an adjustment cannot approve or refuse it: another operator decides (maker–checker). */
  ADJUST_OWN_REQUEST: 8104,
  /** The adjustment request was approved or refused already. */
  ADJUST_REQUEST_DECIDED: 8105,
  /** No adjustment request with that id (HTTP 404). */
  ADJUST_REQUEST_NOT_FOUND: 8106,

  // 82xx back office: goods, categories, stores and coupons (admin-catalogue)
  /** A category that still holds goods (on the shelf or not) cannot be removed: move or remove them first. */
  CATEGORY_IN_USE: 8201,
  /** A stock adjustment that would take more than is left (the stock may have been reserved meanwhile). */
  STOCK_BELOW_ZERO: 8202,
  /** A store that orders or goods refer to cannot be deleted: disable it instead (its orders stay readable). */
  STORE_IN_USE: 8203,

  // 83xx back office: orders and the write-off desk (admin-orders)
  /** A write-off of more pieces than the order has left to hand over (another write-off may have just taken some). */
  WRITE_OFF_TOO_MANY: 8301,

  // 84xx back office: top-up and withdrawal queues, the ledger and exports (admin-finance)
  /** No background export with that id among the operator's own (HTTP 404). */
  EXPORT_NOT_FOUND: 8401,
  /** The background export is still being written, or failed: nothing to download yet. */
  EXPORT_NOT_READY: 8402,
  /** The background export's file has expired and was deleted: start it again (HTTP 410). */
  EXPORT_EXPIRED: 8403,

  // 85xx back office: content and platform configuration (admin-config)
  /** The platform config names a coupon (registration, check-in reward) that does not exist. */
  CONFIG_COUPON_NOT_FOUND: 8501,

  // 86xx back office: loyalty (redemption codes)
  REDEEM_BATCH_NOT_FOUND: 8601,
  /** Only an unused code of the batch can be voided. */
  REDEEM_CODE_NOT_VOIDABLE: 8602,
  /** A check-in design that cannot be saved: a negative or zero reward, a day given twice, … (params: field). */
  CHECKIN_RULE_INVALID: 8611,

  // 9xxx requests
  /** A body, query, path or header failed its contract schema (HTTP 400). */
  VALIDATION: 9000,
  /** An operator call without the right operator key (HTTP 403). */
  OPERATOR_ONLY: 9403,
  /** Unknown route (HTTP 404). */
  NOT_FOUND: 9404,
  /** Body larger than the server accepts (HTTP 413). */
  PAYLOAD_TOO_LARGE: 9413,
  /** The per-address request rate limit (HTTP 429). */
  TOO_MANY_REQUESTS: 9429,
  /** Anything unexpected; details go to the log only (HTTP 500). */
  INTERNAL: 9500,
  /**
   * The server cannot answer right now (HTTP 503, with Retry-After): its database is unreachable or
   * too slow (a timeout fired), or it is shutting down. Nothing was done; retry in a moment.
   */
  SERVICE_BUSY: 9502,
  // MAINTENANCE (9503) is in ENVELOPE_CODES, spread above.
} as const;

export type CodeName = keyof typeof Code;
export type CodeValue = (typeof Code)[CodeName];

/** Codes after which the client drops the session and goes to login (spec §8). */
export const LOGIN_CODES: readonly number[] = [
  Code.TOKEN_ABSENT,
  Code.TOKEN_INVALID,
  Code.TOKEN_EXPIRED,
  Code.ACCOUNT_DISABLED,
  Code.SESSION_REVOKED,
  Code.TOKEN_REPLACED,
];

const byValue = new Map<number, CodeName>((Object.entries(Code) as [CodeName, number][]).map(([name, value]) => [value, name]));

export function codeName(value: number): CodeName | undefined {
  return byValue.get(value);
}
