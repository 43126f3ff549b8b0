import { CLIENT_VERSION, Platform } from '@uu/contract/headers';
import type { Locale } from '@uu/contract/locales';
import type { NewVersion, PublishedVersion, PublishVersionBody, VersionRecord } from '@uu/contract/versions';
import { publishVersionBodySchema, VERSION_RE } from '@uu/contract/versions';
import { compareVersions, updateVerdict } from '@uu/domain/versions';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { toIso, type Clock } from '../../lib/clock';
import { hasAnyVersion, upsertVersion, versionsOf, type VersionRow } from './versions.repository';
import { localized } from '../../lib/localized';

type Notes = Partial<Record<Locale, string>>;

function readNotes(row: VersionRow): Notes {
  return JSON.parse(row.notes) as Notes;
}

function toPublished(row: VersionRow, locale: Locale): PublishedVersion {
  const notes = readNotes(row);
  return {
    platform: row.platform,
    version: row.version,
    notes: localized(notes, locale),
    url: row.url,
    forced: row.forced === 1,
    releasedAt: toIso(row.released_at),
  };
}

function toRecord(row: VersionRow): VersionRecord {
  return {
    id: row.id,
    platform: row.platform,
    version: row.version,
    notes: readNotes(row) as VersionRecord['notes'],
    url: row.url,
    forced: row.forced === 1,
    releasedAt: toIso(row.released_at),
  };
}

/** The h5 release a fresh installation starts at, so this very client is told it is up to date. */
const FIRST_H5 = {
  platform: Platform.h5,
  version: CLIENT_VERSION,
  url: '/',
  notes: { 'zh-Hant': '首個網頁版。', 'zh-Hans': '首个网页版。', en: 'The first web release.' },
};

/** Versions are public to read (no access check); publishing is an operator call (routes: auth 'operator'). */
export class VersionsService {
  readonly #db: Db;
  readonly #clock: Clock;

  constructor(deps: { db: Db; clock: Clock }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
  }

  /**
   * spec §7 getNewVersion. The client's version comes from the query, else the client-version
   * header; a malformed header (the plugin checks it) or none means "unknown": nothing is newer.
   */
  async getNewVersion(platform: number, clientVersion: string | null, locale: Locale): Promise<NewVersion> {
    const rows = await versionsOf(this.#db.kysely, platform);
    const client = clientVersion !== null && VERSION_RE.test(clientVersion) ? clientVersion : null;
    const verdict = updateVerdict(
      rows.map((row) => ({ row, version: row.version, forced: row.forced === 1 })),
      client,
    );
    return {
      latest: verdict.latest ? toPublished(verdict.latest.row, locale) : null,
      clientVersion: client,
      hasUpdate: verdict.hasUpdate,
      forced: verdict.forced,
    };
  }

  /** The newest version of each platform that has one, by platform code. */
  async listNewest(locale: Locale): Promise<PublishedVersion[]> {
    const rows = await versionsOf(this.#db.kysely);
    const newest = new Map<number, VersionRow>();
    for (const row of rows) {
      const seen = newest.get(row.platform);
      if (!seen || compareVersions(row.version, seen.version) > 0) newest.set(row.platform, row);
    }
    return [...newest.values()].sort((a, b) => a.platform - b.platform).map((row) => toPublished(row, locale));
  }

  async publish(input: z.output<typeof publishVersionBodySchema> | PublishVersionBody): Promise<VersionRecord> {
    const body = publishVersionBodySchema.parse(input);
    const notes: Notes = {};
    for (const [locale, text] of Object.entries(body.notes)) if (text) notes[locale as Locale] = text;
    const row = await upsertVersion(this.#db.kysely, {
      platform: body.platform,
      version: body.version,
      notes: JSON.stringify(notes),
      url: body.url,
      forced: body.forced ? 1 : 0,
      released_at: this.#clock.now(),
    });
    return toRecord(row);
  }

  /** Every version, newest first (by number within a platform). */
  async list(platform?: number): Promise<VersionRecord[]> {
    const rows = await versionsOf(this.#db.kysely, platform);
    rows.sort((a, b) => a.platform - b.platform || compareVersions(b.version, a.version));
    return rows.map(toRecord);
  }

  /** A fresh installation knows the h5 release it ships (spec §9: 2.1.7); an operator's rows are kept. */
  async ensureFirstRelease(): Promise<void> {
    if (await hasAnyVersion(this.#db.kysely, FIRST_H5.platform)) return;
    await this.publish({ ...FIRST_H5, forced: false });
  }
}
