import { z } from 'zod';
import {
  agreementParamsSchema,
  agreementSchema,
  loginBodySchema,
  loginResultSchema,
  registerBodySchema,
  sendCodeQuerySchema,
  sendCodeResultSchema,
  userInfoSchema,
} from './accounts';

/**
 * Every call of the API (spec §7) in one place: method, path, request schemas, the schema of
 * `data` in the answer, and who may call it. The server registers its routes from these and
 * the web's API files call through them, so neither side hand-copies a type.
 *
 * auth: 'none' public; 'optional' works for visitors and reads the session when present;
 * 'required' answers 410000/410001/410002 without a valid token.
 */
export type Auth = 'none' | 'optional' | 'required';

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
};

function route<const T extends RouteDef>(def: T): T {
  return def;
}

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
  uptimeSeconds: z.number().int(),
});

export const routes = {
  health: route({
    method: 'GET',
    path: '/health',
    auth: 'none',
    tag: 'system',
    summary: 'Liveness and database reachability, for load balancers',
    response: healthSchema,
  }),
  sendCode: route({
    method: 'GET',
    path: '/sms/sendCode',
    auth: 'optional',
    tag: 'accounts',
    summary: 'Send a 6-digit verification code to an email or phone (register, reset, pay)',
    query: sendCodeQuerySchema,
    response: sendCodeResultSchema,
  }),
  register: route({
    method: 'POST',
    path: '/user/register',
    auth: 'none',
    tag: 'accounts',
    summary: 'Register with an email or phone, its code, a password and an optional invitation code',
    body: registerBodySchema,
    response: userInfoSchema,
  }),
  login: route({
    method: 'POST',
    path: '/auth/doLogin',
    auth: 'none',
    tag: 'accounts',
    summary: 'Sign in by email, phone, nickname or member number',
    body: loginBodySchema,
    response: loginResultSchema,
  }),
  logout: route({
    method: 'POST',
    path: '/auth/logout',
    auth: 'required',
    tag: 'accounts',
    summary: 'Revoke the current token',
    response: z.null(),
  }),
  getUserInfo: route({
    method: 'GET',
    path: '/personInfo/getUserInfo',
    auth: 'required',
    tag: 'accounts',
    summary: "The signed-in member's profile",
    response: userInfoSchema,
  }),
  getAgreement: route({
    method: 'GET',
    path: '/agreement/getAgreement/:id',
    auth: 'none',
    tag: 'content',
    summary: 'An agreement (1 service agreement, 2 privacy policy) in the request language',
    params: agreementParamsSchema,
    response: agreementSchema,
  }),
} as const;

export type Routes = typeof routes;
export type RouteName = keyof Routes;

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
export type QueryOf<R extends RouteDef> = R['query'] extends z.ZodType ? InputOf<R['query']> : undefined;
export type BodyOf<R extends RouteDef> = R['body'] extends z.ZodType ? InputOf<R['body']> : undefined;
export type ParamsOf<R extends RouteDef> = R['params'] extends z.ZodType ? InputOf<R['params']> : undefined;
export type DataOf<R extends RouteDef> = z.output<R['response']>;

/** Fills `:name` segments of a route path. */
export function buildPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
