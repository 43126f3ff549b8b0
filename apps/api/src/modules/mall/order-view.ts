import type { Locale } from '@uu/contract/locales';
import { formatAmount } from '@uu/contract/money';
import { OrderStatus, type Order, type OrderDetail, type OrderLine } from '@uu/contract/orders';
import type { Executor } from '../../db/database';
import { toIso } from '../../lib/clock';
import { secureRandomInt } from '../../lib/crypto';
import { localized, localizedJson } from '../../lib/localized';
import type { OrderLineRow, OrderRow } from './mall.table';
import { linesOf } from './skus.repository';
import { findStore, trackingOf, writeOffsOf, type StoreBrief } from './orders.repository';

type Snapshot = { name: Partial<Record<Locale, string>>; cover: string | null };

/**
 * An order as the contract shows it; `page`: the page's stores and lines, read once for a list. An
 * order placed before lines existed reads as one line from the order row.
 */
export async function toOrder(
  db: Executor,
  row: OrderRow,
  locale: Locale,
  page?: { storesById: Map<number, StoreBrief>; linesById: Map<number, OrderLineRow[]> },
): Promise<Order> {
  const goods = JSON.parse(row.goods_snapshot) as Snapshot;
  const store = row.store_id === null ? undefined : (page?.storesById.get(row.store_id) ?? (await findStore(db, row.store_id)));
  const stored = page ? (page.linesById.get(row.id) ?? []) : ((await linesOf(db, [row.id])).get(row.id) ?? []);
  const lines: OrderLine[] = stored.length
    ? stored.map((l) => {
        const snap = JSON.parse(l.goods_snapshot) as Snapshot;
        const name = localized(snap.name, locale);
        return {
          goodsId: l.goods_id,
          skuId: l.sku_id,
          name,
          cover: snap.cover,
          spec: l.spec_text,
          price: formatAmount(l.unit_price),
          quantity: l.quantity,
        };
      })
    : [
        {
          goodsId: row.goods_id,
          skuId: null,
          name: localized(goods.name, locale),
          cover: goods.cover,
          spec: null,
          price: formatAmount(row.unit_price),
          quantity: row.quantity,
        },
      ];
  const iso = (ms: number | null) => (ms === null ? null : toIso(ms));
  return {
    id: row.id,
    orderNo: row.order_no,
    status: row.status,
    deliveryType: row.delivery_type,
    goods: { id: row.goods_id, name: localized(goods.name, locale), cover: goods.cover, price: formatAmount(row.unit_price) },
    spec: lines[0]?.spec ?? null,
    quantity: row.quantity,
    writtenOff: row.written_off,
    lines,
    // total = subtotal − discount, whatever the lines.
    subtotal: formatAmount(row.total + row.discount),
    discount: formatAmount(row.discount),
    couponId: row.coupon_id,
    total: formatAmount(row.total),
    fbPercent: row.fb_percent,
    paidUU: formatAmount(row.paid_uu),
    paidFB: formatAmount(row.paid_fb),
    address: row.address_snapshot ? (JSON.parse(row.address_snapshot) as Order['address']) : null,
    store: store ? { id: store.id, name: localizedJson(store.name, locale), address: localizedJson(store.address, locale) } : null,
    installationTime: row.installation_time,
    installationPicture: row.installation_picture,
    remark: row.remark,
    logistics: row.logistics_company && row.logistics_number ? { company: row.logistics_company, number: row.logistics_number } : null,
    writeOffCode: row.status === OrderStatus.pendingWriteOff ? row.writeoff_code : null,
    createdAt: toIso(row.created_at),
    payBy: iso(row.pay_by),
    paidAt: iso(row.paid_at),
    deliveredAt: iso(row.delivered_at),
    doneAt: iso(row.done_at),
    canceledAt: iso(row.canceled_at),
    refundedAt: iso(row.refunded_at),
  };
}

