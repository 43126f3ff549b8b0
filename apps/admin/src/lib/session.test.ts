import { afterEach, describe, expect, it, vi } from 'vitest';
import { PERMISSIONS } from '@uu/contract/admin-permissions';
import { endSession, onSessionChange, readSession, saveSession, type AdminSession } from './session';

const session: AdminSession = {
  token: 't0ken',
  expiresAt: Date.now() + 3600_000,
  admin: {
    id: 1,
    email: 'a@uu.example',
    name: 'A',
    role: 'admin',
    roleName: null,
    permissions: [...PERMISSIONS],
    storeId: null,
    storeName: null,
  },
};

/** The storage event another tab's change raises in this one. */
function otherTab(key: string, newValue: string | null) {
  if (newValue === null) localStorage.removeItem(key);
  else localStorage.setItem(key, newValue);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
}

describe('the console session across tabs (issue 17 #8)', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('is kept where every tab of the browser reads it', () => {
    saveSession(session);
    expect(JSON.parse(localStorage.getItem('uu-admin-session') ?? 'null')).toMatchObject({ token: 't0ken' });
    expect(readSession()?.token).toBe('t0ken');
  });

  it('a sign-out in another tab signs this one out at once, and a sign-in there signs it in', () => {
    saveSession(session);
    const seen = vi.fn();
    const stop = onSessionChange(seen);
    otherTab('uu-admin-session', null);
    expect(seen).toHaveBeenLastCalledWith(null);
    otherTab('uu-admin-session', JSON.stringify({ ...session, token: 'other' }));
    expect(seen).toHaveBeenLastCalledWith(expect.objectContaining({ token: 'other' }));
    stop();
  });

  it('an expired session is no session, and ending one clears it for every tab', () => {
    saveSession({ ...session, expiresAt: Date.now() - 1 });
    expect(readSession()).toBeNull();
    saveSession(session);
    endSession();
    expect(localStorage.getItem('uu-admin-session')).toBeNull();
  });
});
