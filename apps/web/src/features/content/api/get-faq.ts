import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FaqList } from '@uu/contract/content';
import type { Locale } from '@uu/contract/locales';
import { routes } from '@uu/contract/routes';
import { useTranslation } from 'react-i18next';
import { request } from '@/lib/api-client';

/** GET /content/faq: the questions in their order, in the request language. */
export function getFaq(signal?: AbortSignal): Promise<FaqList> {
  return request(routes.getFaq, { signal, silent: true });
}

export const getFaqQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: ['faq', locale], queryFn: ({ signal }) => getFaq(signal), staleTime: 10 * 60_000 });

export function useFaq() {
  const { i18n } = useTranslation();
  return useQuery({ ...getFaqQueryOptions(i18n.language as Locale), placeholderData: keepPreviousData });
}
