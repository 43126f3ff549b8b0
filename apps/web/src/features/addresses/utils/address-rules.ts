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
export type AddressProblem = { field: AddressField; message: string };

/**
 * The form's checks, every problem at once (issue 19 #10), in the order of spec §5 "Address": the
 * region and the consignee are required, the detailed address is longer than 6 characters, the
 * installation date (when given) is later than today; then the consignee's phone (the contract's
 * E.164, not a spec §5 rule). An empty list: the draft may be sent. `today` is the platform's (lib/dates).
 */
export function checkAddress(draft: AddressDraft, today: string): AddressProblem[] {
  const problems: AddressProblem[] = [];
  if (!draft.region?.length) problems.push({ field: 'region', message: 'validation.regionRequired' });
  if (!draft.consignee.trim()) problems.push({ field: 'consignee', message: 'validation.consigneeRequired' });
  if (draft.detail.trim().length < ADDRESS_DETAIL_MIN) problems.push({ field: 'detail', message: 'validation.addressDetail' });
  if (draft.installationTime && draft.installationTime <= today) {
    problems.push({ field: 'installationTime', message: 'addresses.form.dateNotLater' });
  }
  const phone = addressFieldsSchema.shape.phone.safeParse(toE164(draft.dialCode, draft.phone));
  if (!phone.success) problems.push({ field: 'phone', message: phone.error.issues[0]?.message ?? 'validation.phone' });
  return problems;
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
