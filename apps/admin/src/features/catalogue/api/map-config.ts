import { queryOptions } from '@tanstack/react-query';
import { routes } from '@uu/contract/all-routes';
import { callApi } from '@/lib/api';

/** Where the store form's map takes its tiles from (the member app's `getMapConfig`; none: coordinates only). */
export const mapConfigQuery = () =>
  queryOptions({ queryKey: ['places', 'map-config'], queryFn: () => callApi(routes.getMapConfig), staleTime: Infinity });
