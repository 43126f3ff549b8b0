import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ManualClock } from '../src/lib/clock';
import { startApp, type TestApp } from './helpers';

export type SecondInstance = { app: FastifyInstance; clock: ManualClock; dataDir: string; close(): Promise<void> };

/**
 * Another server instance on the database of `t` (its SQLite file, or its PostgreSQL schema), with a data folder
 * and a clock of its own: what a second machine behind the load balancer would be.
 */
export async function secondInstance(
  t: TestApp,
  env: Record<string, string> = {},
  options: { sameClock?: boolean } = {},
): Promise<SecondInstance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uu-api-b-'));
  // Its own clock starting at the first one's time, or (sameClock) the first one's: machines whose clocks agree.
  const clock = options.sameClock ? t.clock : new ManualClock(t.clock.now());
  const app = await startApp(t.database, dataDir, clock, { env });
  return {
    app,
    clock,
    dataDir,
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
