import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useVersionsTranslation } from '../hooks/use-versions-translation';
import { installMethod, promptInstall, useInstallPrompt } from '../install-prompt';
import styles from './versions.module.css';

/**
 * 'Add to home screen': the browser's own install dialog where it offers one (Chromium's
 * beforeinstallprompt), Safari's steps on iOS, the browser menu elsewhere; nothing to do once
 * the app runs installed.
 */
export function InstallCard() {
  const { t } = useVersionsTranslation();
  const { canPrompt, installed } = useInstallPrompt();
  const [outcome, setOutcome] = useState<'accepted' | 'dismissed' | null>(null);
  const method = installMethod();

  let body;
  if (installed || method === 'standalone') body = <p className={styles.hint}>{t('versions.install.installed')}</p>;
  else if (canPrompt)
    body = (
      <div className={styles.actions}>
        <Button color="primary" size="small" data-testid="install-button" onClick={() => void promptInstall().then(setOutcome)}>
          {t('versions.install.button')}
        </Button>
      </div>
    );
  else if (outcome)
    body = <p className={styles.hint}>{t(outcome === 'accepted' ? 'versions.install.accepted' : 'versions.install.dismissed')}</p>;
  else
    body = (
      <p className={styles.hint} data-testid="install-steps">
        {t(method === 'ios' ? 'versions.install.ios' : 'versions.install.other')}
      </p>
    );

  return (
    <section className={styles.card} data-testid="install-card">
      <h2 className={styles.platform}>{t('versions.install.title')}</h2>
      {body}
    </section>
  );
}
