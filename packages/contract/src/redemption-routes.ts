import { redeemBodySchema, redeemResultSchema } from './redemption';
import { route } from './route-def';

/** A member redeems a code (issue 24; docs/decisions.md "Redemption codes"). */
export const redemptionRoutes = {
  redeemCode: route({
    method: 'POST',
    path: '/user/redeem',
    auth: 'required',
    tag: 'wallet',
    summary:
      'Redeem a code: its reward (UU, a coupon or a chat package) is given at once, in one transaction with the code spent. Throttled per member and per address',
    body: redeemBodySchema,
    response: redeemResultSchema,
  }),
};
