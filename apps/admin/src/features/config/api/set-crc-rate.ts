import type { z } from 'zod';
import { routes } from '@uu/contract/all-routes';
import type { setCrcRateBodySchema } from '@uu/contract/wallet';
import { callApi } from '@/lib/api';

export type SetCrcRateBody = z.input<typeof setCrcRateBodySchema>;

/** Sets the CRC rate (UU per CRC); the server keeps its history. */
export const setCrcRate = (body: SetCrcRateBody) => callApi(routes.setCrcRate, { body });
