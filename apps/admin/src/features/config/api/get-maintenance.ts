import { useQuery } from '@tanstack/react-query';
import { routes } from '@uu/contract/all-routes';
import { callApi } from '@/lib/api';

export const MAINTENANCE_KEY = ['admin', 'config', 'maintenance'];

export const useMaintenance = () => useQuery({ queryKey: MAINTENANCE_KEY, queryFn: () => callApi(routes.getMaintenanceAdmin) });
