import type { Kysely } from 'kysely';

// Top-up channels per language (issue 19 #3): the operator's channel names and notes were one
// string each; they become `{ "zh-Hant": …, "zh-Hans"?: …, "en"?: … }`, the old string kept as
// zh-Hant (the source language, which members of the other languages fall back to).

type Settings = { settings: { key: string; value: string; updated_at: number } };
type Line = string | Record<string, string> | null | undefined;

const asText = (v: Line): Record<string, string> | null =>
  typeof v === 'string' ? (v.trim() ? { 'zh-Hant': v } : null) : v && typeof v === 'object' ? v : null;

async function rewrite(db: Kysely<unknown>, change: (channel: Record<string, unknown>) => Record<string, unknown>): Promise<void> {
  const k = db as unknown as Kysely<Settings>;
  const row = await k.selectFrom('settings').select('value').where('key', '=', 'topUpChannels').executeTakeFirst();
  if (!row) return;
  let list: unknown;
  try {
    list = JSON.parse(row.value);
  } catch {
    return;
  }
  if (!Array.isArray(list)) return;
  const value = JSON.stringify(
    (list as unknown[]).map((c): unknown => (c && typeof c === 'object' ? change(c as Record<string, unknown>) : c)),
  );
  await k.updateTable('settings').set({ value }).where('key', '=', 'topUpChannels').execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rewrite(db, (c) => ({ ...c, name: asText(c.name as Line) ?? { 'zh-Hant': '' }, note: asText(c.note as Line) }));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const source = (v: Line) => (v && typeof v === 'object' ? (v['zh-Hant'] ?? null) : (v ?? null));
  await rewrite(db, (c) => ({ ...c, name: source(c.name as Line) ?? '', note: source(c.note as Line) }));
}
