import { Popup } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@uu/contract/locales';
import { LANGUAGE_NAMES } from '@/config/languages';
import { setLocale } from '@/lib/i18n';
import styles from './language-picker.module.css';

// Its own chunk: Popup brings antd-mobile's animation and gesture libraries, which the first route
// does not need until the member opens the picker. A list of plain buttons rather than antd-mobile's
// ActionSheet, whose items are options outside any list box (docs/accessibility.md).
export default function LanguageSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const current = i18n.language as Locale;
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.sheet}>
      <div role="dialog" aria-modal="true" aria-labelledby="language-sheet-title">
        <p className={styles.sheetTitle} id="language-sheet-title">
          {t('common.language')}
        </p>
        <ul className={styles.sheetList}>
          {LOCALES.map((locale) => (
            <li key={locale}>
              <button
                type="button"
                className={styles.sheetItem}
                lang={locale}
                aria-current={locale === current ? 'true' : undefined}
                data-testid={`language-${locale}`}
                onClick={() => {
                  onClose();
                  void setLocale(locale);
                }}
              >
                <span className={styles.option}>
                  {LANGUAGE_NAMES[locale].name}
                  {locale === current && <CheckOutline className={styles.check} aria-hidden="true" />}
                </span>
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className={`${styles.sheetItem} ${styles.sheetCancel}`} onClick={onClose}>
          {t('common.cancel')}
        </button>
      </div>
    </Popup>
  );
}
