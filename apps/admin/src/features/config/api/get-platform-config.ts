import { useQuery } from '@tanstack/react-query';
import { routes } from '@uu/contract/all-routes';
import { callApi } from '@/lib/api';

/** The platform config in effect (GET /admin/config); every settings card reads and refreshes this key. */
export const PLATFORM_CONFIG_KEY = ['admin', 'config', 'platform'];

export const getPlatformConfig = () => callApi(routes.getPlatformConfig);

export const usePlatformConfig = () => useQuery({ queryKey: PLATFORM_CONFIG_KEY, queryFn: getPlatformConfig });
