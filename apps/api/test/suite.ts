import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { AdminRole } from '@uu/contract/admin';
import type { Currency } from '@uu/contract/wallet';
import { adminSession } from './admin-helpers';
import { createTestApp, login, registerMember, type AppOptions, type Dialect, type TestApp } from './helpers';
import { fund, ledgerClean, readyMember, type Member } from './wallet-helpers';

export type SuiteOptions = AppOptions & {
  /** A fresh app for every test (beforeEach) instead of one for the whole suite (beforeAll). */
  each?: boolean;
  /** After the suite (or each test), the ledger must still balance (verifyLedger finds no problem). */
  ledgerClean?: boolean;
};

/** The app of a suite, and what most suites do with it first. */
export type TestHandle = TestApp & {
  /** A member registered (code from the outbox) and signed in: `prefix-xxxxxxxx@example.com` unless `email` is given. */
  member(options?: { prefix?: string; email?: string; overrides?: Record<string, unknown> }): Promise<Member>;
  /** A member ready to move value: see readyMember (pay password set, activated, holding `uu` UU). */
  readyMember(options?: Parameters<typeof readyMember>[1]): Promise<Member>;
  /** A back-office account of the role, signed in: its token for `x-admin-token`. */
  operator(role: AdminRole | (string & {}), storeId?: number | null): ReturnType<typeof adminSession>;
  /** Credits the member's balance of the currency, as an operator's adjustment does. */
  fund(m: { id: number }, currency: Currency, amount: number, memo?: string): Promise<void>;
};

/**
 * Starts a test app for the suite it is called in (beforeAll, or beforeEach with `each`) and closes it after;
 * the handle reads the current app, so the suite can keep it in a const. Settings known only once an earlier
 * hook has run (a stand-in server's address, a folder) come from a function, called when the app starts.
 */
export function useTestApp(dialect: Dialect, options?: SuiteOptions): TestHandle;
export function useTestApp(dialect: Dialect, options: () => AppOptions, suite?: Pick<SuiteOptions, 'each' | 'ledgerClean'>): TestHandle;
export function useTestApp(
  dialect: Dialect,
  options: SuiteOptions | (() => AppOptions) = {},
  suite: Pick<SuiteOptions, 'each' | 'ledgerClean'> = {},
): TestHandle {
  const { each, ledgerClean: checkLedger, ...staticOptions } = typeof options === 'function' ? suite : options;
  const appOptions = () => (typeof options === 'function' ? options() : staticOptions);
  let current: TestApp | undefined;
  const t = (): TestApp => {
    if (!current) throw new Error('the test app is not started yet (use it inside a hook or a test)');
    return current;
  };
  (each ? beforeEach : beforeAll)(async () => {
    current = await createTestApp(dialect, appOptions());
  });
  (each ? afterEach : afterAll)(async () => {
    if (!current) return;
    const closing = current;
    current = undefined;
    try {
      if (checkLedger) expect(await ledgerClean(closing)).toEqual([]);
    } finally {
      await closing.close();
    }
  });
  const handle: TestHandle = {
    get app() {
      return t().app;
    },
    get clock() {
      return t().clock;
    },
    get dataDir() {
      return t().dataDir;
    },
    get database() {
      return t().database;
    },
    close: () => t().close(),
    async member({ prefix = 'm', email = `${prefix}-${randomUUID().slice(0, 8)}@example.com`, overrides = {} } = {}) {
      const user = await registerMember(t(), email, overrides);
      const signedIn = await login(t().app, email);
      if (signedIn.code !== 200) throw new Error(`login failed: ${signedIn.code} ${signedIn.msg}`);
      return { ...user, email, token: signedIn.data.token };
    },
    readyMember: (memberOptions) => readyMember(t(), memberOptions),
    operator: (role, storeId = null) => adminSession(t(), role, storeId),
    fund: (m, currency, amount, memo) => fund(t(), m, currency, amount, memo),
  };
  return handle;
}
