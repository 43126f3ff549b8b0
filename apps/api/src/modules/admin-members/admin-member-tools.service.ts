import type { z } from 'zod';
import type {
  MemberPasswordKind,
  memberNoteResultSchema,
  resetMemberPasswordResultSchema,
  setMemberNoteBodySchema,
  setMemberTagsBodySchema,
} from '@uu/contract/admin-members';
import type { Locale } from '@uu/contract/locales';
import { maskContact } from '@uu/domain/contact-mask';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { findUserById, patchUser } from '../accounts/accounts.repository';
import type { UserRow } from '../accounts/accounts.table';
import type { AdminContext } from '../admin/admin-auth.service';
import type { CodesService } from '../codes/codes.service';
import type { SessionsService } from '../sessions/sessions.service';
import * as repo from './admin-member-tools.repository';

type TagsInput = z.output<typeof setMemberTagsBodySchema>;
type NoteInput = z.output<typeof setMemberNoteBodySchema>;
type NoteResult = z.output<typeof memberNoteResultSchema>;
type ResetResult = z.output<typeof resetMemberPasswordResultSchema>;

/** The tag filter's choices: the most used tags (a few hundred at most are worth a drop-down). */
const TAG_CHOICES = 200;

/**
 * A login password no password matches: argon2 cannot parse it, so the sign-in check answers "wrong
 * password" (lib/crypto verifyPassword) until the member sets a new one with a code.
 */
const RESET_LOGIN_PASSWORD = '!reset-by-operator';

/**
 * The back office's member tools (issue 17, "Also deliver"): operators' tags and notes, resetting a
 * member's password without ever seeing or choosing one, and lifting a payment lock. The access
 * check is the route's permission (members.edit for tags and notes, members.security for the
 * rest); the audit hook records each change with the member's row before and after.
 */
export class AdminMemberToolsService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #codes: CodesService;
  readonly #sessions: SessionsService;

  constructor(deps: { db: Db; clock: Clock; codes: CodesService; sessions: SessionsService }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#codes = deps.codes;
    this.#sessions = deps.sessions;
  }

  async tagCounts() {
    return repo.tagCounts(this.#db.kysely, TAG_CHOICES);
  }

  /** The member's tags as a whole; the same tag twice in any case is kept once, as first written. */
  async setTags(id: number, input: TagsInput): Promise<{ tags: string[] }> {
    await this.#member(id);
    const seen = new Set<string>();
    const tags = input.tags.filter((tag) => {
      const key = tag.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    await this.#db.transaction((trx) => repo.replaceTags(trx, id, tags, this.#clock.now()));
    return { tags: (await repo.tagsOf(this.#db.kysely, [id])).get(id) ?? [] };
  }

  async setNote(admin: AdminContext, id: number, input: NoteInput): Promise<NoteResult> {
    await this.#member(id);
    await repo.saveNote(this.#db.kysely, id, input.note, admin.id, this.#clock.now());
    return { note: await this.note(id) };
  }

  async note(id: number): Promise<NoteResult['note']> {
    const row = await repo.findNote(this.#db.kysely, id);
    return row ? { text: row.note, adminName: row.admin_name, updatedAt: Number(row.updated_at) } : null;
  }

  /**
   * The operator never sees or sets a password (decisions.md "Member tools"). Login: the password
   * stops working and every session ends, so whoever knew it is out at once; the member sets a new
   * one with a code on the forgot-password page. Payment: it is cleared with its lock and count,
   * so the next paid action asks the member to set one, with a code (setPayPassword). Either way a
   * code goes to the member's address now, when it can: one the member asked for a minute ago, or a
   * day's limit reached, leaves the reset done and the member asks on that screen.
   */
  async resetPassword(id: number, kind: MemberPasswordKind, ctx: { ip: string; locale: Locale }): Promise<ResetResult> {
    const member = await this.#member(id);
    const now = this.#clock.now();
    if (kind === 'login') {
      await this.#db.transaction(async (trx) => {
        await patchUser(trx, id, { password_hash: RESET_LOGIN_PASSWORD, updated_at: now });
        await this.#sessions.revokeAllOf(id, 'password', trx);
      });
    } else {
      await patchUser(this.#db.kysely, id, { pay_password_hash: null, pay_failures: 0, pay_locked_until: null, updated_at: now });
    }
    const destination = maskContact(await this.#codes.contactOf(member));
    try {
      await this.#codes.sendToAccount(member, kind === 'login' ? 'reset' : 'pay', ctx);
      return { kind, codeSent: true, destination };
    } catch (error) {
      if (error instanceof AppError) return { kind, codeSent: false, destination };
      throw error;
    }
  }

  /** Lifts the lock wrong payment passwords set; `lifted` false when there was none running. */
  async liftPayLock(id: number): Promise<{ lifted: boolean }> {
    await this.#member(id);
    return { lifted: await repo.liftPayLock(this.#db.kysely, id, this.#clock.now()) };
  }

  async #member(id: number): Promise<UserRow> {
    const row = await findUserById(this.#db.kysely, id);
    if (!row) throw new AppError('MEMBER_NOT_FOUND', { status: 404 });
    return row;
  }
}
