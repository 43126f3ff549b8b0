/** Business constants and limits of spec §9 and product.md, shared by client and server. */
export const Limits = {
  /** spec §9: request timeout. */
  requestTimeoutMs: 5_000,
  /** spec §9: verification-code resend interval. */
  codeResendSeconds: 60,
  /** product.md: a code lives 5 minutes. */
  codeTtlSeconds: 300,
  /** product.md: 5 wrong tries void a code. */
  codeMaxTries: 5,
  codeLength: 6,
  /** Daily caps on codes (product.md "per-destination and per-IP daily caps"; docs/decisions.md). */
  codesPerDestinationPerDay: 10,
  /** The default of CODES_PER_IP_PER_DAY (apps/api plugins/env.ts). */
  codesPerIpPerDay: 30,
  /** spec §5, §9: password length before hashing. */
  passwordMin: 6,
  passwordMax: 22,
  payPasswordLength: 6,
  /** spec §5: nickname 2-12 letters and digits. */
  nicknameMin: 2,
  nicknameMax: 12,
  memberNoLength: 8,
  /** Sign-in throttles (docs/decisions.md). */
  loginAttemptsPerAccount: 10,
  loginAttemptsPerIp: 50,
  loginWindowSeconds: 900,
  /** product.md: 5 wrong payment passwords lock paid actions for 15 minutes. */
  payPasswordMaxTries: 5,
  payPasswordLockMinutes: 15,
  /** Wrong old passwords on the change screens, per account (docs/decisions.md). */
  passwordChangeTries: 5,
  passwordChangeWindowSeconds: 900,
  /** Accounts one person may hold: the registered one and its siblings (docs/decisions.md). */
  accountsPerPerson: 5,
  /** spec §9: images under 1 MB. */
  imageMaxBytes: 1024 * 1024,
} as const;
