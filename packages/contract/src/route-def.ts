import type { z } from 'zod';
import type { AuditTarget } from './admin';
import type { Permission } from './admin-permissions';

/**
 * auth: 'none' public; 'optional' works for visitors and reads the session when present;
 * 'required' answers 410000/410001/410002 without a valid token; 'operator' is a back-office
 * call (the admin console's): refused with 9403 without credentials, 8002 with a back-office
 * session that ended, and 8003 when the operator's role does not hold the route's `permission`
 * (admin holds every one).
 */
export type Auth = 'none' | 'optional' | 'required' | 'operator';

export type RouteDef = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  auth: Auth;
  summary: string;
  tag: string;
  query?: z.ZodType;
  body?: z.ZodType;
  params?: z.ZodType;
  response: z.ZodType;
  /**
   * product.md "Conventions": a call the spec lists as GET but that changes state is served at its
   * path for POST (JSON body; what our client sends) and for GET (the same schema read from the
   * query string), one handler.
   */
  alsoGet?: true;
  /** The body is multipart/form-data with one file part (uploads); `body` is then absent. */
  multipart?: true;
  /**
   * The call moves value: it needs an `Idempotency-Key` header (product.md), and a repeat of the
   * same key with the same body answers the first answer without moving anything again.
   */
  idempotent?: true;
  /** The body comes as application/x-www-form-urlencoded (spec §7: the chat-history listing). */
  form?: true;
  /**
   * Answered while the operator's maintenance switch is on (health checks, the maintenance status
   * itself). Every other member call (auth none, optional or required) then answers MAINTENANCE;
   * operator calls always pass.
   */
  duringMaintenance?: true;
  /**
   * Back-office calls: the permission (admin-permissions.ts) the caller's role must hold; null: any
   * signed-in operator (their own account: sign-out, password, two-factor).
   */
  permission?: Permission | null;
  /**
   * What a back-office call changes, for the audit log: the row's state is read before and after
   * the call by `params.id` (or `body.id`), and written with who and when.
   */
  target?: AuditTarget;
};

/** A route definition; a back-office route must say which permission it needs. */
export function route<const T extends RouteDef>(def: T & (T['auth'] extends 'operator' ? { permission: Permission | null } : unknown)): T {
  return def;
}
