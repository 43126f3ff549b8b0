import type { FastifyBaseLogger } from 'fastify';
import { SIGN_IN_HISTORY_DAYS, type SignInFailure } from '@uu/contract/devices';
import { ACCEPT_LANGUAGE, LOCALES, type Locale } from '@uu/contract/locales';
import { maskContact } from '@uu/domain/contact-mask';
import { newDeviceMessage } from '@uu/i18n/server';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { UserRow } from '../accounts/accounts.table';
import type { NoticeSender } from '../codes/code-sender';
import type { CodesService } from '../codes/codes.service';
import { newDeviceEvent } from '../messages/events';
import type { MessagesService } from '../messages/messages.service';
import type { SessionsService } from '../sessions/sessions.service';
import type { SessionDevice } from '../sessions/sessions.table';
import {
  deleteSignInEventsBefore,
  hasAnySignIn,
  hasSignedInFrom,
  insertNotice,
  insertSignInEvent,
  setNoticeStatus,
} from './devices.repository';
import { countryOf } from './place';
import { describeDevice, type DeviceDescription } from './user-agent';

const DAY_MS = 24 * 3600 * 1000;
const HISTORY_MS = SIGN_IN_HISTORY_DAYS * DAY_MS;

/** What a sign-in request tells about where it comes from. */
export type SignInOrigin = { ip: string; clientType: number | null; userAgent?: string | undefined; locale?: Locale | undefined };

/** A sign-in's device, address and country, read once and kept by the session and the history alike. */
export type SignInDevice = DeviceDescription & { ip: string; clientType: number | null; country: string | null; locale: Locale | null };

/**
 * The account's side of every sign-in (issue 18): each one, good or refused, is written to the
 * member's sign-in history; a good one from a device the account has not used in 90 days sends the
 * member a message by email or SMS (docs/decisions.md "Devices"), recorded in member_notices.
 */
export class SignInsService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #sessions: SessionsService;
  readonly #codes: CodesService;
  readonly #sender: NoticeSender;
  readonly #timeZone: () => string;
  readonly #log: FastifyBaseLogger | undefined;
  readonly #messages: MessagesService;
  readonly #sending = new Set<Promise<void>>();

  constructor(deps: {
    db: Db;
    clock: Clock;
    sessions: SessionsService;
    codes: CodesService;
    sender: NoticeSender;
    timeZone: () => string;
    messages: MessagesService;
    log?: FastifyBaseLogger;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#messages = deps.messages;
    this.#sessions = deps.sessions;
    this.#codes = deps.codes;
    this.#sender = deps.sender;
    this.#timeZone = deps.timeZone;
    this.#log = deps.log;
  }

  /** The device of a sign-in request: its user agent and client type read, its address placed. */
  describe(origin: SignInOrigin): SignInDevice {
    return {
      ...describeDevice(origin.userAgent, origin.clientType),
      ip: origin.ip,
      clientType: origin.clientType,
      country: countryOf(origin.ip),
      locale: origin.locale ?? null,
    };
  }

  /** What the session keeps of its device. */
  sessionDevice(device: SignInDevice): SessionDevice {
    return {
      device_key: device.key,
      device_kind: device.kind,
      device_model: device.model,
      browser: device.browser,
      os: device.os,
      country: device.country,
      locale: device.locale,
    };
  }

  /** A sign-in refused although the identifier named this account. */
  async failed(user: UserRow, failure: SignInFailure, device: SignInDevice): Promise<void> {
    await insertSignInEvent(this.#db.kysely, { ...this.#row(user.id, device), success: 0, failure });
  }

  /**
   * A sign-in that opened `sessionId`. Whether the device is new is decided before this sign-in is
   * written: a device the account signed in from in the last 90 days is known; the account's very
   * first sign-in (its registration's device) sends nothing.
   */
  async succeeded(user: UserRow, sessionId: number, device: SignInDevice): Promise<void> {
    const now = this.#clock.now();
    const db = this.#db.kysely;
    const known = await hasSignedInFrom(db, user.id, device.key, now - HISTORY_MS);
    const first = !known && !(await hasAnySignIn(db, user.id));
    // The new-device message is written with the sign-in it reports (issue 21); the email or SMS follows.
    await this.#db.transaction(async (trx) => {
      const id = await insertSignInEvent(trx, { ...this.#row(user.id, device), success: 1, failure: null, session_id: sessionId });
      if (known || first) return;
      const label = [device.model, device.browser, device.os].filter(Boolean).join(' · ') || '—';
      await this.#messages.notify(trx, user.id, newDeviceEvent(id, label, device.ip));
    });
    if (known || first) return;
    const sending = this.#notify(user, sessionId, device).catch((err: unknown) => {
      this.#log?.error({ err, userId: user.id }, 'new-device notice failed');
    });
    this.#sending.add(sending);
    void sending.finally(() => this.#sending.delete(sending));
  }

  /** Resolves when every notice under way has been sent or has failed (tests, shutdown). */
  async settled(): Promise<void> {
    await Promise.all([...this.#sending]);
  }

  /** Forgets sign-ins older than the history shows. */
  async purgeOld(): Promise<void> {
    await deleteSignInEventsBefore(this.#db.kysely, this.#clock.now() - HISTORY_MS);
  }

  async #notify(user: UserRow, sessionId: number, device: SignInDevice): Promise<void> {
    const now = this.#clock.now();
    const to = await this.#codes.contactOf(user);
    const locale = this.#memberLocale(await this.#sessions.lastLocale(user.id, sessionId), device.locale);
    const intlLocale = ACCEPT_LANGUAGE[locale];
    const time = new Intl.DateTimeFormat(intlLocale, {
      timeZone: this.#timeZone(),
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(now);
    const country = device.country ? (new Intl.DisplayNames([intlLocale], { type: 'region' }).of(device.country) ?? device.country) : null;
    const label = [device.model, device.browser, device.os].filter(Boolean).join(' · ') || null;
    const { subject, text } = newDeviceMessage(locale, { account: user.nickname, time, device: label, ip: device.ip, country });
    const id = await insertNotice(this.#db.kysely, {
      user_id: user.id,
      kind: 'newDevice',
      channel: to.includes('@') ? 'email' : 'sms',
      destination: maskContact(to),
      locale,
      subject,
      body: text,
      status: 'pending',
      created_at: now,
      sent_at: null,
    });
    try {
      await this.#sender.notify({ to, kind: 'newDevice', subject, text });
    } catch (error) {
      await setNoticeStatus(this.#db.kysely, id, 'failed', null);
      throw error;
    }
    await setNoticeStatus(this.#db.kysely, id, 'sent', this.#clock.now());
  }

  /** The member's language: that of their latest other session, else the one this sign-in asked in. */
  #memberLocale(previous: string | null, current: Locale | null): Locale {
    return LOCALES.find((l) => l === previous) ?? current ?? 'zh-Hant';
  }

  #row(userId: number, device: SignInDevice) {
    return {
      user_id: userId,
      at: this.#clock.now(),
      ip: device.ip,
      client_type: device.clientType,
      device_key: device.key,
      device_kind: device.kind,
      device_model: device.model,
      browser: device.browser,
      os: device.os,
      country: device.country,
    };
  }
}
