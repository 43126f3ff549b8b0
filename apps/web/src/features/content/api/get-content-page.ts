import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentPage, ContentPageSlug } from '@uu/contract/content';
import type { Locale } from '@uu/contract/locales';
import { routes } from '@uu/contract/routes';
import { useTranslation } from 'react-i18next';
import { request } from '@/lib/api-client';

const routeOf = { guide: routes.getGuide, companyOverview: routes.getCompanyOverview } as const;

/** GET /content/guide or /content/companyOverview in the request language (zh-Hant when untranslated). */
export function getContentPage(slug: ContentPageSlug, signal?: AbortSignal): Promise<ContentPage> {
  return request(routeOf[slug], { signal, silent: true });
}

// The language is part of the key: switching the picker fetches the other translation.
export const getContentPageQueryOptions = (slug: ContentPageSlug, locale: Locale) =>
  queryOptions({
    queryKey: ['content-page', slug, locale],
    queryFn: ({ signal }) => getContentPage(slug, signal),
    staleTime: 10 * 60_000,
  });

/** The page in the interface language; the previous language stays shown while the next loads. */
export function useContentPage(slug: ContentPageSlug) {
  const { i18n } = useTranslation();
  return useQuery({ ...getContentPageQueryOptions(slug, i18n.language as Locale), placeholderData: keepPreviousData });
}
