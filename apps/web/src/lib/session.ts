import { useSyncExternalStore } from 'react';
import type { LoginResult, UserInfo } from '@uu/contract/accounts';
import { closeSocket } from './socket';
import { readJSON, readString, StorageKey, writeJSON, writeString } from './storage';

/**
 * The session of spec §3. The login state is the presence of `token`. The wallet and notice
 * fields are typed `unknown` until their calls join the contract; their issues narrow them.
 */
export type SessionState = {
  token: string | null;
  /** The whole login response data (spec §3). */
  userInfo: LoginResult | null;
  /** The profile of GET /personInfo/getUserInfo, with isSetPayPassword. */
  info: UserInfo | null;
  balance: unknown;
  Money: unknown;
  popupStatus: unknown;
  optionalUpdates: unknown;
  goodsDetail: unknown;
  addressDetail: unknown;
  selectGoodsDetail: unknown;
  selectCouponDetail: unknown;
  /** spec §3: held transiently, never persisted. */
  addressInfo: unknown;
};

type PersistedKey = Exclude<keyof SessionState, 'token' | 'addressInfo'>;

const PERSISTED_JSON: readonly PersistedKey[] = [
  'userInfo',
  'info',
  'balance',
  'Money',
  'popupStatus',
  'optionalUpdates',
  'goodsDetail',
  'addressDetail',
  'selectGoodsDetail',
  'selectCouponDetail',
];

/** spec §3: the device-stored items, "kept as JSON and cleared together on reset". */
export const DEVICE_ITEMS = ['goodsDetail', 'addressDetail', 'selectGoodsDetail', 'selectCouponDetail'] as const;

function load(): SessionState {
  const state = { token: readString(StorageKey.token) || null, addressInfo: null } as SessionState;
  for (const key of PERSISTED_JSON) (state as Record<PersistedKey, unknown>)[key] = readJSON(StorageKey[key]);
  return state;
}

let state: SessionState = load();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function persist(key: keyof SessionState, value: unknown): void {
  if (key === 'addressInfo') return;
  if (key === 'token') writeString(StorageKey.token, (value as string | null) || null);
  else writeJSON(StorageKey[key], value);
}

export const session = {
  // Arrow functions: useSyncExternalStore takes these two detached.
  get: (): SessionState => state,

  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  set<K extends keyof SessionState>(key: K, value: SessionState[K]): void {
    if (Object.is(state[key], value)) return;
    persist(key, value);
    state = { ...state, [key]: value };
    emit();
  },

  isSignedIn(): boolean {
    return Boolean(state.token);
  },

  /** spec §7: on code 200 of /auth/doLogin the data is stored as the session. */
  signIn(result: LoginResult): void {
    persist('token', result.token);
    persist('userInfo', result);
    state = { ...state, token: result.token, userInfo: result };
    emit();
  },

  /**
   * Switching to another of the member's accounts: the answer is stored like a login (spec §7),
   * in one change, so no screen ever sees the session without a token in between. Everything of
   * the previous account goes (its wallet, its selected address and coupon); its profile is
   * replaced by the one the switch answered.
   */
  switchAccount(result: LoginResult): void {
    // The chat stream was opened with the previous account's token (spec §4: the socket belongs to the session).
    closeSocket();
    const next = { token: result.token, userInfo: result, info: result.user, addressInfo: null } as SessionState;
    for (const key of PERSISTED_JSON) {
      if (key !== 'userInfo' && key !== 'info') (next as Record<PersistedKey, unknown>)[key] = null;
    }
    for (const key of Object.keys(next) as (keyof SessionState)[]) persist(key, next[key]);
    state = next;
    emit();
  },

  /** spec §3: the device-stored items, cleared together (settings → clear cache). */
  clearDeviceItems(): void {
    for (const key of DEVICE_ITEMS) persist(key, null);
    state = { ...state, ...Object.fromEntries(DEVICE_ITEMS.map((key) => [key, null])) };
    emit();
  },

  /** Logout (spec §4): clears every stored item of the session and the device-stored items. */
  reset(): void {
    const cleared = { token: null, addressInfo: null } as SessionState;
    for (const key of PERSISTED_JSON) (cleared as Record<PersistedKey, unknown>)[key] = null;
    for (const key of Object.keys(cleared) as (keyof SessionState)[]) persist(key, null);
    state = cleared;
    emit();
  },
};

/** Ends the session on this device: the chat socket belongs to it (spec §4), then the stored data. */
export function endSession(): void {
  closeSocket();
  session.reset();
}

// Another tab signing in or out changes localStorage; follow it so two tabs never disagree
// about who is signed in.
if (typeof window !== 'undefined') {
  const ours = new Set<string>(Object.values(StorageKey));
  window.addEventListener('storage', (event) => {
    if (event.key !== null && !ours.has(event.key)) return;
    state = { ...load(), addressInfo: state.addressInfo };
    emit();
  });
}

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
