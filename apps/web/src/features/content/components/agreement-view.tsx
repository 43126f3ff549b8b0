import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Code } from '@uu/contract/codes';
import type { Locale } from '@uu/contract/locales';
import { EmptyView } from '@/components/ui/empty-view';
import { PageLoading } from '@/components/ui/page-loading';
import { ApiError } from '@/lib/api-client';
import { useAgreement } from '../api/get-agreement';
import styles from './agreement-view.module.css';

/** An agreement in the interface language: title, date and its (server-sanitized) HTML. */
export function AgreementView({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const { data, error, isPending, refetch, isFetching } = useAgreement(id);

  if (isPending) return <PageLoading />;
  if (!data) {
    const missing = error instanceof ApiError && error.code === Code.AGREEMENT_NOT_FOUND;
    return (
      <EmptyView text={missing || !(error instanceof ApiError) ? undefined : error.msg}>
        {!missing && (
          <Button color="primary" fill="outline" shape="rounded" loading={isFetching} onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        )}
      </EmptyView>
    );
  }

  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(data.updatedAt));
  return (
    <article className={styles.article} lang={locale} aria-busy={isFetching || undefined}>
      <h2 className={styles.title}>{data.title}</h2>
      <p className={styles.meta}>{t('agreement.updatedAt', { date })}</p>
      {/* The server sanitizes agreement HTML when an operator saves it (product.md "Content"). */}
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: data.content }} />
    </article>
  );
}
