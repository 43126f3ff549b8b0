import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '@/config/languages';
import styles from './language-picker.module.css';
import { GlobeIcon } from './nav-icons';

const LanguageSheet = lazy(() => import('./language-sheet'));

/** The language picker of the navigation bar (spec §2): the three interface languages. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-label={t('common.language')}
        aria-haspopup="dialog"
        data-testid="language-picker"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <span className={styles.icon}>
          <GlobeIcon />
        </span>
        <span>{(LANGUAGE_NAMES as Partial<Record<string, { short: string }>>)[i18n.language]?.short}</span>
      </button>
      {used && (
        <Suspense fallback={null}>
          <LanguageSheet visible={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
