import type { z } from 'zod';
import { ADDRESSES_MAX, type Address, type Region, type saveAddressBodySchema, type updateAddressBodySchema } from '@uu/contract/addresses';
import type { Locale } from '@uu/contract/locales';
import { COORDINATE_DECIMALS } from '@uu/contract/places';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { platformDay, toIso, type Clock } from '../../lib/clock';
import type { FilesService } from '../files/files.service';
import type { AuthContext } from '../sessions/sessions.service';
import type { AddressRow, RegionRow } from './addresses.table';
import * as repo from './addresses.repository';
import regionData from './regions.json';

type SaveInput = z.output<typeof saveAddressBodySchema>;
type UpdateInput = z.output<typeof updateAddressBodySchema>;
type RegionTuple = [code: string, parent: string | null, hant: string, hans: string, en: string | null];

/** Six decimals (about 0.1 m): what both engines then store and return alike. */
function roundCoordinate(value: number | null): number | null {
  if (value === null) return null;
  const factor = 10 ** COORDINATE_DECIMALS;
  return Math.round(value * factor) / factor;
}

function regionName(row: Pick<RegionRow, 'name_hant' | 'name_hans' | 'name_en'>, locale: Locale): string {
  if (locale === 'zh-Hans') return row.name_hans;
  if (locale === 'en') return row.name_en ?? row.name_hant;
  return row.name_hant;
}

/**
 * The member's address book (spec §3, §5 "Address") and the region tree it points into. Every call
 * reads and writes only the caller's rows; one address is the default (the first one is, and
 * marking another moves it, in one transaction).
 */
