import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginResult } from '@uu/contract/accounts';
import { endSession, session, useSession } from './session';
import { getSocket, registerSocket } from './socket';
import { StorageKey } from './storage';

const login: LoginResult = {
  token: 'tok-1',
  expiresAt: '2030-01-01T00:00:00Z',
  user: {
    id: 1,
    memberNo: '12345678',
    nickname: 'amy',
    email: 'amy@example.com',
    phone: null,
    avatar: null,
    level: 1,
    status: 'active',
    invitationCode: 'ABCD2345',
    isSetPayPassword: true,
    createdAt: '2025-01-01T00:00:00Z',
  },
};

beforeEach(() => session.reset());

describe('session store (spec §3)', () => {
  it('keeps the token under one fixed key; its presence is the login state', () => {
    expect(session.isSignedIn()).toBe(false);
    session.signIn(login);
    expect(localStorage.getItem('uu.token')).toBe('tok-1');
    expect(session.isSignedIn()).toBe(true);
    // userInfo is the whole login response data.
    expect(session.get().userInfo).toEqual(login);
    expect(JSON.parse(localStorage.getItem(StorageKey.userInfo)!)).toEqual(login);
  });

  it('reset clears every stored item: session and device-stored items', () => {
    session.signIn(login);
    session.set('info', login.user);
    session.set('balance', '10.00');
    session.set('Money', { UU: '1.00' });
    session.set('popupStatus', true);
    session.set('optionalUpdates', { version: '2.1.8' });
    session.set('goodsDetail', { id: 1 });
    session.set('addressDetail', { id: 2 });
    session.set('selectGoodsDetail', { id: 3 });
    session.set('selectCouponDetail', { id: 4 });
    session.set('addressInfo', { id: 5 });
    localStorage.setItem(StorageKey.locale, 'en');

    session.reset();

    const state = session.get();
    for (const value of Object.values(state)) expect(value).toBeNull();
    for (const [name, key] of Object.entries(StorageKey)) {
      if (name === 'locale') continue;
      expect(localStorage.getItem(key), key).toBeNull();
    }
    // The interface language is a device preference, not session data.
    expect(localStorage.getItem(StorageKey.locale)).toBe('en');
  });

  it('stores the device items as JSON', () => {
    session.set('goodsDetail', { id: 1, name: '商品' });
    expect(JSON.parse(localStorage.getItem('uu.goodsDetail')!)).toEqual({ id: 1, name: '商品' });
  });

  it('never persists addressInfo', async () => {
    session.set('addressInfo', { region: 'Taipei' });
    expect(session.get().addressInfo).toEqual({ region: 'Taipei' });
    expect(Object.keys(localStorage).some((key) => key.toLowerCase().includes('addressinfo'))).toBe(false);

    // A fresh load (another page view) starts without it.
    session.set('goodsDetail', { id: 1 });
    vi.resetModules();
    const fresh = await import('./session');
    expect(fresh.session.get().addressInfo).toBeNull();
    expect(fresh.session.get().goodsDetail).toEqual({ id: 1 });
  });

  it('ends the session with the socket (spec §4)', () => {
    const socket = { readyState: WebSocket.OPEN, close: vi.fn(), addEventListener: vi.fn() };
    registerSocket(socket as unknown as WebSocket);
    session.signIn(login);
    endSession();
    expect(socket.close).toHaveBeenCalled();
    expect(getSocket()).toBeNull();
    expect(session.isSignedIn()).toBe(false);
  });

  it('clears the device-stored items together, and only them (spec §3)', () => {
    session.signIn(login);
    session.set('info', login.user);
    session.set('balance', '10.00');
    for (const key of ['goodsDetail', 'addressDetail', 'selectGoodsDetail', 'selectCouponDetail'] as const) {
      session.set(key, { id: key });
    }
    session.clearDeviceItems();
    const state = session.get();
    for (const key of ['goodsDetail', 'addressDetail', 'selectGoodsDetail', 'selectCouponDetail'] as const) {
      expect(state[key], key).toBeNull();
      expect(localStorage.getItem(StorageKey[key]), key).toBeNull();
    }
    expect(state.token).toBe('tok-1');
    expect(state.info).toEqual(login.user);
    expect(state.balance).toBe('10.00');
  });

  it('switching account stores the answer like a login, in one change, and drops the previous account', () => {
    const socket = { readyState: WebSocket.OPEN, close: vi.fn(), addEventListener: vi.fn() };
    registerSocket(socket as unknown as WebSocket);
    session.signIn(login);
    session.set('info', login.user);
    session.set('Money', { UU: '1.00' });
    session.set('selectCouponDetail', { id: 4 });
    const sibling: LoginResult = { token: 'tok-2', expiresAt: '2030-01-01T00:00:00Z', user: { ...login.user, id: 2, nickname: 'amy2' } };
    const seen: (string | null)[] = [];
    const stop = session.subscribe(() => seen.push(session.get().token));

    session.switchAccount(sibling);
    stop();

    expect(seen).toEqual(['tok-2']);
    expect(session.get()).toMatchObject({ token: 'tok-2', userInfo: sibling, info: sibling.user, Money: null, selectCouponDetail: null });
    expect(localStorage.getItem(StorageKey.token)).toBe('tok-2');
    expect(JSON.parse(localStorage.getItem(StorageKey.info)!)).toEqual(sibling.user);
    expect(localStorage.getItem(StorageKey.Money)).toBeNull();
    expect(socket.close).toHaveBeenCalled();
  });

  it('useSession re-renders on change', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.token).toBeNull();
    act(() => session.signIn(login));
    expect(result.current.token).toBe('tok-1');
    act(() => session.reset());
    expect(result.current.token).toBeNull();
  });

  it('follows another tab signing out', () => {
    session.signIn(login);
    localStorage.removeItem(StorageKey.token);
    window.dispatchEvent(new StorageEvent('storage', { key: StorageKey.token, newValue: null }));
    expect(session.isSignedIn()).toBe(false);
  });
});
