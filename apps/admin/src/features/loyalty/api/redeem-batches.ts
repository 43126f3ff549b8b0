import { routes } from '@uu/contract/all-routes';
import { callApi, downloadFile, type CallOptions } from '@/lib/api';

/** The console's redemption-code calls (see the routes in @uu/contract admin-redemption-routes.ts). */
export const listRedeemBatches = (query: NonNullable<CallOptions<typeof routes.adminRedeemBatches>['query']>) =>
  callApi(routes.adminRedeemBatches, { query });

export const createRedeemBatch = (body: NonNullable<CallOptions<typeof routes.createRedeemBatch>['body']>) =>
  callApi(routes.createRedeemBatch, { body });

export const voidRedeemBatch = (id: number) => callApi(routes.voidRedeemBatch, { params: { id } });

export const listRedeemCodes = (id: number, query: NonNullable<CallOptions<typeof routes.adminRedeemCodes>['query']>) =>
  callApi(routes.adminRedeemCodes, { params: { id }, query });

export const voidRedeemCode = (id: number, codeId: number) => callApi(routes.voidRedeemCode, { params: { id, codeId } });

/** The batch's codes as CSV, downloaded with the session's headers (the server audits it). */
export const downloadRedeemCodes = (batchId: number) =>
  downloadFile(routes.exportRedeemCodes.path, { batchId }, `redeem-codes-${batchId}.csv`);
