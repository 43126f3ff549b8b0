import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import type { ContentPageSlug } from '@uu/contract/content';
import { EmptyView } from '@/components/ui/empty-view';
import { PageLoading } from '@/components/ui/page-loading';
import { ApiError } from '@/lib/api-client';
import { useContentPage } from '../api/get-content-page';
import { useContentTranslation } from '../hooks/use-content-translation';
import articleStyles from './agreement-view.module.css';
import { RichText } from './rich-text';

/**
 * The guide or the company overview in the interface language (zh-Hant where the operator wrote no
 * translation, marked with its own `lang` so a screen reader reads it right), with `children` after it.
 */
export function ContentPageView({ slug, children }: { slug: ContentPageSlug; children?: ReactNode }) {
  const { t, i18n } = useContentTranslation();
  const { data, error, isPending, refetch, isFetching } = useContentPage(slug);

  if (isPending) return <PageLoading />;
  if (!data) {
    return (
      <>
        <EmptyView text={error instanceof ApiError ? error.msg : undefined}>
          <Button color="primary" fill="outline" shape="rounded" loading={isFetching} onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        </EmptyView>
        {children}
      </>
    );
  }

  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(data.updatedAt));
  return (
    <>
      <article className={articleStyles.article} lang={data.locale} aria-busy={isFetching || undefined} data-testid={`content-${slug}`}>
        <h2 className={articleStyles.title}>{data.title}</h2>
        <p className={articleStyles.meta}>{t('content.updatedAt', { date })}</p>
        <RichText html={data.content} className={articleStyles.content} testId="content-body" />
      </article>
      {children}
    </>
  );
}
