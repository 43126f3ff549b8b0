import type { Address } from '@uu/contract/addresses';
import type { DeliveryType } from '@uu/contract/mall';
import type { ORDER_TABS } from '@uu/contract/orders';
import { actionsFor as memberActionsFor, type MemberOrderAction } from '@uu/domain/order-states';

export type OrderTab = (typeof ORDER_TABS)[number];
export type OrderList = 'mall' | 'installation';

/** A tab position: a tab of the contract, or the blank one (spec §4), kept as a hidden position. */
export type TabSlot = { tab: OrderTab; hidden?: false } | { tab: null; hidden: true };

/**
 * spec §4: "All, Pending write-off, Pending delivery, Pending receipt, Done, (blank), Canceled.
 * Second list: All, Pending installation, Done." The blank keeps its place, without a label, hidden.
 */
export const TAB_SLOTS: Record<OrderList, readonly TabSlot[]> = {
  mall: [
    { tab: 'all' },
    { tab: 'writeoff' },
    { tab: 'delivery' },
    { tab: 'receipt' },
    { tab: 'done' },
    { tab: null, hidden: true },
    { tab: 'canceled' },
  ],
  installation: [{ tab: 'all' }, { tab: 'installation' }, { tab: 'done' }],
};

export type OrderAction = MemberOrderAction;

/**
 * What the member may do in each state (product.md): cancel and pay now while unpaid (0), confirm
 * receipt and check logistics once shipped (3), enter the store's write-off code (4), delete a
 * done, refunded or canceled order (6, 7, 8). The rules are the order state machine's (@uu/domain).
 */
export function actionsFor(status: number): OrderAction[] {
  return memberActionsFor({ status }, 'member');
}

export const needsAddress = (type: DeliveryType) => type === 'express' || type === 'installation';
export const needsStore = (type: DeliveryType) => type === 'pickup' || type === 'writeoff';

export type OrderDraft = {
  deliveryType: DeliveryType;
  addressId: number | null;
  storeId: number | null;
  installationTime: string | null;
  installationPicture: string | null;
};

export type MissingDetail = 'address' | 'store' | 'installDate' | 'installPicture';

/** What the order still lacks before it may be submitted (spec §5), first missing first; null when complete. */
export function missingDetail(draft: OrderDraft, today: string): MissingDetail | null {
  if (needsAddress(draft.deliveryType) && draft.addressId === null) return 'address';
  if (needsStore(draft.deliveryType) && draft.storeId === null) return 'store';
  if (draft.deliveryType === 'installation') {
    if (!draft.installationTime || draft.installationTime <= today) return 'installDate';
    if (!draft.installationPicture) return 'installPicture';
  }
  return null;
}

/** The store a new order starts with: the only one offered, else the one used last time if offered; else none. */
export function defaultStoreId(storeIds: readonly number[], lastUsed: number | null): number | null {
  if (storeIds.length === 1) return storeIds[0] ?? null;
  return lastUsed !== null && storeIds.includes(lastUsed) ? lastUsed : null;
}

/** The device item `addressDetail` (spec §3) selectAddress keeps, when it looks like an address. */
export function storedAddress(value: unknown): Address | null {
  const v = value as Partial<Address> | null;
  return v && typeof v.id === 'number' && typeof v.consignee === 'string' && Array.isArray(v.region) ? (v as Address) : null;
}
