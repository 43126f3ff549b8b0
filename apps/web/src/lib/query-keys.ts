/**
 * The query keys features refresh for one another (a check-in's reward lands in the wallet and the coupons; paying an
 * order moves the wallet). Features do not import each other (eslint.config.js), so these keys live here, and the
 * features that own them use the same constants.
 */

/** Every wallet query starts with this key, so one invalidation after a money call refreshes them all. */
export const WALLET_KEY = ['wallet'] as const;

/** Every coupon query starts with this key: redeeming one refreshes every tab and count. */
export const COUPONS_KEY = ['coupons'] as const;
