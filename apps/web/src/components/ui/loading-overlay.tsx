import { Mask, SpinLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from './loading-overlay.module.css';

/** The loading overlay of spec §2: a spinner with text, blocking taps while a request runs. */
export function LoadingOverlay({ visible, text }: { visible: boolean; text?: string }) {
  const { t } = useTranslation();
  return (
    <Mask visible={visible} color="transparent">
      <div className={styles.center}>
        <div className={styles.box} role="alert" aria-busy="true">
          <SpinLoading color="white" style={{ '--size': '32px' }} />
          <span className={styles.text}>{text ?? t('common.loading')}</span>
        </div>
      </div>
    </Mask>
  );
}
