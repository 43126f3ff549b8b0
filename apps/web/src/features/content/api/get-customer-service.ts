import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@uu/contract/locales';
import type { CustomerService } from '@uu/contract/profile';
import { routes } from '@uu/contract/routes';
import { useTranslation } from 'react-i18next';
import { request } from '@/lib/api-client';

/** GET /sysConfig/getCustomerService: the operator's contacts and opening hours (in the request language). */
export function getCustomerService(signal?: AbortSignal): Promise<CustomerService> {
  return request(routes.getCustomerService, { signal });
}

// The hours are written per language: the language is part of the key.
export const getCustomerServiceQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['customer-service', locale],
    queryFn: ({ signal }) => getCustomerService(signal),
    staleTime: 10 * 60_000,
  });

export function useCustomerService(enabled = true) {
  const { i18n } = useTranslation();
  return useQuery({ ...getCustomerServiceQueryOptions(i18n.language as Locale), enabled });
}
