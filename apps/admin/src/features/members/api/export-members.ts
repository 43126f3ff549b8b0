import { routes } from '@uu/contract/all-routes';
import { callApi, downloadFile } from '@/lib/api';

/**
 * The members registered in a range of platform days as an Excel sheet (tags and the five balances
 * included): asks the server first; a small one is downloaded at once, a large one is written in
 * the background (`queued`, with its row count) for "my exports".
 */
export async function exportMembers(from: string, to: string): Promise<{ queued: boolean; rows: number }> {
  const started = await callApi(routes.startExport, { body: { kind: 'members', query: { from, to } } });
  if (!started.direct) return { queued: true, rows: started.rows };
  await downloadFile(routes.exportMembersXlsx.path, { from, to }, `uu-members_${from}_${to}.xlsx`);
  return { queued: false, rows: started.rows };
}
