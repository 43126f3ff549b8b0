import type { z } from 'zod';
import { ADDRESSES_MAX, type Address, type Region, type saveAddressBodySchema, type updateAddressBodySchema } from '@uu/contract/addresses';
import type { Locale } from '@uu/contract/locales';
import { COORDINATE_DECIMALS } from '@uu/contract/places';
import type { Db, Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { platformDay, toIso, type Clock } from '../../lib/clock';
import type { FilesService } from '../files/files.service';
import type { AuthContext } from '../sessions/sessions.service';
import type { AddressRow, RegionRow } from './addresses.table';
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
    const k = this.#db.kysely;
    const present = await k.selectFrom('regions').select('code').limit(1).executeTakeFirst();
    if (present) return;
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
        await trx.insertInto('regions').values(values.slice(i, i + 200)).onConflict((oc) => oc.column('code').doNothing()).execute();
      }
    });
  }

  async regions(parent: string | undefined, locale: Locale): Promise<{ list: Region[] }> {
    let query = this.#db.kysely.selectFrom('regions').selectAll();
    query = parent ? query.where('parent_code', '=', parent) : query.where('parent_code', 'is', null);
    const rows = await query.orderBy('sort').execute();
    return { list: rows.map((r) => ({ code: r.code, name: regionName(r, locale), hasChildren: r.has_children === 1 })) };
  }

  async list(auth: AuthContext, locale: Locale) {
    const rows = await this.#db.kysely
      .selectFrom('addresses')
      .selectAll()
      .where('user_id', '=', auth.user.id)
      .orderBy('is_default', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return { list: await Promise.all(rows.map((r) => this.#toAddress(r, locale))), max: ADDRESSES_MAX };
  }

  async save(auth: AuthContext, input: SaveInput, locale: Locale): Promise<Address> {
    await this.#check(auth.user.id, input);
    const now = this.#clock.now();
    const row = await this.#db.transaction(async (trx) => {
      const held = await trx.selectFrom('addresses').select(['id', 'is_default']).where('user_id', '=', auth.user.id).execute();
      if (held.length >= ADDRESSES_MAX) throw new AppError('ADDRESS_LIMIT', { params: { max: ADDRESSES_MAX } });
      const makeDefault = input.isDefault || held.length === 0;
      if (makeDefault) await this.#clearDefault(trx, auth.user.id);
      return trx
        .insertInto('addresses')
        .values({ user_id: auth.user.id, ...this.#columns(input), is_default: makeDefault ? 1 : 0, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return this.#toAddress(row, locale);
  }

  async update(auth: AuthContext, input: UpdateInput, locale: Locale): Promise<Address> {
    const before = await this.own(auth.user.id, input.id);
    // An installation date already kept is not re-judged (marking an old address default must work).
    await this.#check(auth.user.id, input, before.installation_time);
    const row = await this.#db.transaction(async (trx) => {
      const current = await trx.selectFrom('addresses').selectAll().where('id', '=', input.id).where('user_id', '=', auth.user.id).executeTakeFirst();
      if (!current) throw new AppError('ADDRESS_NOT_FOUND');
      // The default moves only by marking another one: unmarking the default keeps it the default.
      if (input.isDefault && !current.is_default) await this.#clearDefault(trx, auth.user.id);
      return trx
        .updateTable('addresses')
        .set({ ...this.#columns(input), is_default: input.isDefault || current.is_default ? 1 : 0, updated_at: this.#clock.now() })
        .where('id', '=', input.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return this.#toAddress(row, locale);
  }

  /** Deletes the member's addresses among `ids` (others' ids are ignored); the newest left becomes default if needed. */
  async remove(auth: AuthContext, ids: number[]): Promise<{ deleted: number }> {
    return this.#db.transaction(async (trx) => {
      const result = await trx.deleteFrom('addresses').where('user_id', '=', auth.user.id).where('id', 'in', ids).executeTakeFirst();
      const deleted = Number(result.numDeletedRows);
      if (deleted === 0) throw new AppError('ADDRESS_NOT_FOUND');
      const hasDefault = await trx.selectFrom('addresses').select('id').where('user_id', '=', auth.user.id).where('is_default', '=', 1).executeTakeFirst();
      if (!hasDefault) {
        const newest = await trx.selectFrom('addresses').select('id').where('user_id', '=', auth.user.id).orderBy('id', 'desc').executeTakeFirst();
        if (newest) await trx.updateTable('addresses').set({ is_default: 1 }).where('id', '=', newest.id).execute();
      }
      return { deleted };
    });
  }

  /** The member's own address, for orders (issue 5). */
  async own(userId: number, id: number): Promise<AddressRow> {
    const row = await this.#db.kysely.selectFrom('addresses').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
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

  async #clearDefault(db: Executor, userId: number): Promise<void> {
    await db.updateTable('addresses').set({ is_default: 0 }).where('user_id', '=', userId).where('is_default', '=', 1).execute();
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
    this.#treeLoad ??= this.#db.kysely
      .selectFrom('regions')
      .selectAll()
      .execute()
      .then((rows) => new Map(rows.map((r) => [r.code, r])))
      .catch((error: unknown) => {
        this.#treeLoad = undefined;
        throw error;
      });
    return this.#treeLoad;
  }
}
