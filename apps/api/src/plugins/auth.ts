import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { allows, ALL_PERMISSIONS_ROLE, PERMISSIONS, type Permission } from '@uu/contract/admin-permissions';
import { Header } from '@uu/contract/headers';
import { AppError } from '../lib/app-error';
import { sha256Hex } from '../lib/crypto';
import { PASSWORD_CHANGE_PATHS } from '@uu/contract/admin-password';
import { TWO_FACTOR_SETUP_PATHS } from '@uu/contract/admin-security';
import type { AdminAuthService, AdminContext } from '../modules/admin/admin-auth.service';
import type { AuthContext, SessionsService } from '../modules/sessions/sessions.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session and account, when the request carried a valid `satoken`. */
    auth: AuthContext | null;
    /** The operator of a back-office call, once the auth hook let it through. */
    admin: AdminContext | null;
    /** The `satoken` lookup the request limit made first (requestIdentity); the auth hook reuses it. */
    sessionLookup: AuthContext | Promise<AuthContext> | null;
  }
}

/** What the integrations' key acts as: an admin without a person, audited as such. */
const KEY_ADMIN: AdminContext = {
  id: null,
  sessionId: null,
  email: 'OPERATOR_API_KEY',
  name: 'OPERATOR_API_KEY',
  role: 'admin',
  roleName: null,
  permissions: PERMISSIONS,
  storeId: null,
  mustChangePassword: false,
  twoFactor: false,
  mustSetUpTwoFactor: false,
};

/** The one check of every back-office call: the caller's role holds the route's permission, else 8003 (HTTP 403). */
function requirePermission(admin: AdminContext, permission: Permission | null): void {
  if (!allows(admin.permissions, permission)) throw new AppError('ROLE_FORBIDDEN', { status: 403 });
}

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const sent = request.headers[name];
  return Array.isArray(sent) ? sent[0] : sent;
}

/**
 * Who the request limit counts (plugins/security.ts): a member or an operator by a session that
 * was checked, `null` (the client address) otherwise — a token that is not a live session counts
 * by address, so rotating made-up tokens does not escape the limit. Only routes that read a token
 * look it up; the member's lookup is kept for the auth hook, so it is made once.
 */
export function requestIdentity(sessions: SessionsService, admins: AdminAuthService) {
  return (request: FastifyRequest): string | null | Promise<string | null> => {
    const mode = request.routeOptions.config.auth;
    if (mode === 'operator') {
      const adminToken = headerOf(request, Header.adminToken);
      if (!adminToken) return null;
      return admins.authenticate(adminToken).then(
        (admin) => (admin.id ? `operator:${admin.id}` : null),
        () => null,
      );
    }
    if (mode !== 'required' && mode !== 'optional') return null;
    const token = headerOf(request, Header.token);
    if (!token) return null;
    // A session this instance holds is answered at once; any other is looked up, the lookup kept for the auth hook.
    const known = sessions.cached(token);
    if (known) {
      request.sessionLookup = known;
      return `member:${known.user.id}`;
    }
    const lookup = sessions.authenticate(token);
    request.sessionLookup = lookup;
    return lookup.then(
      (auth) => `member:${auth.user.id}`,
      () => null,
    );
  };
}

/**
 * Reads `satoken` (spec §7) before the body is even parsed. Routes marked `required` answer
 * 410000 without a token and 410001/410002/401/601/999999 for a token that no longer works;
 * `optional` routes treat a bad token as a visitor.
 *
 * Back-office routes (`operator`) take an operator's session (`x-admin-token`) and check that its
 * role holds the route's `permission` (requirePermission: the permission table, read with the
 * session; admin holds every one), or the integrations' OPERATOR_API_KEY
 * (`x-operator-key`, compared as hashes in constant time; closed when none is configured).
 */
export function registerAuth(app: FastifyInstance, sessions: SessionsService, admins: AdminAuthService, operatorKey: string | undefined) {
  const expected = operatorKey ? Buffer.from(sha256Hex(operatorKey), 'hex') : null;
  app.decorateRequest('auth', null);
  app.decorateRequest('admin', null);
  app.decorateRequest('sessionLookup', null);
  /** A back-office call: an operator's session holding the route's permission, or the integrations' key. */
  const operator = async (request: FastifyRequest) => {
    const config = request.routeOptions.config;
    const adminToken = headerOf(request, Header.adminToken);
    if (adminToken) {
      const admin = await admins.authenticate(adminToken);
      // A back-office route always carries its contract definition; one without is the admin's alone.
      if (!config.def && admin.role !== ALL_PERMISSIONS_ROLE) throw new AppError('ROLE_FORBIDDEN', { status: 403 });
      requirePermission(admin, config.def?.permission ?? null);
      // A generated password is changed before anything else (the console shows only that screen).
      if (admin.mustChangePassword && !PASSWORD_CHANGE_PATHS.includes(request.routeOptions.url ?? '')) {
        throw new AppError('ADMIN_PASSWORD_CHANGE_REQUIRED', { status: 403 });
      }
      // So is two-factor sign-in, when the admin requires it of the account's role.
      if (admin.mustSetUpTwoFactor && !TWO_FACTOR_SETUP_PATHS.includes(request.routeOptions.url ?? '')) {
        throw new AppError('ADMIN_TWO_FACTOR_REQUIRED', { status: 403 });
      }
      request.admin = admin;
      return;
    }
    const key = headerOf(request, Header.operatorKey);
    if (!expected || !key || !timingSafeEqual(Buffer.from(sha256Hex(key), 'hex'), expected)) {
      throw new AppError('OPERATOR_ONLY', { status: 403 });
    }
    request.admin = KEY_ADMIN;
  };
  // A plain callback: a member's session this instance holds is checked without a promise (issue 25).
  app.addHook('onRequest', (request, _reply, done) => {
    const mode = request.routeOptions.config.auth;
    if (!mode || mode === 'none') {
      done();
      return;
    }
    if (mode === 'operator') {
      operator(request).then(() => done(), done);
      return;
    }
    const token = headerOf(request, Header.token);
    if (!token) {
      done(mode === 'required' ? new AppError('TOKEN_ABSENT') : undefined);
      return;
    }
    const lookup = request.sessionLookup ?? sessions.cached(token) ?? sessions.authenticate(token);
    if (!(lookup instanceof Promise)) {
      request.auth = lookup;
      done();
      return;
    }
    lookup.then(
      (auth) => {
        request.auth = auth;
        done();
      },
      (error: unknown) => done(mode === 'optional' && error instanceof AppError ? undefined : (error as Error)),
    );
  });
}
