import type { AuditTarget } from '@uu/contract/admin';
import type { Db } from '../../db/database';
import { memberBalances } from '../wallet/ledger';
import { findNote, tagsOf } from '../admin-members/admin-member-tools.repository';
import { agreementTexts, contentPageRow, rowById, settingRows, type AuditedTable } from './audit.repository';
import { findRole as roleRow } from './admin-roles.repository';

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
    (table: AuditedTable): AuditLoader =>
    async (id) => {
      const n = numeric(id);
      if (n === null) return null;
      return (await rowById(k, table, n)) ?? null;
    };
  return {
    admin: byId('admin_users'),
    role: async (id) => (id ? ((await roleRow(k, id)) ?? null) : null),
    // A member's row with their balances, tags and note: an adjustment's or a tag's before and after show what moved.
    member: async (id) => {
      const row = await byId('users')(id);
      if (!row) return null;
      const memberId = (row as { id: number }).id;
      const [balances, tags, note] = await Promise.all([memberBalances(k, memberId), tagsOf(k, [memberId]), findNote(k, memberId)]);
      return { ...row, balances, tags: tags.get(memberId) ?? [], note: note?.note ?? null };
    },
    order: byId('orders'),
    afterSale: byId('after_sales'),
    topUp: byId('topups'),
    withdrawal: byId('withdrawals'),
    goods: byId('goods'),
    category: byId('categories'),
    store: byId('stores'),
    coupon: byId('coupons'),
    version: byId('versions'),
    faq: byId('faq_items'),
    redeemBatch: byId('redeem_batches'),
    review: byId('goods_reviews'),
    // A page by its slug (guide, companyOverview); an agreement by its numeric id, with every language.
    content: async (slug) => {
      const id = numeric(slug);
      if (id !== null) {
        const texts = await agreementTexts(k, id);
        return texts.length ? { agreementId: id, texts } : null;
      }
      return slug ? ((await contentPageRow(k, slug)) ?? null) : null;
    },
    settings: async () => {
      const rows = await settingRows(k);
      return Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.value) as unknown]));
    },
  };
}
