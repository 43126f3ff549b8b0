import { z } from 'zod';
import { calendarDate } from './dates';
import { phoneSchema } from './fields';
import { latitudeSchema, longitudeSchema } from './places';

// Shipping and installation addresses (spec §3 "address", §5 "Address"; issue 5).

/** spec §5: "Detailed address must be longer than 6 characters". */
export const ADDRESS_DETAIL_MIN = 7;
export const ADDRESS_DETAIL_MAX = 120;
/** Addresses one member may keep. */
export const ADDRESSES_MAX = 20;

// ---- GET /address/region?parent= ----
export const regionQuerySchema = z.object({
  /** The parent's code; absent for the top level (Taiwan, Hong Kong, Macau, mainland China). */
  parent: z.string().trim().max(40).optional(),
});
export const regionSchema = z.object({
  code: z.string(),
  /** In the request's language (English where the data has it, else Chinese). */
  name: z.string(),
  /** False for the last level: an address takes a region without children. */
  hasChildren: z.boolean(),
});
export type Region = z.infer<typeof regionSchema>;
export const regionListSchema = z.object({ list: z.array(regionSchema) });

// ---- the address ----
const dateSchema = calendarDate('validation.installationDate');

export const addressFieldsSchema = z.object({
  consignee: z
    .string({ error: 'validation.consigneeRequired' })
    .trim()
    .min(1, { error: 'validation.consigneeRequired' })
    .max(40, { error: 'validation.consigneeRequired' }),
  phone: phoneSchema,
  regionCode: z.string({ error: 'validation.regionRequired' }).trim().min(1, { error: 'validation.regionRequired' }).max(40),
  detail: z
    .string({ error: 'validation.addressDetail' })
    .trim()
    .min(ADDRESS_DETAIL_MIN, { error: 'validation.addressDetail' })
    .max(ADDRESS_DETAIL_MAX, { error: 'validation.addressDetail' }),
  isDefault: z.boolean().default(false),
  /** The installation environment picture: an image the member uploaded (`/files/<name>`). */
  installationPicture: z.string().max(200).nullable().default(null),
  /** The installation date (YYYY-MM-DD, platform time zone); later than today (spec §5). */
  installationTime: dateSchema.nullable().default(null),
  /** The installation site on the map (/choose-location): both or neither. */
  latitude: latitudeSchema.nullable().default(null),
  longitude: longitudeSchema.nullable().default(null),
});
export type AddressFields = z.input<typeof addressFieldsSchema>;

/** A place is a pair: a latitude without its longitude (or the reverse) points nowhere. */
function bothOrNeither(value: { latitude: number | null; longitude: number | null }, ctx: z.RefinementCtx) {
  if ((value.latitude === null) !== (value.longitude === null)) {
    ctx.addIssue({ code: 'custom', path: [value.latitude === null ? 'latitude' : 'longitude'], message: 'validation.coordinatesPair' });
  }
}

export const saveAddressBodySchema = addressFieldsSchema.superRefine(bothOrNeither);
export const updateAddressBodySchema = addressFieldsSchema
  .extend({
    id: z.coerce.number({ error: 'validation.id' }).int({ error: 'validation.id' }).positive({ error: 'validation.id' }),
  })
  .superRefine(bothOrNeither);
export type UpdateAddressBody = z.input<typeof updateAddressBodySchema>;

export const addressSchema = z.object({
  id: z.number().int(),
  consignee: z.string(),
  phone: z.string(),
  regionCode: z.string(),
  /** The region from the top down, in the request's language. */
  region: z.array(z.object({ code: z.string(), name: z.string() })),
  detail: z.string(),
  isDefault: z.boolean(),
  installationPicture: z.string().nullable(),
  installationTime: z.string().nullable(),
  /** The installation site on the map, when the member chose one. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  createdAt: z.string(),
});
export type Address = z.infer<typeof addressSchema>;
export const addressListSchema = z.object({ list: z.array(addressSchema), max: z.number().int() });

// ---- DELETE /address?ids=1,2 ----
export const deleteAddressQuerySchema = z.object({
  ids: z
    .union([z.string(), z.array(z.string())], { error: 'validation.id' })
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => Number(s.trim())))
    .pipe(
      z
        .array(z.number().int().positive({ error: 'validation.id' }))
        .min(1, { error: 'validation.id' })
        .max(ADDRESSES_MAX),
    ),
});
