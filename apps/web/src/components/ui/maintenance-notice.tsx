import { useState, useSyncExternalStore } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Button } from 'antd-mobile';
import { SetOutline } from 'antd-mobile-icons';
import { routes, type DataOf } from '@uu/contract/routes';
import styles from './maintenance-notice.module.css';

// spec §8 'maintenance notice': while the operator's switch is on, every member call answers
// MAINTENANCE (contract codes.ts). The API client then opens this full-screen notice instead of a
// toast per call; it cannot be dismissed. Its retry button asks the public status call (which is
// answered during maintenance); once maintenance is over the notice closes and the app refetches
// what failed, so the member continues where they were. Loaded on the first such answer only; what
// it needs from the app (the status call, the texts, the refetch) the client hands it, so this chunk
// imports nothing of the first route's own modules (importing them split the first route's chunks).

type StatusCall = typeof routes.getMaintenance;

export type MaintenanceDeps = {
  /**
   * The API client's call (lib/api-client.ts `request`), for GET /sysConfig/maintenance (answered during
   * maintenance). Typed here rather than imported from the client, which loads this notice (no import circle).
   */
  request: (route: StatusCall, options: { silent: true }) => Promise<DataOf<StatusCall>>;
  t: (key: 'api.maintenanceTitle' | 'api.maintenanceStill' | 'common.retry') => string;
  /** Maintenance is over: refetch what failed. */
  onEnded: () => void;
};

type State = { message: string; still: boolean };

let state: State | null = null;
let deps: MaintenanceDeps | null = null;
const listeners = new Set<() => void>();
let root: Root | null = null;
let container: HTMLElement | null = null;

function setState(next: State | null) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens the notice, or shows the newest message in the open one. */
export function showMaintenanceNotice(message: string, dependencies: MaintenanceDeps): void {
  deps = dependencies;
  setState({ message, still: false });
  if (root) return;
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  root.render(<MaintenanceNotice />);
}

/** Whether the notice is shown (tests). */
export function isMaintenanceNoticeOpen(): boolean {
  return state !== null;
}

function close() {
  setState(null);
  const closing = root;
  const node = container;
  root = null;
  container = null;
  // After the current render: unmounting a root from inside its own event handler is not allowed.
  setTimeout(() => {
    closing?.unmount();
    node?.remove();
  }, 0);
}

/** Asks whether maintenance is over; if so, closes the notice and refetches the app's data. */
export async function recheckMaintenance(): Promise<boolean> {
  try {
    if (!deps) return false;
    const status = await deps.request(routes.getMaintenance, { silent: true });
    if (status.on) {
      setState({ message: status.message ?? state?.message ?? '', still: true });
      return false;
    }
  } catch {
    // Offline or still refused: the notice stays, saying so.
    if (state) setState({ ...state, still: true });
    return false;
  }
  close();
  deps.onEnded();
  return true;
}

function MaintenanceNotice() {
  const current = useSyncExternalStore(subscribe, () => state);
  const [checking, setChecking] = useState(false);
  if (!current || !deps) return null;
  const { t } = deps;
  const retry = async () => {
    setChecking(true);
    try {
      await recheckMaintenance();
    } finally {
      setChecking(false);
    }
  };
  return (
    <div
      className={styles.notice}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="maintenance-title"
      data-testid="maintenance-notice"
    >
      <SetOutline className={styles.icon} aria-hidden />
      <h2 id="maintenance-title" className={styles.title}>
        {t('api.maintenanceTitle')}
      </h2>
      <p className={styles.message} data-testid="maintenance-message">
        {current.message}
      </p>
      {current.still && !checking && (
        <p className={styles.still} role="status">
          {t('api.maintenanceStill')}
        </p>
      )}
      <Button
        color="primary"
        shape="rounded"
        className={styles.retry}
        loading={checking}
        onClick={() => void retry()}
        data-testid="maintenance-retry"
      >
        {t('common.retry')}
      </Button>
    </div>
  );
}
