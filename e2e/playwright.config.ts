import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

// The real built app and server on a fresh SQLite database per run. The data directory is chosen
// once, in the main process, and inherited by the workers through the environment, so the tests
// read the same outbox the server writes.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'uu-e2e-'));
process.env.E2E_PORT ??= '4310';
// The back-office key of the operator calls the wallet tests make (top-up review, the CRC rate,
// activation); the server wants at least 24 characters.
process.env.E2E_OPERATOR_KEY ??= 'e2e-operator-key-0123456789abcdef';
// The first back-office admin, created by the server at its first start (ADMIN_EMAIL / ADMIN_PASSWORD).
process.env.E2E_ADMIN_EMAIL ??= 'admin@e2e.test';
process.env.E2E_ADMIN_PASSWORD ??= 'e2e-admin-password-01';
const dataDir = process.env.E2E_DATA_DIR;
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;
// The maintenance switch stops every member call of its server, so its test has a server (and
// database) of its own on the next port: the tests running beside it never see maintenance.
process.env.E2E_MAINTENANCE_PORT ??= String(port + 1);
export const maintenanceURL = `http://127.0.0.1:${process.env.E2E_MAINTENANCE_PORT}`;
// The console's platform settings and popup notice are global too (customer service, a notice over
// home): their tests have a third server of their own.
process.env.E2E_CONFIG_PORT ??= String(port + 2);

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The built server on a port, with a fresh SQLite database of its own in the run's data directory. */
function server(serverPort: number, database: string): NonNullable<PlaywrightTestConfig['webServer']> & { command: string } {
  return {
    command: 'node ../apps/api/dist/server.cjs',
    url: `http://127.0.0.1:${serverPort}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${path.join(dataDir, database)}`,
      DATA_DIR: dataDir,
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
      // Every test signs in from 127.0.0.1; the per-address flood limit is covered by the API tests.
      RATE_LIMIT_MAX: '0',
      // The same for the daily cap of codes per address: every fixture member asks for one.
      CODES_PER_IP_PER_DAY: '100000',
      OPERATOR_API_KEY: process.env.E2E_OPERATOR_KEY ?? '',
      ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL ?? '',
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? '',
      // Level 0 (every new member) gets two questions a day, so the chat tests run out quickly.
      CHAT_DAILY_QUESTIONS: '2,5,8,10,15,20',
    },
  };
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    ...devices['Pixel 7'],
    baseURL,
    locale: 'zh-TW',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      // Without these, Chromium keeps trying to reach Google's services from a closed network.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    server(port, 'e2e.db'),
    server(Number(process.env.E2E_MAINTENANCE_PORT), 'maintenance.db'),
    server(Number(process.env.E2E_CONFIG_PORT), 'config.db'),
  ],
});
