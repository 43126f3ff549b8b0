import { routes } from '@uu/contract/all-routes';
import { callApi } from '@/lib/api';

/**
 * Sends an image through the back office's upload call (spec §7: part `pics`, `model` and `pid`
 * in the query) and answers the same-origin path goods, categories and descriptions take.
 */
export async function uploadImage(file: Blob & { name?: string }, model: string, pid?: number): Promise<string> {
  const result = await callApi(routes.adminUpload, {
    query: { model, ...(pid ? { pid } : {}) },
    file: { blob: file, name: file.name || 'image.png' },
  });
  return result.localPath;
}
