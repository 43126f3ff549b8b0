import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { takeLease } from './lease.repository';

export type JobOutcome = 'ok' | 'error' | 'skipped';

/**
 * Background work that must run once across all instances (issue 16 "Background work runs once"): the minute
 * sweeps (auto-cancel, auto-confirm) and every later timer. Each run first takes a row lease in the database — the
 * one thing every instance shares on SQLite and PostgreSQL alike — for longer than the job's period; the holder
 * renews it on each run, so one instance keeps the job while it lives, and another takes it over once the lease has
 * run out after the holder's end. The jobs stay idempotent besides (every transition is conditional), so a lease that expires
 * mid-run can at worst repeat work that changes nothing.
 */
export class LeaseService {
  readonly #db: Db;
  readonly #clock: Clock;
  /** This instance, as lease holder. */
  readonly holder: string;

  constructor(deps: { db: Db; clock: Clock; holder?: string }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.holder = deps.holder ?? randomUUID();
  }

  /** Runs `job` if this instance holds (or can take) the lease `name` for the next `ttlMs`. */
  async runOnce(name: string, ttlMs: number, job: () => Promise<unknown>): Promise<JobOutcome> {
    const now = this.#clock.now();
    if (!(await takeLease(this.#db.kysely, name, this.holder, now, now + ttlMs))) return 'skipped';
    await job();
    return 'ok';
  }
}
