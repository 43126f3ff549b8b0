import { devicesSchema, signedOutSchema, signInHistoryQuerySchema, signInHistorySchema, signOutDeviceBodySchema } from './devices';
import { route } from './route-def';

/** The member's signed-in devices and sign-in history (issue 18, docs/decisions.md "Devices"). */
export const devicesRoutes = {
  listDevices: route({
    method: 'GET',
    path: '/user/devices',
    auth: 'required',
    tag: 'accounts',
    summary: "The account's signed-in devices, most recently active first; the calling one is marked `current`",
    response: devicesSchema,
  }),
  signOutDevice: route({
    method: 'POST',
    path: '/user/devices/signOut',
    auth: 'required',
    tag: 'accounts',
    summary: "Sign out one of the account's own devices: its token and chat socket end at once",
    body: signOutDeviceBodySchema,
    response: signedOutSchema,
  }),
  signOutOtherDevices: route({
    method: 'POST',
    path: '/user/devices/signOutOthers',
    auth: 'required',
    tag: 'accounts',
    summary: 'Sign out every device of the account but the calling one',
    response: signedOutSchema,
  }),
  signInHistory: route({
    method: 'GET',
    path: '/user/signInHistory',
    auth: 'required',
    tag: 'accounts',
    summary: 'Sign-ins to the account in the last 90 days, newest first: time, address, device, success or why it failed',
    query: signInHistoryQuerySchema,
    response: signInHistorySchema,
  }),
};
