import { routes } from '@uu/contract/all-routes';
import { buildPath } from '@uu/contract/routes';
import { downloadFile } from '@/lib/api';

export type ExportKind = 'entries' | 'withdrawals' | 'orders' | 'topups' | 'members';
export type ExportFormat = 'xlsx' | 'csv';

/** Every kind as a spreadsheet for Excel; the first three also as CSV (for programs). */
export const EXPORT_PATHS: Record<ExportKind, Partial<Record<ExportFormat, string>>> = {
  entries: { xlsx: routes.exportEntriesXlsx.path, csv: routes.exportEntries.path },
  withdrawals: { xlsx: routes.exportWithdrawalsXlsx.path, csv: routes.exportWithdrawals.path },
  orders: { xlsx: routes.exportOrdersXlsx.path, csv: routes.exportOrders.path },
  topups: { xlsx: routes.exportTopupsXlsx.path },
  members: { xlsx: routes.exportMembersXlsx.path },
};

/** Downloads one export over a range of platform days with its filter; the server names and audits the file. */
export function downloadExport(
  kind: ExportKind,
  format: ExportFormat,
  from: string,
  to: string,
  filter: Record<string, string | number | undefined>,
) {
  const path = EXPORT_PATHS[kind][format];
  if (!path) throw new Error(`No ${format} export of ${kind}`);
  return downloadFile(path, { from, to, ...filter }, `uu-${kind}_${from}_${to}.${format}`);
}

/** The finished file of one of the operator's background exports. */
export function downloadExportJob(id: number, fileName: string) {
  return downloadFile(buildPath(routes.downloadExportJob.path, { id }), {}, fileName);
}
