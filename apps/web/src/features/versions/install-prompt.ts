import { useSyncExternalStore } from 'react';

/** Chromium's install event (not in the DOM typings): `prompt()` shows the browser's own dialog. */
type BeforeInstallPromptEvent = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

type InstallState = { canPrompt: boolean; installed: boolean };

let deferred: BeforeInstallPromptEvent | null = null;
let state: InstallState = { canPrompt: false, installed: false };
const listeners = new Set<() => void>();
let capturing = false;

function set(next: Partial<InstallState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/**
 * Keeps the browser's install offer for the download page's 'add to home screen' button instead
 * of letting the browser show its own banner at a moment of its choosing (app/after-start.ts).
 */
export function captureInstallPrompt(): void {
  if (capturing) return;
  capturing = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    set({ canPrompt: true });
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    set({ canPrompt: false, installed: true });
  });
}

/** Shows the browser's install dialog; answers what the member chose, or null when it cannot. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | null> {
  const event = deferred;
  if (!event) return null;
  // An event's prompt() works once.
  deferred = null;
  set({ canPrompt: false });
  await event.prompt();
  return (await event.userChoice).outcome;
}

/** How this browser installs the app: its own prompt, Safari's share sheet (iOS), or its menu. */
export function installMethod(): 'standalone' | 'ios' | 'other' {
  const standalone =
    (window as Partial<Window>).matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as { standalone?: boolean }).standalone === true;
  if (standalone) return 'standalone';
  const ua = navigator.userAgent;
  if (/iPhone|iPad|iPod/i.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1)) return 'ios';
  return 'other';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => state;

export function useInstallPrompt(): InstallState {
  return useSyncExternalStore(subscribe, snapshot);
}
