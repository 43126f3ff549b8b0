import type { Kysely } from 'kysely';

// Customer-service contact labels per language (issue 19 #3): a contact's label was one string; it
// becomes `{ "zh-Hant": …, "zh-Hans"?: …, "en"?: … }`, the old string kept as zh-Hant (the source
// language, which members of the other languages fall back to). An empty label stays null.

type Settings = { settings: { key: string; value: string; updated_at: number } };
type Label = string | Record<string, string> | null | undefined;

const KEY = 'customerService';

async function rewrite(db: Kysely<unknown>, change: (label: Label) => Label): Promise<void> {
  const k = db as unknown as Kysely<Settings>;
  const row = await k.selectFrom('settings').select('value').where('key', '=', KEY).executeTakeFirst();
  if (!row) return;
  let setting: unknown;
  try {
    setting = JSON.parse(row.value);
  } catch {
    return;
  }
  if (!setting || typeof setting !== 'object') return;
  const { contacts } = setting as { contacts?: unknown };
  if (!Array.isArray(contacts)) return;
  const value = JSON.stringify({
    ...setting,
    contacts: (contacts as unknown[]).map((c): unknown => {
      if (!c || typeof c !== 'object') return c;
      const contact = c as Record<string, unknown>;
      return { ...contact, label: change(contact.label as Label) ?? null };
    }),
  });
  await k.updateTable('settings').set({ value }).where('key', '=', KEY).execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rewrite(db, (label) => (typeof label === 'string' ? (label.trim() ? { 'zh-Hant': label } : null) : label));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rewrite(db, (label) => (label && typeof label === 'object' ? (label['zh-Hant'] ?? null) : label));
}
