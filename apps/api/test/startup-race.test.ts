import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { DEMO_MEMBER, seedDemoData } from '../src/db/seed';
import { parseEnv } from '../src/plugins/env';

const url = process.env.DATABASE_URL_PG ?? '';

async function admin(query: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** One instance's start, as server.ts does it: build (migrations, regions, default content), first admin, demo data. */
async function start(schema: string, dataDir: string): Promise<FastifyInstance> {
  const env = parseEnv({
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DEMO_DATA: '1',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ADMIN_DIST: path.join(dataDir, 'no-admin'),
  });
  const app = await buildApp({ env, dbSchema: schema });
  try {
    await app.services.admins.ensureFirstAdmin(env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    await seedDemoData(app.db, app.services);
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}

// issue 16 #6: two instances starting together on an empty PostgreSQL database; one died with a
// duplicate key on the region list or ALREADY_REGISTERED for the demo member (check, then insert).
describe.runIf(url)('two instances starting together on an empty PostgreSQL database', () => {
  it('both come up, every round; one demo member and one first admin', { timeout: 240_000 }, async () => {
    for (let round = 0; round < 8; round++) {
      const schema = `t_${randomBytes(6).toString('hex')}`;
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uu-race-'));
      await admin(`create schema ${schema}`);
      try {
        const started = await Promise.allSettled([start(schema, dataDir), start(schema, dataDir)]);
        const apps = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
        const errors = started.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
        try {
          expect(errors, `round ${round}`).toEqual([]);
          const k = apps[0]!.db.kysely;
          const demo = await k.selectFrom('users').select('id').where('email', '=', DEMO_MEMBER.email).execute();
          expect(demo).toHaveLength(1);
          expect(await k.selectFrom('admin_users').select('id').execute()).toHaveLength(1);
          const goods = await k.selectFrom('goods').select('id').execute();
          // The demo catalogue (24 goods) and the package goods, once: two seeds would double it.
          expect(goods.length).toBe(27);
        } finally {
          await Promise.all(apps.map((a) => a.close()));
        }
      } finally {
        await admin(`drop schema ${schema} cascade`);
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }
  });
});
