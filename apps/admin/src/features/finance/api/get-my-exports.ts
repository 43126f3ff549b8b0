import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExportJob } from '@uu/contract/admin-exports';
import { routes } from '@uu/contract/all-routes';
import { callApi } from '@/lib/api';

export const myExportsKey = ['admin', 'finance', 'myExports'] as const;

/** While a job is queued or being written, its progress is read again every two seconds. */
export const refreshWhileWriting = (items: readonly ExportJob[] | undefined): number | false =>
  items?.some((job) => job.status === 'queued' || job.status === 'running') ? 2000 : false;

export const myExportsOptions = () =>
  queryOptions({
    queryKey: myExportsKey,
    queryFn: () => callApi(routes.listMyExports),
    refetchInterval: (query) => refreshWhileWriting(query.state.data?.items),
  });

export const useMyExports = () => useQuery(myExportsOptions());
