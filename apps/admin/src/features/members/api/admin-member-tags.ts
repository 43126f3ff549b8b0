import { routes } from '@uu/contract/all-routes';
import { callApi } from '@/lib/api';

/** The console's `adminMemberTags` call (see the route in @uu/contract): the tags in use, the most used first. */
export const adminMemberTags = () => callApi(routes.adminMemberTags, {});
