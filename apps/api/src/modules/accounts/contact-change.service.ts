import type { z } from 'zod';
import type { UserInfo } from '@uu/contract/accounts';
import type { changeContactBodySchema } from '@uu/contract/profile';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { CodesService } from '../codes/codes.service';
import type { AuthContext } from '../sessions/sessions.service';
import { findUserByContact, findUserById, isUniqueViolation, personOf, updateUser } from './accounts.repository';
import { userRowToUserInfo } from './accounts.mapper';
import type { StepUpCheck } from './step-up';

type ChangeContactInput = z.output<typeof changeContactBodySchema>;

/**
 * Changing the bound email or phone (issue 18, decisions.md "Step-up for risky changes"): the address
 * codes and recovery go to, and a sign-in name. The member steps up (payment password, or a 'pay'
 * code to the current address), and the new address proves itself with a 'bind' code sent to it.
 * A sibling account has no address of its own: the change is its person's registered account's.
 */
export class ContactChangeService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #codes: CodesService;
  readonly #stepUp: StepUpCheck;

  constructor(deps: { db: Db; clock: Clock; codes: CodesService; stepUp: StepUpCheck }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#codes = deps.codes;
    this.#stepUp = deps.stepUp;
  }

  async change(auth: AuthContext, input: ChangeContactInput): Promise<UserInfo> {
    const db = this.#db.kysely;
    const user = await findUserById(db, auth.user.id);
    if (!user) throw new AppError('TOKEN_INVALID');
    await this.#stepUp.verify(user, input);
    // The address must be free (this also refuses the member's own current address).
    if (await findUserByContact(db, input.contact)) throw new AppError('ALREADY_REGISTERED');
    await this.#codes.consume(input.contact, 'bind', input.newCode);
    const column = input.contact.includes('@') ? 'email' : 'phone';
    try {
      await updateUser(db, personOf(user), { [column]: input.contact, updated_at: this.#clock.now() });
    } catch (error) {
      // Two members binding one address at once: the unique index decides.
      if (isUniqueViolation(error)) throw new AppError('ALREADY_REGISTERED');
      throw error;
    }
    const fresh = await findUserById(db, user.id);
    if (!fresh) throw new AppError('TOKEN_INVALID');
    return userRowToUserInfo(fresh);
  }
}
