import type { z } from 'zod';
import { routes } from '@uu/contract/all-routes';
import type { setTopUpChannelsBodySchema } from '@uu/contract/wallet';
import { callApi } from '@/lib/api';

export type SetTopUpChannelsBody = z.input<typeof setTopUpChannelsBodySchema>;

/** Replaces the list of where members send top-up money. */
export const setTopUpChannels = (body: SetTopUpChannelsBody) => callApi(routes.setTopUpChannels, { body });
