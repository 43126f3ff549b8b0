import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Agreement } from '@uu/contract/accounts';
import type { Locale } from '@uu/contract/locales';
import { routes } from '@uu/contract/routes';
import { useTranslation } from 'react-i18next';
import { request } from '@/lib/api-client';

/** GET /agreement/getAgreement/:id in the request language (accept-language). */
export function getAgreement(id: number, signal?: AbortSignal): Promise<Agreement> {
  return request(routes.getAgreement, { params: { id }, signal, silent: true });
}

// The language is part of the key: the server answers in the accept-language, so switching the
// picker must fetch the other translation rather than show the cached one.
export const getAgreementQueryOptions = (id: number, locale: Locale) =>
  queryOptions({
    queryKey: ['agreement', id, locale],
    queryFn: ({ signal }) => getAgreement(id, signal),
    staleTime: 10 * 60_000,
  });

/** The agreement in the interface language; the previous language stays shown while the next loads. */
export function useAgreement(id: number) {
  const { i18n } = useTranslation();
  return useQuery({ ...getAgreementQueryOptions(id, i18n.language as Locale), placeholderData: keepPreviousData });
}
