import { z } from 'zod';
import { csvFileSchema } from './admin-finance';
import {
  createRedeemBatchBodySchema,
  redeemBatchIdParamsSchema,
  redeemBatchPageSchema,
  redeemBatchSchema,
  redeemCodePageSchema,
  redeemCodesQuerySchema,
  voidRedeemCodeParamsSchema,
} from './redemption';
import { pageQuerySchema } from './envelope';
import { route } from './route-def';

/** The back office's redemption code batches: the coupons' permissions (codes are handed out like coupons). */
export const adminRedemptionRoutes = {
  adminRedeemBatches: route({
    method: 'GET',
    path: '/admin/redeem/batches',
    auth: 'operator',
    permission: 'coupons.view',
    tag: 'operator',
    summary: 'Batches of redemption codes, newest first, with how many codes were redeemed and voided',
    query: pageQuerySchema,
    response: redeemBatchPageSchema,
  }),
  createRedeemBatch: route({
    method: 'POST',
    path: '/admin/redeem/batches',
    auth: 'operator',
    permission: 'coupons.edit',
    target: 'redeemBatch',
    tag: 'operator',
    summary: 'Make a batch: its reward, how many codes, the period they can be redeemed in, one per member or not',
    body: createRedeemBatchBodySchema,
    response: redeemBatchSchema,
  }),
  voidRedeemBatch: route({
    method: 'POST',
    path: '/admin/redeem/batches/:id/void',
    auth: 'operator',
    permission: 'coupons.edit',
    target: 'redeemBatch',
    tag: 'operator',
    summary: "Void a batch: none of its unused codes can be redeemed any more (what was redeemed stays the members')",
    params: redeemBatchIdParamsSchema,
    response: redeemBatchSchema,
  }),
  adminRedeemCodes: route({
    method: 'GET',
    path: '/admin/redeem/batches/:id/codes',
    auth: 'operator',
    permission: 'coupons.view',
    tag: 'operator',
    summary: "A batch's codes with who redeemed each and when (paged)",
    params: redeemBatchIdParamsSchema,
    query: redeemCodesQuerySchema,
    response: redeemCodePageSchema,
  }),
  voidRedeemCode: route({
    method: 'POST',
    path: '/admin/redeem/batches/:id/codes/:codeId/void',
    auth: 'operator',
    permission: 'coupons.edit',
    target: 'redeemBatch',
    tag: 'operator',
    summary: 'Void one unused code (a code handed out by mistake)',
    params: voidRedeemCodeParamsSchema,
    response: z.null(),
  }),
  exportRedeemCodes: route({
    method: 'GET',
    path: '/admin/exports/redeem-codes.csv',
    auth: 'operator',
    permission: 'coupons.edit',
    target: 'export',
    tag: 'operator',
    summary: "A batch's codes as CSV (code, state, member, time) to print or hand to a partner; audited",
    query: z.object({ batchId: z.coerce.number({ error: 'validation.id' }).int().positive({ error: 'validation.id' }) }),
    response: csvFileSchema,
  }),
};
