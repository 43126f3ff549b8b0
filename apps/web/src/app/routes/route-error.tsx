import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { EmptyView } from '@/components/ui/empty-view';
import styles from './route-error.module.css';

/**
 * A screen that failed to load (most often its chunk, after a new release or without network).
 * Part of the first route, so it uses a plain button rather than antd-mobile's.
 */
export function RouteError() {
  const { t } = useTranslation();
  console.error(useRouteError());
  return (
    <EmptyView text={t('errors.routeFailed')}>
      <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </button>
    </EmptyView>
  );
}
