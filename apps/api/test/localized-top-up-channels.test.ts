import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { up } from '../src/db/migrations/2026-12-20T050000-localized-top-up-channels';
import { call, dialects } from './helpers';
import { useTestApp } from './suite';
import { operator, uploadProof, WALLET_ENV } from './wallet-helpers';

// Issue 19 #3: the operator writes a top-up channel's name and note per language; a member reads
// them in their own language, and zh-Hant where the operator left that language empty.

const ACCEPT = { 'zh-Hant': 'zh-TW', 'zh-Hans': 'zh-CN', en: 'en-US' } as const;

const CHANNELS = [
  {
    id: 'bank-1',
    kind: 'bank',
    name: { 'zh-Hant': '銀行轉帳', 'zh-Hans': '银行转账', en: 'Bank transfer' },
    account: '000-123-456',
    holder: 'UU Ltd',
    note: { 'zh-Hant': '請註明會員編號', 'zh-Hans': '请注明会员编号', en: 'Put your member number in the memo' },
  },
  // Only zh-Hant written (the other languages empty): everyone reads zh-Hant.
  { id: 'wallet-1', kind: 'ewallet', name: { 'zh-Hant': '街口支付', 'zh-Hans': '', en: '  ' }, account: 'uu-wallet', note: { en: '' } },
];

describe.each(dialects)('top-up channels per language on %s', (dialect) => {
  const t = useTestApp(dialect, { env: WALLET_ENV });

  const channels = async (token: string, lang: keyof typeof ACCEPT) =>
    (await call(t.app, { method: 'GET', url: '/topUp/channels', headers: { satoken: token, 'accept-language': ACCEPT[lang] } })).data
      .list as { id: string; name: string; note: string | null; holder: string | null }[];

  it('stores every language; zh-Hans and en members read theirs, an empty language falls back to zh-Hant', async () => {
    const saved = await operator(t, { method: 'POST', url: '/admin/wallet/topUpChannels', payload: { list: CHANNELS } });
    expect(saved.code).toBe(200);
    // The console gets back what was written, empty languages removed.
    expect(saved.data.list[1]).toMatchObject({ name: { 'zh-Hant': '街口支付' }, note: null });
    expect(saved.data.list[1].name).not.toHaveProperty('en');
    const m = await t.readyMember();

    const hans = await channels(m.token, 'zh-Hans');
    expect(hans.map((c) => [c.name, c.note])).toEqual([
      ['银行转账', '请注明会员编号'],
      ['街口支付', null],
    ]);
    const en = await channels(m.token, 'en');
    expect(en.map((c) => [c.name, c.note])).toEqual([
      ['Bank transfer', 'Put your member number in the memo'],
      ['街口支付', null],
    ]);
    // The holder is the bank's name for the account: one text for everyone.
    expect(en[0]?.holder).toBe('UU Ltd');
    expect((await channels(m.token, 'zh-Hant'))[0]?.name).toBe('銀行轉帳');

    // A top-up names its channel in the member's language, in the answer and in the history.
    const proof = await uploadProof(t, m.token);
    const asked = await call(t.app, {
      method: 'POST',
      url: '/topUp/create',
      headers: { satoken: m.token, 'idempotency-key': randomUUID(), 'accept-language': ACCEPT.en },
      payload: { amount: '300', channel: 'bank-1', proof },
    });
    expect(asked.data).toMatchObject({ channel: 'bank-1', channelName: 'Bank transfer' });
    const history = await call(t.app, {
      method: 'GET',
      url: '/topUp/list',
      headers: { satoken: m.token, 'accept-language': ACCEPT['zh-Hans'] },
    });
    expect(history.data.list[0]).toMatchObject({ id: asked.data.id, channelName: '银行转账' });

    // The console's config shows every language as stored.
    const admin = await t.operator('admin');
    const config = await call(t.app, { method: 'GET', url: '/admin/config', headers: { 'x-admin-token': admin.token } });
    expect(config.data.topUpChannels[0]).toMatchObject({ name: CHANNELS[0]?.name, note: CHANNELS[0]?.note });
  });

  it('refuses a name without zh-Hant and a note only in another language, naming the field', async () => {
    const refused = await operator(t, {
      method: 'POST',
      url: '/admin/wallet/topUpChannels',
      headers: { 'accept-language': 'en-US' },
      payload: {
        list: [{ id: 'bank-2', kind: 'bank', name: { en: 'Bank' }, account: '1', note: { en: 'English only' } }],
      },
    });
    expect(refused).toMatchObject({ status: 400, code: Code.VALIDATION });
    const paths = (refused.data as { issues: { path: string }[] }).issues.map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['list.0.name.zh-Hant', 'list.0.note.zh-Hant']));
  });

  it('the migration keeps a channel written as one string as its zh-Hant text', async () => {
    const k = t.app.db.kysely as unknown as Kysely<{ settings: { key: string; value: string; updated_at: number } }>;
    const old = [{ id: 'old-1', kind: 'bank', name: 'Bank transfer', account: '000-1', holder: null, note: 'Memo: member number' }];
    await k.deleteFrom('settings').where('key', '=', 'topUpChannels').execute();
    await k
      .insertInto('settings')
      .values({ key: 'topUpChannels', value: JSON.stringify(old), updated_at: 0 })
      .execute();
    await up(t.app.db.kysely as unknown as Kysely<unknown>);
    const m = await t.readyMember();
    expect(await channels(m.token, 'zh-Hans')).toEqual([
      { id: 'old-1', kind: 'bank', name: 'Bank transfer', account: '000-1', holder: null, note: 'Memo: member number' },
    ]);
    const admin = await t.operator('admin');
    const config = await call(t.app, { method: 'GET', url: '/admin/config', headers: { 'x-admin-token': admin.token } });
    expect(config.data.topUpChannels[0]).toMatchObject({
      name: { 'zh-Hant': 'Bank transfer' },
      note: { 'zh-Hant': 'Memo: member number' },
    });
  });
});
