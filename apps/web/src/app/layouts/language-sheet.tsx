import { ActionSheet } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@uu/contract/locales';
import { LANGUAGE_NAMES } from '@/config/languages';
import { setLocale } from '@/lib/i18n';
import styles from './language-picker.module.css';

// Its own chunk: ActionSheet brings antd-mobile's animation and gesture libraries, which the
// first route does not need until the member opens the picker.
export default function LanguageSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const current = i18n.language as Locale;
  return (
    <ActionSheet
      visible={visible}
      onClose={onClose}
      cancelText={t('common.cancel')}
      extra={t('common.language')}
      actions={LOCALES.map((locale) => ({
        key: locale,
        text: (
          <span className={styles.option} lang={locale} data-testid={`language-${locale}`}>
            {LANGUAGE_NAMES[locale].name}
            {locale === current && <CheckOutline className={styles.check} />}
          </span>
        ),
        bold: locale === current,
        onClick: () => {
          onClose();
          void setLocale(locale);
        },
      }))}
    />
  );
}
