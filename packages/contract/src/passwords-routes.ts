import { z } from 'zod';
import { userInfoSchema } from './accounts';
import {
  applyModifyPasswordQuerySchema,
  applyModifyPasswordResultSchema,
  resetPasswordBodySchema,
  setPayPasswordBodySchema,
  updatePasswordBodySchema,
} from './passwords';
import { route } from './route-def';

/** Login and payment passwords (spec §7): reset by code, change, set the first payment password. */
export const passwordsRoutes = {
  resetPassword: route({
    method: 'POST',
    path: '/user/resetPassword',
    auth: 'none',
    tag: 'accounts',
    summary: 'Password recovery (getBack): a reset code sent to the email or phone, and the new password',
    body: resetPasswordBodySchema,
    response: z.null(),
  }),
  applyModifyPassword: route({
    method: 'GET',
    path: '/personInfo/applyModifyPassword',
    auth: 'required',
    tag: 'accounts',
    summary: "Start a change by code: send a code to the signed-in account's own email or phone",
    query: applyModifyPasswordQuerySchema,
    response: applyModifyPasswordResultSchema,
  }),
  updatePassword: route({
    method: 'POST',
    path: '/personInfo/updatePayPassword',
    auth: 'required',
    tag: 'accounts',
    summary: 'Change the login (updateType 1) or payment (2) password, by old password (type 1) or code (2); ends every session',
    body: updatePasswordBodySchema,
    response: z.null(),
  }),
  setPayPassword: route({
    method: 'POST',
    alsoGet: true,
    path: '/personInfo/setPayPassword',
    auth: 'required',
    tag: 'accounts',
    summary: 'Set the first payment password (6 digits, hashed) with a code from applyModifyPassword',
    body: setPayPasswordBodySchema,
    response: userInfoSchema,
  }),
} as const;
