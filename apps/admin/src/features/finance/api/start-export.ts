import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StartExportBody } from '@uu/contract/admin-exports';
import { routes } from '@uu/contract/all-routes';
import { callApi } from '@/lib/api';
import { myExportsKey } from './get-my-exports';

/** Asks the server to start an export: a small one answers `direct` (downloaded at once), a large one is queued. */
export function useStartExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StartExportBody) => callApi(routes.startExport, { body }),
    onSuccess: (result) => {
      if (!result.direct) void client.invalidateQueries({ queryKey: myExportsKey });
    },
  });
}
