import type { AuditTarget } from '@uu/contract/admin';
import type { Db } from '../../db/database';
import { memberBalances } from '../wallet/ledger';

/** Reads a target's row as it stands, for the audit log's before and after (secrets are scrubbed on write). */
export type AuditLoader = (id: string | null) => Promise<unknown>;

const numeric = (id: string | null) => (id !== null && /^\d+$/.test(id) ? Number(id) : null);

/**
 * The rows a back-office change is about, by the contract's `target`. A target without a loader
 * is audited with the call's input and answer only.
 */
export function auditLoaders(db: Db): Partial<Record<AuditTarget, AuditLoader>> {
  const k = db.kysely;
  const byId =
    <T extends 'users' | 'orders' | 'topups' | 'withdrawals' | 'goods' | 'categories' | 'stores' | 'coupons' | 'versions' | 'faq_items' | 'admin_users'>(
      table: T,
    ): AuditLoader =>
    async (id) => {
      const n = numeric(id);
      if (n === null) return null;
      return (await k.selectFrom(table as 'users').selectAll().where('id', '=', n).executeTakeFirst()) ?? null;
    };
  return {
    admin: byId('admin_users'),
    // A member's row with their balances: an adjustment's before and after show what moved.
    member: async (id) => {
      const row = await byId('users')(id);
      return row ? { ...row, balances: await memberBalances(k, (row as { id: number }).id) } : null;
    },
    order: byId('orders'),
    topUp: byId('topups'),
    withdrawal: byId('withdrawals'),
    goods: byId('goods'),
    category: byId('categories'),
    store: byId('stores'),
    coupon: byId('coupons'),
    version: byId('versions'),
    faq: byId('faq_items'),
    // A page by its slug (guide, companyOverview); an agreement by its numeric id, with every language.
    content: async (slug) => {
      const id = numeric(slug);
      if (id !== null) {
        const texts = await k.selectFrom('agreement_translations').select(['locale', 'title', 'content']).where('agreement_id', '=', id).orderBy('locale').execute();
        return texts.length ? { agreementId: id, texts } : null;
      }
      return slug ? ((await k.selectFrom('content_pages').selectAll().where('slug', '=', slug).executeTakeFirst()) ?? null) : null;
    },
    settings: async () => {
      const rows = await k.selectFrom('settings').select(['key', 'value']).execute();
      return Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.value) as unknown]));
    },
  };
}
