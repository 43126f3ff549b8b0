import { useEffect, useState } from 'react';
import type { AdminSelf } from '@uu/contract/admin';

/**
 * The operator's back-office session: the token for `x-admin-token` and who it belongs to. Kept in
 * localStorage, so every tab of the browser shares it (a member or an order opened in a new tab is
 * signed in: issue 17 #8), and a sign-out in one tab signs every tab out at once (the `storage`
 * event). The server still ends the session after two idle hours or twelve in all, whatever the
 * browser keeps (docs/decisions.md "Console session across tabs").
 */
const KEY = 'uu-admin-session';

export type AdminSession = { token: string; expiresAt: number; admin: AdminSelf };

type Listener = (session: AdminSession | null) => void;
const listeners = new Set<Listener>();

function notify(session: AdminSession | null) {
  for (const listener of listeners) listener(session);
}

export function readSession(): AdminSession | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as AdminSession;
    // A session kept by a console from before roles had permissions is signed in again.
    const admin = parsed.admin as AdminSession['admin'] | undefined;
    if (!Array.isArray(admin?.permissions)) return null;
    return parsed.expiresAt > Date.now() ? parsed : null;
  } catch {
    return null;
  }
}

export function saveSession(session: AdminSession): void {
  localStorage.setItem(KEY, JSON.stringify(session));
  notify(session);
}

export function endSession(): void {
  localStorage.removeItem(KEY);
  notify(null);
}

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab signed in, changed accounts or signed out: the browser tells every other tab.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === KEY || event.key === null) notify(readSession());
  });
}

/** The signed-in operator's session, following sign-in and sign-out (in this tab and in others). */
export function useSession(): AdminSession | null {
  const [session, setSession] = useState(readSession);
  useEffect(() => onSessionChange(setSession), []);
  return session;
}
