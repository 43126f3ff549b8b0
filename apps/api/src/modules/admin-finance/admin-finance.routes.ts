import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { routes } from '@uu/contract/all-routes';
import type { RouteDef } from '@uu/contract/routes';
import { defineRoute } from '../../lib/route';
import type { AdminContext } from '../admin/admin-auth.service';
import type { XlsxFile } from './admin-exports.service';
import type { CsvFile } from './admin-csv-exports.service';
import { XLSX_TYPE } from './xlsx';

/**
 * The back office's calls for top-up and withdrawal queues, the ledger and exports (contract
 * admin-finance-routes.ts). Services come from `app.services`.
 */
export function registerAdminFinanceRoutes(app: FastifyInstance): void {
  const { finance, csvExports: csv, exports: sheets, exportJobs } = app.services;

  defineRoute(app, routes.listTopUpQueue, ({ query }) => finance.topUps(query));
  defineRoute(app, routes.listWithdrawalQueue, ({ query }) => finance.withdrawals(query));
  defineRoute(app, routes.verifyLedger, () => finance.verifyLedger());

  defineCsvRoute(app, routes.exportEntries, (query, request) => csv.exportEntries(callerOf(request), query));
  defineCsvRoute(app, routes.exportWithdrawals, (query, request) => csv.exportWithdrawals(callerOf(request), query));
  defineCsvRoute(app, routes.exportOrders, (query, request) => csv.exportOrders(callerOf(request), query, request.locale));

  defineXlsxRoute(app, routes.exportOrdersXlsx, (query, request) => sheets.orders(callerOf(request), query, request.locale));
  defineXlsxRoute(app, routes.exportMembersXlsx, (query, request) => sheets.members(callerOf(request), query, request.locale));
  defineXlsxRoute(app, routes.exportTopupsXlsx, (query, request) => sheets.topups(callerOf(request), query, request.locale));
  defineXlsxRoute(app, routes.exportWithdrawalsXlsx, (query, request) => sheets.withdrawals(callerOf(request), query, request.locale));
  defineXlsxRoute(app, routes.exportEntriesXlsx, (query, request) => sheets.entries(callerOf(request), query, request.locale));

  defineRoute(app, routes.startExport, ({ body, request }) => exportJobs.start(callerOf(request), body, request.locale));
  defineRoute(app, routes.listMyExports, ({ request }) => exportJobs.list(callerOf(request)));
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: routes.downloadExportJob.path,
    config: { auth: routes.downloadExportJob.auth, def: routes.downloadExportJob },
    schema: {
      summary: routes.downloadExportJob.summary,
      tags: [routes.downloadExportJob.tag],
      params: routes.downloadExportJob.params,
      produces: [XLSX_TYPE],
      security: [{ adminToken: [] }],
    },
    handler: async (request, reply) => {
      const file = await exportJobs.download(callerOf(request), request.params.id);
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  });
}

/** The auth hook let the call through, so it has an operator. */
function callerOf(request: FastifyRequest) {
  return { admin: request.admin as AdminContext, ip: request.ip };
}

/**
 * A download of the contract (no envelope): the same `config` as defineRoute gives, so the auth
 * hook checks the role and a refusal is still an envelope; the query is validated by the
 * contract's schema. The answer is text/csv (UTF-8 with a BOM) as an attachment, streamed.
 */
export function defineCsvRoute<R extends RouteDef & { method: 'GET'; query: z.ZodType }>(
  app: FastifyInstance,
  def: R,
  build: (query: z.output<R['query']>, request: FastifyRequest) => Promise<CsvFile>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: def.path,
    config: { auth: def.auth, def },
    schema: {
      summary: def.summary,
      tags: [def.tag],
      querystring: def.query,
      produces: ['text/csv'],
      security: [{ adminToken: [] }],
    },
    handler: async (request, reply) => {
      const file = await build(request.query as z.output<R['query']>, request);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(file.lines));
    },
  });
}

/** The same as defineCsvRoute for a spreadsheet (.xlsx), streamed as it is written. */
function defineXlsxRoute<R extends RouteDef & { method: 'GET'; query: z.ZodType }>(
  app: FastifyInstance,
  def: R,
  build: (query: z.output<R['query']>, request: FastifyRequest) => Promise<XlsxFile>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: def.path,
    config: { auth: def.auth, def },
    schema: {
      summary: def.summary,
      tags: [def.tag],
      querystring: def.query,
      produces: [XLSX_TYPE],
      security: [{ adminToken: [] }],
    },
    handler: async (request, reply) => {
      const file = await build(request.query as z.output<R['query']>, request);
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  });
}
