import { useMutation } from '@tanstack/react-query';
import type { UploadResult } from '@uu/contract/profile';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';

/**
 * POST /file/file/upload: one image as multipart/form-data (part `file`). Failures follow spec §8
 * "Upload" in the API client: status 403 shows the data text, another code its message, no
 * answer 'upload image failed'.
 */
export function uploadImage(file: Blob): Promise<UploadResult> {
  return request(routes.upload, { file });
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
