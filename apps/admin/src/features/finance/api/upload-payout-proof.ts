import { routes } from '@uu/contract/all-routes';
import { callApi } from '@/lib/api';

/** A payout's proof image through the console's upload (spec §7: part `pics`, model `payout`, the withdrawal's id). */
export async function uploadPayoutProof(file: Blob & { name?: string }, withdrawalId: number): Promise<string> {
  const result = await callApi(routes.adminUpload, {
    query: { model: 'payout', pid: withdrawalId },
    file: { blob: file, name: file.name || 'proof.png' },
  });
  return result.url;
}
