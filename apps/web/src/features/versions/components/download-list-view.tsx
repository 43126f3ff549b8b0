import { Button } from 'antd-mobile';
import { useNavigate } from '@/lib/router';
import { CLIENT_VERSION, Platform } from '@uu/contract/headers';
import type { PublishedVersion } from '@uu/contract/versions';
import { compareVersions } from '@uu/domain/versions';
import { EmptyView } from '@/components/ui/empty-view';
import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import { useNewestVersions } from '../api/list-newest-versions';
import { useVersionsTranslation } from '../hooks/use-versions-translation';
import { isSameOrigin } from '../utils/download';
import { InstallCard } from './install-card';
import { PlatformQr } from './platform-qr';
import styles from './versions.module.css';

const PLATFORMS = [Platform.android, Platform.ios, Platform.h5, Platform.wx] as const;

/** An address as another device must see it (QR codes, links): absolute, on this origin when a path. */
const absolute = (url: string) => new URL(url, window.location.origin).toString();

function PlatformCard({ platform, latest }: { platform: number; latest: PublishedVersion | undefined }) {
  const { t } = useVersionsTranslation();
  const navigate = useNavigate();
  const name = t(`versions.platforms.${platform}`);
  const isWeb = platform === Platform.h5;
  const webBehind = isWeb && latest !== undefined && compareVersions(latest.version, CLIENT_VERSION) > 0;
  // Files on this server download inside the app with a progress bar; others open in the browser.
  const withProgress = latest !== undefined && !isWeb && platform !== Platform.wx && isSameOrigin(latest.url);
  return (
    <section className={styles.card} data-testid={`platform-${platform}`}>
      <div className={styles.head}>
        <h2 className={styles.platform}>{name}</h2>
        <span className={styles.version}>
          {latest ? t('versions.download.latest', { version: latest.version }) : t('versions.download.none')}
        </span>
      </div>
      {latest && (
        <>
          <p className={styles.meta}>
            {t('versions.download.releasedAt', { date: formatDateTime(latest.releasedAt) })}
            {isWeb && ` · ${t('versions.download.current', { version: CLIENT_VERSION })}`}
          </p>
          <div className={styles.body}>
            <div className={styles.info}>
              {latest.notes && (
                <>
                  <p className={styles.meta}>{t('versions.download.notes')}</p>
                  <p className={styles.notesText}>{latest.notes}</p>
                </>
              )}
            </div>
            <PlatformQr url={absolute(latest.url)} label={t('versions.download.qr', { platform: name })} testId={`qr-${platform}`} />
          </div>
          <div className={styles.actions}>
            <a
              className={styles.link}
              href={absolute(latest.url)}
              data-testid={`download-link-${platform}`}
              {...(isSameOrigin(latest.url) ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            >
              {t(isWeb || platform === Platform.wx ? 'versions.download.open' : 'versions.download.get')}
            </a>
            {withProgress && (
              <Button
                size="small"
                color="primary"
                fill="outline"
                shape="rounded"
                onClick={() => void navigate(paths.downloadProgress.getHref({ platform }))}
              >
                {t('versions.download.withProgress')}
              </Button>
            )}
            {webBehind && (
              // The web app updates by loading again: the service worker fetches the new shell.
              <Button size="small" color="primary" shape="rounded" onClick={() => window.location.reload()}>
                {t('versions.download.reload')}
              </Button>
            )}
          </div>
        </>
      )}
    </section>
  );
}

/** downloadProgress/download (spec §2): every platform's newest version, its link and QR code; installing the web app. */
export function DownloadListView() {
  const { t, i18n } = useVersionsTranslation();
  const newest = useNewestVersions(i18n.language);
  if (newest.isPending) return <PageLoading />;
  if (newest.isError)
    return (
      <EmptyView>
        <Button size="small" onClick={() => void newest.refetch()}>
          {t('common.retry')}
        </Button>
      </EmptyView>
    );
  return (
    <div className={styles.screen}>
      {PLATFORMS.map((platform) => (
        <PlatformCard key={platform} platform={platform} latest={newest.data.find((v) => v.platform === platform)} />
      ))}
      <InstallCard />
      <p className={styles.hint}>{t('versions.download.scan')}</p>
    </div>
  );
}
