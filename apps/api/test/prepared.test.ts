import type { KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../src/modules/accounts/accounts.table';
import { prepared } from '../src/db/prepared';
import { call, dialects } from './helpers';
import { useTestApp } from './suite';

// Issue 25: statements compiled once per database and run with their values (db/prepared.ts).

describe.each(dialects)('prepared statements (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it('answers what the same query built per call answers, for each value, in and out of a transaction', async () => {
    const a = await t.member({ prefix: 'prep-a' });
    const b = await t.member({ prefix: 'prep-b' });
    const byEmail = prepared((db, p: { email: string }) => db.selectFrom('users').select(['id', 'email']).where('email', '=', p.email));
    const db = t.app.db.kysely;
    expect((await byEmail(db, { email: a.email })).rows).toEqual([{ id: a.id, email: a.email }]);
    expect((await byEmail(db, { email: b.email })).rows).toEqual([{ id: b.id, email: b.email }]);
    expect((await byEmail(db, { email: 'nobody@example.com' })).rows).toEqual([]);
    const inside = await t.app.db.transaction((trx) => byEmail(trx, { email: b.email }));
    expect(inside.rows).toEqual([{ id: b.id, email: b.email }]);
  });

  it('compiles once per database: the plugins see the query the first time only', async () => {
    let compiled = 0;
    const counting: KyselyPlugin = {
      transformQuery: ({ node }) => {
        compiled++;
        return node;
      },
      transformResult: ({ result }) => Promise.resolve(result),
    };
    const db = t.app.db.kysely.withPlugin(counting);
    const count = prepared((k, p: { id: number }) => k.selectFrom('users').select('id').where('id', '>', p.id));
    for (let id = 0; id < 5; id++) await count(db, { id });
    expect(compiled).toBe(1);
    // Another set of plugins (here, none of the counting one) compiles its own: a statement never runs without the plugins of its database.
    await count(t.app.db.kysely, { id: 0 });
    expect(compiled).toBe(1);
  });

  it('fills every value where it goes, constants kept, and refuses a run without one', async () => {
    const m = await t.member({ prefix: 'prep-c' });
    const pick = prepared((db, p: { id: number; status: UserRow['status'] }) =>
      db.selectFrom('users').select('id').where('status', '!=', 'disabled').where('id', '=', p.id).where('status', '=', p.status),
    );
    const db = t.app.db.kysely;
    const status = (await db.selectFrom('users').select('status').where('id', '=', m.id).executeTakeFirstOrThrow()).status;
    expect((await pick(db, { id: m.id, status })).rows).toEqual([{ id: m.id }]);
    expect((await pick(db, { id: m.id, status: 'disabled' })).rows).toEqual([]);
    await expect(pick(db, { id: m.id } as never)).rejects.toThrow(/no value for status/);
  });

  it("tells RowWrites of each run of an UPDATE of a table it watches, with that run's values, so the session cache drops what it held", async () => {
    const a = await t.member({ prefix: 'prep-d' });
    const b = await t.member({ prefix: 'prep-e' });
    const rename = prepared((db, p: { id: number; nickname: string }) =>
      db.updateTable('users').set({ nickname: p.nickname }).where('id', '=', p.id),
    );
    const heard: { table: string; columns: readonly string[] | null; id: readonly unknown[] | undefined }[] = [];
    t.app.db.writes.watch('users', (write) => heard.push({ table: write.table, columns: write.columns, id: write.equals.get('id') }));
    const nickname = async (member: { token: string }) =>
      (
        (await call(t.app, { method: 'GET', url: '/personInfo/getUserInfo', headers: { satoken: member.token } })).data as {
          nickname: string | null;
        }
      ).nickname;
    await nickname(a); // cached now
    await rename(t.app.db.kysely, { id: a.id, nickname: 'renamed-a' });
    await t.app.db.transaction((trx) => rename(trx, { id: b.id, nickname: 'renamed-b' }));
    expect(heard).toEqual([
      { table: 'users', columns: ['nickname'], id: [a.id] },
      { table: 'users', columns: ['nickname'], id: [b.id] },
    ]);
    expect(await nickname(a)).toBe('renamed-a');
    expect(await nickname(b)).toBe('renamed-b');
  });

  it('tells a listener added after a statement was compiled of its later runs', async () => {
    const setValue = prepared((db, p: { key: string; value: string }) =>
      db.updateTable('settings').set({ value: p.value }).where('key', '=', p.key),
    );
    await setValue(t.app.db.kysely, { key: 'prep-nobody-listens', value: '1' }); // compiled while no one watches settings
    const heard: (readonly unknown[] | undefined)[] = [];
    t.app.db.writes.watch('settings', (write) => heard.push(write.equals.get('key')));
    await setValue(t.app.db.kysely, { key: 'prep-listened', value: '2' });
    expect(heard).toEqual([['prep-listened']]);
  });
});
