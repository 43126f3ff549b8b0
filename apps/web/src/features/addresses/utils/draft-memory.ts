import type { AddressDraft } from './address-rules';

/**
 * What the member had typed into an address form when they went to choose its place on the map
 * (/choose-location is a page of its own, so the form goes away meanwhile). Memory only, like the
 * registration draft: an address is personal data, and a reload starts from the saved address.
 * Keyed by the form's href (`…/editAddress/index?id=3`).
 */
const drafts = new Map<string, AddressDraft>();

export function rememberDraft(key: string, draft: AddressDraft): void {
  drafts.set(key, draft);
}

/** The remembered draft, without forgetting it (a render may run twice); forgetDraft once used. */
export function rememberedDraft(key: string): AddressDraft | null {
  return drafts.get(key) ?? null;
}

export function forgetDraft(key: string): void {
  drafts.delete(key);
}
