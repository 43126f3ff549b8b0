import { z } from 'zod';
import { STORED_PICTURE_PATH_RE } from './picture';
import { claimableCouponSchema } from './coupons';
import { localizedTextSchema } from './mall';
import { planGoodsSchema } from './packages';
import { moneySchema } from './wallet';

// The home page (spec §1, §2 tab 0; issue 7): everything it shows in one answer, so a phone makes
// one request for it. Banners and the popup notice are the operator's (per language).

/** A banner's target: an in-app path (`/pages/mall/index`) or an https address. */
const linkSchema = z
  .string()
  .max(300)
  .refine((v) => /^\/[A-Za-z0-9/_?=&.-]*$/.test(v) || /^https:\/\/[^\s"'<>]+$/.test(v), { error: 'validation.link' });
const imageSchema = z
  .string()
  .max(300)
  .refine((v) => STORED_PICTURE_PATH_RE.test(v) || /^https:\/\/[^\s"'<>]+$/.test(v), { error: 'validation.image' });

export const bannerSchema = z.object({
  title: z.string(),
  /** Without an image the banner is drawn in the product's colours with its title. */
  image: z.string().nullable(),
  link: z.string().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const noticeSchema = z.object({
  /** Changes when the operator publishes another notice: the app shows each id once (popupStatus, spec §3). */
  id: z.string(),
  title: z.string(),
  /** Plain text; line breaks are kept. */
  content: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;

// ---- GET /home/index (ours) ----
export const homeSchema = z.object({
  banners: z.array(bannerSchema),
  notice: noticeSchema.nullable(),
  /** The packages on sale with their reference prices, cheapest first. */
  packages: z.array(planGoodsSchema),
  /** The CRC reference price: UU per CRC, and when it was set. */
  crc: z.object({ rate: moneySchema.nullable(), updatedAt: z.string().nullable() }),
  /** Coupons offered to claim; `claimed` for a signed-in member. */
  coupons: z.array(claimableCouponSchema),
});
export type Home = z.infer<typeof homeSchema>;

// ---- operator calls ----
export const saveBannersBodySchema = z.object({
  banners: z
    .array(z.object({ title: localizedTextSchema, image: imageSchema.nullable().default(null), link: linkSchema.nullable().default(null) }))
    .max(10),
});
export const savedBannersSchema = z.object({ count: z.number().int() });
export const saveNoticeBodySchema = z.object({
  /** null takes the notice down. */
  notice: z.object({ title: localizedTextSchema, content: localizedTextSchema }).nullable(),
});
export const savedNoticeSchema = z.object({ id: z.string().nullable() });
