/**
 * localStorage with the failures a phone browser really has: private modes that throw on
 * access, quota errors, and values another version of the app wrote in another shape. Every key
 * the app stores is listed here, so a reset cannot forget one.
 */
export const StorageKey = {
  /** spec §3: "stored in local storage under a fixed key"; its presence is the login state. */
  token: 'uu.token',
  userInfo: 'uu.userInfo',
  info: 'uu.info',
  balance: 'uu.balance',
  Money: 'uu.Money',
  popupStatus: 'uu.popupStatus',
  optionalUpdates: 'uu.optionalUpdates',
  goodsDetail: 'uu.goodsDetail',
  addressDetail: 'uu.addressDetail',
  selectGoodsDetail: 'uu.selectGoodsDetail',
  selectCouponDetail: 'uu.selectCouponDetail',
  /** The store of the last self-pickup or write-off order: chosen again when the goods offers it. */
  lastStoreId: 'uu.lastStoreId',
  /** The interface language chosen in the picker: a device preference, kept across logouts. */
  locale: 'uu.locale',
} as const;

export type StorageKeyValue = (typeof StorageKey)[keyof typeof StorageKey];

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readString(key: StorageKeyValue): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(key: StorageKeyValue, value: string | null): void {
  try {
    if (value === null) store()?.removeItem(key);
    else store()?.setItem(key, value);
  } catch {
    // A full or blocked storage must not break the page; the value lives on in memory.
  }
}

export function readJSON(key: StorageKeyValue): unknown {
  const text = readString(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function writeJSON(key: StorageKeyValue, value: unknown): void {
  writeString(key, value === null || value === undefined ? null : JSON.stringify(value));
}
