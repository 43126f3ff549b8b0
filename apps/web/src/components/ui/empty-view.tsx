import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyIllustration } from '@/components/illustrations/empty-illustration';
import styles from './empty-view.module.css';

/** The empty-data view of spec §2: the 'no data' text with a picture, and optional actions. */
export function EmptyView({ text, children }: { text?: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.empty} role="status" data-testid="empty-view">
      <EmptyIllustration className={styles.image} />
      <p className={styles.text}>{text ?? t('common.noData')}</p>
      {children}
    </div>
  );
}
