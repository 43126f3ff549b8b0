import { ADDRESS_DETAIL_MIN, addressFieldsSchema, type AddressFields } from '@uu/contract/addresses';
import { toE164 } from './phone';

/** A region as the form holds it: the chosen path from the top down; the last one is the address's. */
export type RegionPath = readonly { code: string; name: string }[];

/** What the address form holds while the member types. */
export type AddressDraft = {
  consignee: string;
  dialCode: string;
  /** The number as typed, without the dialling code. */
  phone: string;
  region: RegionPath | null;
  detail: string;
  isDefault: boolean;
  /** The uploaded picture (`/files/<name>`), or none. */
  installationPicture: string | null;
  /** `YYYY-MM-DD` (platform day), or none. */
  installationTime: string | null;
  /** The installation site on the map (/choose-location), both or neither. */
  latitude: number | null;
  longitude: number | null;
};

export type AddressField = 'region' | 'consignee' | 'phone' | 'detail' | 'installationTime';
export type AddressProblem = { field: AddressField; message: string } | null;

/**
 * The form's checks, one message at a time, in the order of spec §5 "Address" as the issue reads
 * it: the region and the consignee are required, the detailed address is longer than 6
 * characters, the installation date (when given) is later than today. The consignee's phone is
 * not a spec §5 rule but the contract's (E.164): it is checked last, so the spec's order holds
 * and a mistyped number still never costs a call. `today` is the platform's (lib/dates).
 */
export function checkAddress(draft: AddressDraft, today: string): AddressProblem {
  if (!draft.region?.length) return { field: 'region', message: 'validation.regionRequired' };
  if (!draft.consignee.trim()) return { field: 'consignee', message: 'validation.consigneeRequired' };
  if (draft.detail.trim().length < ADDRESS_DETAIL_MIN) return { field: 'detail', message: 'validation.addressDetail' };
  if (draft.installationTime && draft.installationTime <= today) {
    return { field: 'installationTime', message: 'addresses.form.dateNotLater' };
  }
  const phone = addressFieldsSchema.shape.phone.safeParse(toE164(draft.dialCode, draft.phone));
  if (!phone.success) return { field: 'phone', message: phone.error.issues[0]?.message ?? 'validation.phone' };
  return null;
}

/** The call's body from a draft that passed checkAddress. */
export function toAddressBody(draft: AddressDraft): AddressFields {
  return {
    consignee: draft.consignee.trim(),
    phone: toE164(draft.dialCode, draft.phone),
    regionCode: draft.region?.at(-1)?.code ?? '',
    detail: draft.detail.trim(),
    isDefault: draft.isDefault,
    installationPicture: draft.installationPicture,
    installationTime: draft.installationTime,
    // A half pair never leaves the form: the server would refuse it (both or neither).
    ...(draft.latitude !== null && draft.longitude !== null
      ? { latitude: draft.latitude, longitude: draft.longitude }
      : { latitude: null, longitude: null }),
  };
}
