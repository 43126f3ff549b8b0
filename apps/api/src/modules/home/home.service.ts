import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { Home, saveBannersBodySchema, saveNoticeBodySchema } from '@uu/contract/home';
import type { Locale } from '@uu/contract/locales';
import type { CouponsService } from '../coupons/coupons.service';
import type { PackagesService } from '../packages/packages.service';
import type { PlatformService } from '../platform/platform.service';
import type { AuthContext } from '../sessions/sessions.service';
import type { WalletService } from '../wallet/wallet.service';
import { localized } from '../../lib/localized';

/**
 * The home page (spec §1, §2 tab 0) in one answer: the operator's banners and popup notice, the
 * packages on sale with their reference prices, the CRC reference price and the coupons to claim.
 */
export class HomeService {
  readonly #platform: PlatformService;
  readonly #packages: PackagesService;
  readonly #coupons: CouponsService;
  readonly #wallet: WalletService;

  constructor(deps: { platform: PlatformService; packages: PackagesService; coupons: CouponsService; wallet: WalletService }) {
    this.#platform = deps.platform;
    this.#packages = deps.packages;
    this.#coupons = deps.coupons;
    this.#wallet = deps.wallet;
  }

  async home(auth: AuthContext | null, locale: Locale): Promise<Home> {
    const [banners, notice, packages, rate, coupons] = await Promise.all([
      this.#platform.get('homeBanners'),
      this.#platform.get('popupNotice'),
      this.#packages.listPlans(undefined, locale),
      this.#wallet.rate(1),
      this.#coupons.listClaimable(auth, locale),
    ]);
    return {
      banners: banners.map((b) => ({ title: localized(b.title, locale), image: b.image, link: b.link })),
      notice: notice ? { id: notice.id, title: localized(notice.title, locale), content: localized(notice.content, locale) } : null,
      packages: packages.list,
      crc: { rate: rate.rate, updatedAt: rate.updatedAt },
      coupons: coupons.list,
    };
  }

  async saveBanners(input: z.output<typeof saveBannersBodySchema>): Promise<{ count: number }> {
    await this.#platform.set('homeBanners', input.banners);
    return { count: input.banners.length };
  }

  /** A published notice gets a new id, so members who closed the last one see this one once. */
  async saveNotice(input: z.output<typeof saveNoticeBodySchema>): Promise<{ id: string | null }> {
    const notice = input.notice ? { id: randomBytes(6).toString('hex'), title: input.notice.title, content: input.notice.content } : null;
    await this.#platform.set('popupNotice', notice);
    return { id: notice?.id ?? null };
  }
}
