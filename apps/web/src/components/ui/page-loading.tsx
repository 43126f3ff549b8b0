import { DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** What a page shows while its screen or first data loads: light enough for the first route. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" style={{ padding: '96px 0', textAlign: 'center', color: 'var(--uu-text-secondary)', fontSize: 14 }}>
      <DotLoading color="currentColor" />
      <span style={{ marginLeft: 6 }}>{t('common.loading')}</span>
    </div>
  );
}