export class AddressesService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #files: FilesService;
  /** The platform day's time zone, read at each use (the operator may change it). */
  readonly #timeZone: () => string;

  constructor(deps: { db: Db; clock: Clock; files: FilesService; timeZone: () => string }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#files = deps.files;
    this.#timeZone = deps.timeZone;
  }

  /** Loads the region tree (modules/addresses/regions.json) into an empty table; run at start. */
  async ensureRegions(): Promise<void> {
    if (await repo.anyRegion(this.#db.kysely)) return;
    const rows = (regionData as unknown as { rows: RegionTuple[] }).rows;
    const parents = new Set(rows.map((r) => r[1]).filter((p): p is string => p !== null));
    const sort = new Map<string | null, number>();
    const values = rows.map(([code, parent, hant, hans, en]) => {
      const n = (sort.get(parent) ?? 0) + 1;
      sort.set(parent, n);
      return { code, parent_code: parent, name_hant: hant, name_hans: hans, name_en: en, sort: n, has_children: parents.has(code) ? 1 : 0 };
    });
    await this.#db.transaction(async (trx) => {
      // A twin instance starting at the same moment may have written them: skip those (issue 16 #6).
      for (let i = 0; i < values.length; i += 200) {
        await repo.insertRegions(trx, values.slice(i, i + 200));
      }
    });
  }

  async regions(parent: string | undefined, locale: Locale): Promise<{ list: Region[] }> {
    const rows = await repo.childRegions(this.#db.kysely, parent);
    return { list: rows.map((r) => ({ code: r.code, name: regionName(r, locale), hasChildren: r.has_children === 1 })) };
  }

  async list(auth: AuthContext, locale: Locale) {
    const rows = await repo.listAddresses(this.#db.kysely, auth.user.id);
    return { list: await Promise.all(rows.map((r) => this.#toAddress(r, locale))), max: ADDRESSES_MAX };
  }

  async save(auth: AuthContext, input: SaveInput, locale: Locale): Promise<Address> {
    await this.#check(auth.user.id, input);
    const now = this.#clock.now();
    const row = await this.#db.transaction(async (trx) => {
      const held = await repo.countAddresses(trx, auth.user.id);
      if (held >= ADDRESSES_MAX) throw new AppError('ADDRESS_LIMIT', { params: { max: ADDRESSES_MAX } });
      const makeDefault = input.isDefault || held === 0;
      if (makeDefault) await repo.clearDefaultAddress(trx, auth.user.id);
      const isDefault = makeDefault ? 1 : 0;
      const values = { user_id: auth.user.id, ...this.#columns(input), is_default: isDefault, created_at: now, updated_at: now };
      return repo.insertAddress(trx, values);
    });
    return this.#toAddress(row, locale);
  }

  async update(auth: AuthContext, input: UpdateInput, locale: Locale): Promise<Address> {
    const before = await this.own(auth.user.id, input.id);
    // An installation date already kept is not re-judged (marking an old address default must work).
    await this.#check(auth.user.id, input, before.installation_time);
    const row = await this.#db.transaction(async (trx) => {
      const current = await repo.findAddress(trx, auth.user.id, input.id);
      if (!current) throw new AppError('ADDRESS_NOT_FOUND');
      // The default moves only by marking another one: unmarking the default keeps it the default.
      if (input.isDefault && !current.is_default) await repo.clearDefaultAddress(trx, auth.user.id);
      const isDefault = input.isDefault || current.is_default ? 1 : 0;
      return repo.updateAddress(trx, input.id, { ...this.#columns(input), is_default: isDefault, updated_at: this.#clock.now() });
    });
    return this.#toAddress(row, locale);
  }

  /** Deletes the member's addresses among `ids` (others' ids are ignored); the newest left becomes default if needed. */
  async remove(auth: AuthContext, ids: number[]): Promise<{ deleted: number }> {
    return this.#db.transaction(async (trx) => {
      const deleted = await repo.deleteAddresses(trx, auth.user.id, ids);
      if (deleted === 0) throw new AppError('ADDRESS_NOT_FOUND');
      if (!(await repo.hasDefaultAddress(trx, auth.user.id))) await repo.defaultNewestAddress(trx, auth.user.id);
      return { deleted };
    });
  }

  /** The member's own address, for orders (issue 5). */
  async own(userId: number, id: number): Promise<AddressRow> {
    const row = await repo.findAddress(this.#db.kysely, userId, id);
    if (!row) throw new AppError('ADDRESS_NOT_FOUND');
    return row;
  }

  /** The region as one line of text ("臺灣 臺北市 中正區"), for an order's address as it was. */
  async regionText(code: string, locale: Locale): Promise<string> {
    return (await this.#path(code, locale)).map((r) => r.name).join(' ');
  }

  /** The rules the schema cannot see: a last-level region, an own picture, a date after today. */
  async #check(userId: number, input: SaveInput, keptDate: string | null = null): Promise<void> {
    const region = (await this.#tree()).get(input.regionCode);
    if (!region || region.has_children === 1) throw new AppError('REGION_NOT_FOUND');
    if (
      input.installationTime &&
      input.installationTime !== keptDate &&
      input.installationTime <= platformDay(this.#clock.now(), this.#timeZone())
    ) {
      throw new AppError('INSTALLATION_DATE_NOT_LATER');
    }
    if (input.installationPicture && !(await this.#files.isOwnUpload(userId, input.installationPicture))) {
      throw new AppError('INSTALLATION_PICTURE_NOT_FOUND');
    }
  }

  #columns(input: SaveInput) {
    return {
      consignee: input.consignee,
      phone: input.phone,
      region_code: input.regionCode,
      detail: input.detail,
      installation_picture: input.installationPicture,
      installation_time: input.installationTime,
      latitude: roundCoordinate(input.latitude),
      longitude: roundCoordinate(input.longitude),
    };
  }

  async #toAddress(row: AddressRow, locale: Locale): Promise<Address> {
    return {
      id: row.id,
      consignee: row.consignee,
      phone: row.phone,
      regionCode: row.region_code,
      region: await this.#path(row.region_code, locale),
      detail: row.detail,
      isDefault: row.is_default === 1,
      installationPicture: row.installation_picture,
      installationTime: row.installation_time,
      // pg hands float8 back as a number already; Number() guards a driver that would not.
      latitude: row.latitude === null ? null : Number(row.latitude),
      longitude: row.longitude === null ? null : Number(row.longitude),
      createdAt: toIso(row.created_at),
    };
  }

  /**
   * The region and its ancestors, from the top down. The tree never changes while the server runs
   * (it is loaded at start), so it is read once into memory: a list of addresses costs no lookups.
   */
  async #path(code: string, locale: Locale): Promise<{ code: string; name: string }[]> {
    const byCode = await this.#tree();
    const path: { code: string; name: string }[] = [];
    for (let row = byCode.get(code); row && path.length < 6; row = row.parent_code ? byCode.get(row.parent_code) : undefined) {
      path.unshift({ code: row.code, name: regionName(row, locale) });
    }
    return path;
  }

  #treeLoad: Promise<Map<string, RegionRow>> | undefined;

  #tree(): Promise<Map<string, RegionRow>> {
    this.#treeLoad ??= repo
      .allRegions(this.#db.kysely)
      .then((rows) => new Map(rows.map((r) => [r.code, r])))
      .catch((error: unknown) => {
        this.#treeLoad = undefined;
        throw error;
      });
    return this.#treeLoad;
  }
}
