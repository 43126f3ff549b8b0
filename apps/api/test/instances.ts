import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { ManualClock } from '../src/lib/clock';
import { parseEnv } from '../src/plugins/env';
import type { TestApp } from './helpers';

export type SecondInstance = { app: FastifyInstance; clock: ManualClock; dataDir: string; close(): Promise<void> };

/**
 * Another server instance on the database of `t` (its SQLite file, or its PostgreSQL schema), with a data folder
 * and a clock of its own: what a second machine behind the load balancer would be.
 */
export async function secondInstance(
  t: TestApp,
  dialect: 'sqlite' | 'postgres',
  env: Record<string, string> = {},
  options: { sameClock?: boolean } = {},
): Promise<SecondInstance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uu-api-b-'));
  const schema =
    dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(t.app.db.kysely)).rows[0]!.schema
      : undefined;
  // Its own clock starting at the first one's time, or (sameClock) the first one's: machines whose clocks agree.
  const clock = options.sameClock ? t.clock : new ManualClock(t.clock.now());
  const app = await buildApp({
    env: parseEnv({
      DATABASE_URL: dialect === 'sqlite' ? `sqlite:${path.join(t.dataDir, 'app.db')}` : (process.env.DATABASE_URL_PG ?? ''),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_MAX: '100000',
      WEB_DIST: path.join(dataDir, 'no-web'),
      ...env,
    }),
    clock,
    dbSchema: schema,
  });
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
