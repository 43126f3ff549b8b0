import type { MaintenanceStatus } from '@uu/contract/content';
import type { Locale } from '@uu/contract/locales';
import { errorMessage } from '@uu/i18n/server';
import type { Clock } from '../../lib/clock';
import type { PlatformService, Settings } from './platform.service';

export type Maintenance = Settings['maintenance'];

/**
 * The maintenance switch, read by every member request (plugins/maintenance.ts). The setting is
 * kept in memory for `ttlMs` so a request costs a time comparison, not a query; another instance's
 * switch therefore takes effect here within `ttlMs`, this instance's own at once.
 */
export class MaintenanceService {
  readonly #platform: PlatformService;
  readonly #clock: Clock;
  readonly #ttlMs: number;
  #cached: { value: Maintenance; until: number } | null = null;
  #loading: Promise<Maintenance> | null = null;
  /** Bumped by `invalidate`, so a read that started before it does not store an old value. */
  #generation = 0;

  constructor(deps: { platform: PlatformService; clock: Clock; ttlMs?: number }) {
    this.#platform = deps.platform;
    this.#clock = deps.clock;
    this.#ttlMs = deps.ttlMs ?? 5_000;
  }

  /** The setting while the copy in memory is fresh, else undefined (then `current`). */
  fresh(): Maintenance | undefined {
    const cached = this.#cached;
    return cached && this.#clock.now() < cached.until ? cached.value : undefined;
  }

  /** The setting, from memory while fresh; concurrent misses share one read. */
  current(): Promise<Maintenance> {
    const fresh = this.fresh();
    if (fresh) return Promise.resolve(fresh);
    const generation = this.#generation;
    this.#loading ??= this.#platform
      .get('maintenance')
      .then((value) => {
        if (generation === this.#generation) this.#cached = { value, until: this.#clock.now() + this.#ttlMs };
        return value;
      })
      .finally(() => {
        this.#loading = null;
      });
    return this.#loading;
  }

  /** What a member reads: the operator's text in their language, else the catalogue's default. */
  message(value: Maintenance, locale: Locale): string {
    return value.message[locale]?.trim() || errorMessage(locale, 'MAINTENANCE');
  }

  async status(locale: Locale): Promise<MaintenanceStatus> {
    const value = await this.current();
    return { on: value.on, message: value.on ? this.message(value, locale) : null };
  }

  /** Another instance switched it (settings broadcast): the next request reads it again. */
  invalidate(): void {
    this.#generation++;
    this.#cached = null;
    this.#loading = null;
  }

  /** The operator's switch; effective on this instance at once. */
  async set(input: Maintenance): Promise<Maintenance> {
    const message = Object.fromEntries(Object.entries(input.message).filter(([, text]) => text.trim())) as Maintenance['message'];
    const value = { on: input.on, message };
    await this.#platform.set('maintenance', value);
    this.#cached = { value, until: this.#clock.now() + this.#ttlMs };
    return value;
  }
}
