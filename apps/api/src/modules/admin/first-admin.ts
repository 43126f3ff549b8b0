import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../db/database';
import { withStartLock } from '../../db/start-lock';
import type { Clock } from '../../lib/clock';
import { hashPassword } from '../../lib/crypto';
import { countAdmins, insertAdmin } from './admin.repository';

export const FIRST_ADMIN_PASSWORD_FILE = 'first-admin-password.txt';

export type FirstAdmin = { email: string; generated: boolean; passwordFile: string | null };

/**
 * The first admin, on a database with no back-office account: from ADMIN_EMAIL and
 * ADMIN_PASSWORD, or with a generated password written to `first-admin-password.txt` in the data
 * directory, readable by the server's user only (mode 0600), never to the log; that account must
 * change it at its first sign-in, and the file goes then. Nothing when an account exists.
 * Instances starting together create one: under the start lock (PostgreSQL), and the check and
 * the insert in one transaction (SQLite's BEGIN IMMEDIATE).
 */
export async function createFirstAdmin(
  deps: { db: Db; clock: Clock; dataDir: string | undefined },
  email: string | undefined,
  password: string | undefined,
): Promise<FirstAdmin | null> {
  return withStartLock(deps.db, async () => {
    if ((await countAdmins(deps.db.kysely)) > 0) return null;
    // The default must pass the sign-in schema's email check (a dotted domain), or nobody could sign in.
    const chosen = { email: (email ?? 'admin@uu.example').toLowerCase(), password: password ?? randomBytes(12).toString('base64url') };
    const generated = password === undefined;
    const passwordHash = await hashPassword(chosen.password);
    const created = await deps.db.transaction(async (trx) => {
      if ((await countAdmins(trx)) > 0) return false;
      await insertAdmin(trx, {
        email: chosen.email,
        name: 'Admin',
        password_hash: passwordHash,
        role: 'admin',
        store_id: null,
        disabled: 0,
        must_change_password: generated ? 1 : 0,
        created_at: deps.clock.now(),
        last_login_at: null,
      });
      return true;
    });
    if (!created) return null;
    let passwordFile: string | null = null;
    if (generated && deps.dataDir) {
      passwordFile = path.join(deps.dataDir, FIRST_ADMIN_PASSWORD_FILE);
      fs.mkdirSync(deps.dataDir, { recursive: true });
      fs.writeFileSync(passwordFile, `${chosen.email}\n${chosen.password}\n`, { mode: 0o600 });
      fs.chmodSync(passwordFile, 0o600);
    }
    return { email: chosen.email, generated, passwordFile };
  });
}

/** The generated first password's file, once that account has chosen its own. */
export function removeFirstAdminPasswordFile(dataDir: string): void {
  fs.rmSync(path.join(dataDir, FIRST_ADMIN_PASSWORD_FILE), { force: true });
}
