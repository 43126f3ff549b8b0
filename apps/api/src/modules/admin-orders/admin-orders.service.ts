import type { z } from 'zod';
import type { AdminOrderDetail, AdminOrderPage, AdminOrderRow, adminOrderListQuerySchema, WriteOffLookup } from '@uu/contract/admin-orders';
import type { Locale } from '@uu/contract/locales';
import { formatAmount } from '@uu/contract/money';
import { OrderStatus } from '@uu/contract/orders';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { toIso } from '../../lib/clock';
import { localized, localizedJson, type LocalizedText } from '../../lib/localized';
import { clerkStore, type AdminContext } from '../admin/admin-auth.service';
import type { OrdersService } from '../mall/orders.service';
import {
  countByStatus,
  couponOfOrder,
  findByWriteOffCode,
  listOrders,
  memberContact,
  orderStore,
  refundMemo,
  refundOf,
  type OrderFilter,
  type OrderListRow,
} from './admin-orders.repository';

type ListQuery = z.output<typeof adminOrderListQuerySchema>;

/**
 * The store a caller is limited to: a clerk works the desk of one store (product.md "Admin
 * console") and sees only its orders, whatever they ask for; the other roles see every store.
 */
function toRow(row: OrderListRow, locale: Locale): AdminOrderRow {
  const goods = JSON.parse(row.goods_snapshot) as { name: LocalizedText };
  return {
    id: row.id,
    orderNo: row.order_no,
    status: row.status,
    deliveryType: row.delivery_type,
    member: { id: row.user_id, memberNo: row.member_no, nickname: row.nickname },
    goods: { id: row.goods_id, name: localized(goods.name, locale) },
    quantity: row.quantity,
    writtenOff: Number(row.written_off),
    total: formatAmount(row.total),
    paidUU: formatAmount(row.paid_uu),
    paidFB: formatAmount(row.paid_fb),
    store: row.store_id !== null && row.store_name !== null ? { id: row.store_id, name: localizedJson(row.store_name, locale) } : null,
    createdAt: toIso(row.created_at),
    paidAt: row.paid_at === null ? null : toIso(row.paid_at),
  };
}

/**
 * The back office's reading of orders: the list with its filters, one order in full, and the
 * write-off desk's lookup of a code. The actions themselves stay in OrdersService (one state machine).
 */
export class AdminOrdersService {
  readonly #db: Db;
  readonly #orders: OrdersService;

  constructor(deps: { db: Db; orders: OrdersService }) {
    this.#db = deps.db;
    this.#orders = deps.orders;
  }

  async list(admin: AdminContext, query: ListQuery, locale: Locale): Promise<AdminOrderPage> {
    const store = clerkStore(admin);
    const filter: OrderFilter = {
      status: query.status,
      deliveryType: query.deliveryType,
      q: query.q,
      memberId: query.memberId,
      storeId: store ?? query.storeId,
      from: query.from ? Date.parse(query.from) : undefined,
      to: query.to ? Date.parse(query.to) : undefined,
      paidFrom: query.paidFrom ? Date.parse(query.paidFrom) : undefined,
      paidTo: query.paidTo ? Date.parse(query.paidTo) : undefined,
      goodsId: query.goodsId,
    };
    const [{ rows, total }, counts] = await Promise.all([
      listOrders(this.#db.kysely, filter, query.page, query.size),
      countByStatus(this.#db.kysely, filter),
    ]);
    return { list: rows.map((r) => toRow(r, locale)), total, page: query.page, size: query.size, counts };
  }

  async detail(admin: AdminContext, id: number, locale: Locale): Promise<AdminOrderDetail> {
    const owner = await orderStore(this.#db.kysely, id);
    if (!owner) throw new AppError('ORDER_NOT_FOUND');
    const store = clerkStore(admin);
    if (store !== null && owner.store_id !== store) throw new AppError('STORE_FORBIDDEN');
    const [order, member, coupon, refund, memo] = await Promise.all([
      this.#orders.detailById(id, locale),
      memberContact(this.#db.kysely, owner.user_id),
      owner.coupon_id === null ? undefined : couponOfOrder(this.#db.kysely, owner.coupon_id),
      refundOf(this.#db.kysely, id),
      refundMemo(this.#db.kysely, id),
    ]);
    // The refund record holds the reason; a refund older than the records has it in the ledger memo.
    const refundReason = order.status !== OrderStatus.refunded ? null : (refund?.reason ?? memo ?? null);
    const clerk = admin.role === 'clerk';
    return {
      ...order,
      writeOffCode: null,
      member: {
        id: member.id,
        memberNo: member.member_no,
        nickname: member.nickname,
        email: clerk ? null : member.email,
        phone: clerk ? null : member.phone,
      },
      coupon: coupon ? { id: coupon.id, couponId: coupon.coupon_id, name: localizedJson(coupon.name, locale) } : null,
      refundReason,
      refund: refund
        ? {
            reason: refund.reason,
            goodsLost: Number(refund.goods_lost) === 1,
            uu: formatAmount(Number(refund.uu)),
            fb: formatAmount(Number(refund.fb)),
            at: toIso(Number(refund.created_at)),
            by: refund.admin_name,
          }
        : null,
    };
  }

  /** The order behind a write-off code, so the desk can say why redeeming it was refused. */
  async lookupWriteOff(admin: AdminContext, code: string, locale: Locale): Promise<WriteOffLookup> {
    const row = await findByWriteOffCode(this.#db.kysely, code);
    if (!row) throw new AppError('WRITE_OFF_CODE_WRONG');
    const store = clerkStore(admin);
    if (store !== null && row.store_id !== store) throw new AppError('STORE_FORBIDDEN');
    return {
      ...toRow(row, locale),
      doneAt: row.done_at === null ? null : toIso(row.done_at),
      refundedAt: row.refunded_at === null ? null : toIso(row.refunded_at),
    };
  }
}
