import type { AdminSelf } from '@uu/contract/admin';

/**
 * The operator's back-office session: the token for `x-admin-token` and who it belongs to. Kept in
 * sessionStorage, so closing the browser signs the operator out; the server ends it anyway after
 * two idle hours or twelve in all.
 */
const KEY = 'uu-admin-session';

export type AdminSession = { token: string; expiresAt: number; admin: AdminSelf };

type Listener = (session: AdminSession | null) => void;
const listeners = new Set<Listener>();

export function readSession(): AdminSession | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as AdminSession;
    return parsed.expiresAt > Date.now() ? parsed : null;
  } catch {
    return null;
  }
}

export function saveSession(session: AdminSession): void {
  sessionStorage.setItem(KEY, JSON.stringify(session));
  for (const listener of listeners) listener(session);
}

export function endSession(): void {
  sessionStorage.removeItem(KEY);
  for (const listener of listeners) listener(null);
}

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
