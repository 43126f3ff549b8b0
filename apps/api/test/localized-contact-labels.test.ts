import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { up } from '../src/db/migrations/2026-12-22T030000-localized-contact-labels';
import { asAdmin } from './admin-helpers';
import { call, dialects } from './helpers';
import { useTestApp } from './suite';

// Issue 19 #3: the operator writes each customer-service contact's label per language; a member
// reads it in their own language, and zh-Hant where the operator left that language empty. A config
// saved before, with the label as one string, still loads (its string is the zh-Hant label).

const ACCEPT = { 'zh-Hant': 'zh-TW', 'zh-Hans': 'zh-CN', en: 'en-US' } as const;
type Settings = { settings: { key: string; value: string; updated_at: number } };

describe.each(dialects)('customer-service contact labels per language on %s', (dialect) => {
  const t = useTestApp(dialect);

  const contacts = async (lang: keyof typeof ACCEPT) =>
    (await call(t.app, { method: 'GET', url: '/sysConfig/getCustomerService', headers: { 'accept-language': ACCEPT[lang] } })).data
      .contacts as { kind: string; value: string; label: string | null }[];
  const putConfig = async (payload: object, lang: keyof typeof ACCEPT = 'zh-Hant') =>
    asAdmin(t, await t.operator('admin'), { method: 'PUT', url: '/admin/config', payload, headers: { 'accept-language': ACCEPT[lang] } });
  /** Writes the setting as an older server stored it, bypassing today's schema. */
  const storeRaw = async (value: unknown) => {
    const k = t.app.db.kysely as unknown as Kysely<Settings>;
    await k.deleteFrom('settings').where('key', '=', 'customerService').execute();
    await k
      .insertInto('settings')
      .values({ key: 'customerService', value: JSON.stringify(value), updated_at: 0 })
      .execute();
  };

  it('stores every language; each member reads theirs, an empty language falls back to zh-Hant', async () => {
    const saved = await putConfig({
      customerService: {
        contacts: [
          { kind: 'phone', value: '+886 2 2700 0000', label: { 'zh-Hant': '客服專線', 'zh-Hans': '客服专线', en: 'Support line' } },
          { kind: 'line', value: '@uu-help', label: { 'zh-Hant': '官方 LINE', 'zh-Hans': ' ', en: '' } },
          { kind: 'email', value: 'help@uu.example', label: { 'zh-Hant': '', en: '' } },
        ],
        hours: { 'zh-Hant': '每日 9:00-18:00' },
      },
    });
    expect(saved.code).toBe(200);
    // The console reads back what was written, empty languages removed, no language at all as null.
    expect(saved.data.customerService.contacts.map((c: { label: unknown }) => c.label)).toEqual([
      { 'zh-Hant': '客服專線', 'zh-Hans': '客服专线', en: 'Support line' },
      { 'zh-Hant': '官方 LINE' },
      null,
    ]);

    expect((await contacts('zh-Hant')).map((c) => c.label)).toEqual(['客服專線', '官方 LINE', null]);
    expect((await contacts('zh-Hans')).map((c) => c.label)).toEqual(['客服专线', '官方 LINE', null]);
    expect(await contacts('en')).toEqual([
      { kind: 'phone', value: '+886 2 2700 0000', label: 'Support line' },
      { kind: 'line', value: '@uu-help', label: '官方 LINE' },
      { kind: 'email', value: 'help@uu.example', label: null },
    ]);
  });

  it('refuses a label written only in another language or longer than 60 characters, naming the field', async () => {
    const refused = await putConfig(
      {
        customerService: {
          contacts: [
            { kind: 'email', value: 'a@uu.example', label: { en: 'English only' } },
            { kind: 'email', value: 'b@uu.example', label: { 'zh-Hant': '客服', en: 'x'.repeat(61) } },
          ],
        },
      },
      'en',
    );
    expect(refused).toMatchObject({ status: 400, code: Code.VALIDATION });
    const issues = (refused.data as { issues: { path: string; message: string }[] }).issues;
    expect(issues.map((i) => i.path)).toEqual(
      expect.arrayContaining(['customerService.contacts.0.label.zh-Hant', 'customerService.contacts.1.label.en']),
    );
  });

  it('a config saved with one string per label still loads, and the migration rewrites it as zh-Hant', async () => {
    const old = {
      contacts: [
        { kind: 'line', value: '@uu-old', label: 'LINE 客服' },
        { kind: 'email', value: 'old@uu.example', label: '' },
        { kind: 'phone', value: '+886 2 1234 5678', label: null },
      ],
      hours: { 'zh-Hant': '週一至週五' },
    };
    const expected = [
      { kind: 'line', value: '@uu-old', label: 'LINE 客服' },
      { kind: 'email', value: 'old@uu.example', label: null },
      { kind: 'phone', value: '+886 2 1234 5678', label: null },
    ];
    // Read as it is, before any migration: the member still sees every contact.
    await storeRaw(old);
    expect(await contacts('en')).toEqual(expected);
    const admin = await t.operator('admin');
    const before = await asAdmin(t, admin, { method: 'GET', url: '/admin/config' });
    expect(before.data.customerService.contacts[0].label).toEqual({ 'zh-Hant': 'LINE 客服' });

    // The migration stores the new shape.
    await up(t.app.db.kysely as unknown as Kysely<unknown>);
    const k = t.app.db.kysely as unknown as Kysely<Settings>;
    const row = await k.selectFrom('settings').select('value').where('key', '=', 'customerService').executeTakeFirstOrThrow();
    expect(JSON.parse(row.value)).toEqual({
      contacts: [
        { kind: 'line', value: '@uu-old', label: { 'zh-Hant': 'LINE 客服' } },
        { kind: 'email', value: 'old@uu.example', label: null },
        { kind: 'phone', value: '+886 2 1234 5678', label: null },
      ],
      hours: { 'zh-Hant': '週一至週五' },
    });
    expect(await contacts('zh-Hans')).toEqual(expected);
  });
});
