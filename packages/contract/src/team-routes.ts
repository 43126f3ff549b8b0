import { userInfoSchema } from './accounts';
import {
  myTeamInfoQuerySchema,
  myTeamInfoSchema,
  promotionPersonNumberSchema,
  setLevelBodySchema,
  sixDegreesQuerySchema,
  sixDegreesSchema,
  teamRewardsQuerySchema,
  teamRewardsSchema,
} from './team';
import { idParamsSchema } from './wallet';
import { route } from './route-def';

/** The team: figures, referrals by depth, and member levels. */
export const teamRoutes = {
  myTeamInfo: route({
    method: 'GET',
    path: '/team/myTeamInfo',
    auth: 'required',
    tag: 'team',
    summary:
      "The member's own team: direct referrals, all members, performance in a period, next level, rewards, and the direct referrals (paged)",
    query: myTeamInfoQuerySchema,
    response: myTeamInfoSchema,
  }),
  selectPromotionPersonNumber: route({
    method: 'GET',
    path: '/personInfo/selectPromotionPersonNumber',
    auth: 'required',
    tag: 'team',
    summary: 'How many members the member invited: in total and today (platform time zone)',
    response: promotionPersonNumberSchema,
  }),
  sixDegrees: route({
    method: 'GET',
    path: '/team/sixDegrees',
    auth: 'required',
    tag: 'team',
    summary: "The member's own team by depth 1-6: counts, and the members at one depth (contacts masked)",
    query: sixDegreesQuerySchema,
    response: sixDegreesSchema,
  }),
  teamRewards: route({
    method: 'GET',
    path: '/team/rewards',
    auth: 'required',
    tag: 'team',
    summary:
      "The member's own referral rewards in one state (pending, available, void), newest first, with the order each came from and when it became available",
    query: teamRewardsQuerySchema,
    response: teamRewardsSchema,
  }),
  setMemberLevel: route({
    method: 'POST',
    path: '/admin/member/:id/level',
    auth: 'operator',
    permission: 'members.edit',
    target: 'member',
    tag: 'operator',
    summary: "Set a member's level (0-5); automatic promotion never lowers it",
    params: idParamsSchema,
    body: setLevelBodySchema,
    response: userInfoSchema,
  }),
} as const;