/** The order with its timeline: its own steps, the carrier's notes and each write-off, newest first. */
export async function withTimeline(db: Executor, row: OrderRow, locale: Locale): Promise<OrderDetail> {
  const [order, tracking, writeOffs] = await Promise.all([toOrder(db, row, locale), trackingOf(db, row.id), writeOffsOf(db, row.id)]);
  // Each write-off (who, when, how many) stands for the hand-over: the order's own "delivered" step would repeat the last.
  // Oldest first before the reverse: the write-offs come after payment and before the order is done (same instant included).
  const own = writeOffs.length ? ownSteps(row).filter((s) => s.kind !== 'delivered') : ownSteps(row);
  const early = own.filter((s) => s.kind === 'created' || s.kind === 'paid');
  const timeline = [
    ...early,
    ...writeOffs.map((w) => ({ at: toIso(w.at), kind: 'writtenOff' as const, text: null, quantity: w.quantity, by: w.by })),
    ...own.filter((s) => !early.includes(s)),
    ...tracking.map((t) => ({ at: toIso(t.at), kind: 'tracking' as const, text: t.text })),
  ].reverse();
  // Newest first; on the same instant (the sort is stable), the later step of the order's life first.
  timeline.sort((a, b) => (a.at === b.at ? 0 : a.at < b.at ? 1 : -1));
  return { ...order, timeline };
}

/** The order's own steps, newest first. */
function ownSteps(row: OrderRow): OrderDetail['timeline'] {
  const steps: { at: number | null; kind: OrderDetail['timeline'][number]['kind']; text: string | null }[] = [
    { at: row.created_at, kind: 'created', text: null },
    { at: row.paid_at, kind: 'paid', text: null },
    {
      at: row.delivery_type === 'express' ? row.delivered_at : null,
      kind: 'shipped',
      text: row.logistics_company && row.logistics_number ? `${row.logistics_company} ${row.logistics_number}` : null,
    },
    { at: row.delivery_type === 'express' ? null : row.delivered_at, kind: 'delivered', text: null },
    { at: row.done_at, kind: 'done', text: null },
    { at: row.canceled_at, kind: 'canceled', text: null },
    { at: row.refunded_at, kind: 'refunded', text: null },
  ];
  return steps.filter((s): s is typeof s & { at: number } => s.at !== null).map((s) => ({ at: toIso(s.at), kind: s.kind, text: s.text }));
}

/** An order's snapshot of several lines: their names joined per language, the first line's cover. */
export function joinedSnapshot(snapshots: string[]): string {
  if (snapshots.length === 1) return snapshots[0] ?? '';
  const parsed = snapshots.map((s) => JSON.parse(s) as Snapshot);
  const separator: Record<Locale, string> = { 'zh-Hant': '、', 'zh-Hans': '、', en: ', ' };
  const name = Object.fromEntries(
    (Object.keys(separator) as Locale[]).map((l) => [l, parsed.map((p) => localized(p.name, l)).join(separator[l])]),
  );
  return JSON.stringify({ name, cover: parsed[0]?.cover ?? null });
}

/** The goods as ordered: its name, cover (the spec's picture when it has one) and, for a package, its plan. */
export function snapshotOf(
  goods: { name: string; images: string; plan_spec: string | null },
  sku?: { picture: string | null } | null,
): string {
  return JSON.stringify({
    name: JSON.parse(goods.name) as unknown,
    cover: sku?.picture ?? (JSON.parse(goods.images) as string[])[0] ?? null,
    ...(goods.plan_spec ? { plan: JSON.parse(goods.plan_spec) as unknown } : {}),
  });
}

/** A readable, unique-enough order number: the date and 8 random digits (unique index decides). */
export function orderNumber(now: number): string {
  const day = new Date(now).toISOString().slice(0, 10).replace(/-/g, '');
  return `${day}${String(secureRandomInt(100_000_000)).padStart(8, '0')}`;
}

/** A 10-digit write-off code (unique among orders by index). */
export function writeOffCode(): string {
  return `${secureRandomInt(9) + 1}${String(secureRandomInt(1_000_000_000)).padStart(9, '0')}`;
}
