import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AgreementList } from '@uu/contract/content';
import type { Locale } from '@uu/contract/locales';
import { routes } from '@uu/contract/routes';
import { useTranslation } from 'react-i18next';
import { request } from '@/lib/api-client';

/** GET /agreement/list: the agreements' ids and titles in the request language (navWe). */
export function listAgreements(signal?: AbortSignal): Promise<AgreementList> {
  return request(routes.listAgreements, { signal, silent: true });
}

export const listAgreementsQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: ['agreements', locale], queryFn: ({ signal }) => listAgreements(signal), staleTime: 10 * 60_000 });

export function useAgreements() {
  const { i18n } = useTranslation();
  return useQuery({ ...listAgreementsQueryOptions(i18n.language as Locale), placeholderData: keepPreviousData });
}
