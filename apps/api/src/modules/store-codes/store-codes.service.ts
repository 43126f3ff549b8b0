import { createHmac, timingSafeEqual } from 'node:crypto';
import type { StoreCode } from '@uu/contract/admin-store-code';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { toIso, type Clock } from '../../lib/clock';
import { clerkStore, type AdminContext } from '../admin/admin-auth.service';
import { storeCodeKey } from './store-codes.repository';

/** A store code lasts a minute on the clerk's screen, and is taken for one more (the member typing it). */
export const STORE_CODE_WINDOW_MS = 60_000;

/** The six digits of a window (RFC 4226's dynamic truncation of an HMAC-SHA256, as TOTP does). */
export function storeCodeOf(key: string, window: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(window));
  const mac = createHmac('sha256', key).update(counter).digest();
  const offset = mac.readUInt8(mac.length - 1) & 0x0f;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
}

/**
 * The store's self-service write-off code (docs/decisions.md "Self-service write-off"): derived from
 * a per-store secret and the operator's switch (stores.writeoff_code), changing every minute, shown
 * only on the store's signed-in clerk's desk. A member who learnt one cannot use it later.
 */
export class StoreCodesService {
  readonly #db: Db;
  readonly #clock: Clock;

  constructor(deps: { db: Db; clock: Clock }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
  }

  /** The code the desk shows now; a clerk gets their own store's whatever they ask for. */
  async current(admin: AdminContext, storeId: number | undefined): Promise<StoreCode> {
    const id = clerkStore(admin) ?? storeId;
    if (id === undefined) throw new AppError('STORE_NOT_FOUND');
    const key = await storeCodeKey(this.#db.kysely, id);
    if (!key) throw new AppError('STORE_NOT_FOUND');
    const window = Math.floor(this.#clock.now() / STORE_CODE_WINDOW_MS);
    return {
      storeId: id,
      code: key.switch === null ? null : storeCodeOf(`${key.secret}:${key.switch}`, window),
      changesAt: toIso((window + 1) * STORE_CODE_WINDOW_MS),
      windowSeconds: STORE_CODE_WINDOW_MS / 1000,
    };
  }

  /** Whether a member typed the store's code of this window or the one before; never for a store without the switch. */
  async matches(storeId: number, typed: string): Promise<boolean> {
    if (!/^\d{6}$/.test(typed)) return false;
    const key = await storeCodeKey(this.#db.kysely, storeId);
    if (!key || key.switch === null) return false;
    const window = Math.floor(this.#clock.now() / STORE_CODE_WINDOW_MS);
    const given = Buffer.from(typed);
    let ok = false;
    for (const w of [window, window - 1]) {
      if (timingSafeEqual(given, Buffer.from(storeCodeOf(`${key.secret}:${key.switch}`, w)))) ok = true;
    }
    return ok;
  }
}
