import type { Address } from '@uu/contract/addresses';
import { session } from '@/lib/session';

/**
 * The address a member chose (for an order): spec §3 keeps it twice, as `addressInfo` (this
 * visit, memory only) and `addressDetail` (a device-stored item, kept as JSON).
 */
export function chooseAddress(address: Address): void {
  session.set('addressInfo', address);
  session.set('addressDetail', address);
}

/** The id of the chosen address, if one is stored. */
export function chosenAddressId(): number | null {
  const { addressInfo, addressDetail } = session.get();
  const stored = (addressInfo ?? addressDetail) as { id?: unknown } | null;
  return typeof stored?.id === 'number' ? stored.id : null;
}

/** Keeps the stored choice true: a changed address replaces it, a deleted one clears it. */
export function followChosenAddress(change: { saved: Address } | { deleted: readonly number[] }): void {
  const id = chosenAddressId();
  if (id === null) return;
  if ('saved' in change) {
    if (change.saved.id === id) chooseAddress(change.saved);
  } else if (change.deleted.includes(id)) {
    session.set('addressInfo', null);
    session.set('addressDetail', null);
  }
}
