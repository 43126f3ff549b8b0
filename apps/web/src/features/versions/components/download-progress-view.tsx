import { Button } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from '@/lib/router';
import { PageLoading } from '@/components/ui/page-loading';
import { EmptyView } from '@/components/ui/empty-view';
import { paths } from '@/config/paths';
import { useNewVersion } from '../api/get-new-version';
import { useVersionsTranslation } from '../hooks/use-versions-translation';
import { DownloadError, downloadWithProgress, fileNameOf, formatBytes, isSameOrigin, saveBlob, type Progress } from '../utils/download';
import styles from './versions.module.css';

type State =
  | { phase: 'downloading'; progress: Progress | null }
  | { phase: 'done'; blob: Blob; progress: Progress }
  | { phase: 'failed'; reason: string }
  | { phase: 'cancelled' };

/** The bar itself: a width for a known size, a sliding stripe without one (no Content-Length). */
export function ProgressBar({ percent }: { percent: number | null }) {
  return (
    <div
      className={styles.bar}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      {...(percent === null ? {} : { 'aria-valuenow': percent })}
      data-testid="download-bar"
    >
      <div
        className={percent === null ? `${styles.fill} ${styles.indeterminate}` : styles.fill}
        style={percent === null ? undefined : { width: `${percent}%` }}
      />
    </div>
  );
}

/** Downloads one file with the bar, then saves it as the browser saves a download. */
function FileDownload({ url, fileName }: { url: string; fileName: string }) {
  const { t } = useVersionsTranslation();
  const [state, setState] = useState<State>({ phase: 'downloading', progress: null });
  const controller = useRef<AbortController | null>(null);

  const start = useCallback(() => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    downloadWithProgress(url, (progress) => !abort.signal.aborted && setState({ phase: 'downloading', progress }), abort.signal)
      .then((blob) => {
        if (abort.signal.aborted) return;
        saveBlob(blob, fileName);
        setState({ phase: 'done', blob, progress: { received: blob.size, total: blob.size, percent: 100 } });
      })
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        const reason =
          error instanceof DownloadError && error.reason === 'http'
            ? t('versions.progress.httpError', { status: error.status })
            : t('versions.progress.network');
        setState({ phase: 'failed', reason });
      });
  }, [url, fileName, t]);

  useEffect(() => {
    start();
    return () => controller.current?.abort();
  }, [start]);
  const retry = () => {
    setState({ phase: 'downloading', progress: null });
    start();
  };

  const cancel = () => {
    controller.current?.abort();
    setState({ phase: 'cancelled' });
  };

  const progress = state.phase === 'downloading' || state.phase === 'done' ? state.progress : null;
  return (
    <>
      {progress || state.phase === 'downloading' ? (
        <>
          <ProgressBar percent={state.phase === 'done' ? 100 : (progress?.percent ?? null)} />
          <div className={styles.percent}>
            <span data-testid="download-received">
              {progress && progress.total !== null
                ? t('versions.progress.received', { received: formatBytes(progress.received), total: formatBytes(progress.total) })
                : t('versions.progress.receivedUnknown', { received: formatBytes(progress?.received ?? 0) })}
            </span>
            <span data-testid="download-percent">
              {progress?.percent !== null && progress?.percent !== undefined ? `${progress.percent}%` : t('versions.progress.downloading')}
            </span>
          </div>
        </>
      ) : null}
      {state.phase === 'done' && (
        <p className={styles.done} role="status" data-testid="download-done">
          {t('versions.progress.done')}
        </p>
      )}
      {state.phase === 'failed' && (
        <p className={styles.error} role="alert" data-testid="download-error">
          {t('versions.progress.failed', { reason: state.reason })}
        </p>
      )}
      {state.phase === 'cancelled' && <p className={styles.hint}>{t('versions.progress.cancelled')}</p>}
      <div className={styles.actions}>
        {state.phase === 'downloading' && (
          <Button size="small" shape="rounded" onClick={cancel}>
            {t('versions.progress.cancel')}
          </Button>
        )}
        {(state.phase === 'failed' || state.phase === 'cancelled') && (
          <Button size="small" color="primary" shape="rounded" onClick={retry} data-testid="download-retry">
            {t('versions.progress.retry')}
          </Button>
        )}
        {state.phase === 'done' && (
          <Button size="small" color="primary" fill="outline" shape="rounded" onClick={() => saveBlob(state.blob, fileName)}>
            {t('versions.progress.save')}
          </Button>
        )}
      </div>
    </>
  );
}

/** downloadProgress (spec §2): a platform's newest file downloading with a real progress bar. */
export function DownloadProgressView({ platform }: { platform: number }) {
  const { t, i18n } = useVersionsTranslation();
  const version = useNewVersion(platform, i18n.language);
  if (version.isPending) return <PageLoading />;
  if (version.isError)
    return (
      <EmptyView>
        <Button size="small" onClick={() => void version.refetch()}>
          {t('common.retry')}
        </Button>
      </EmptyView>
    );
  const latest = version.data.latest;
  const name = t(`versions.platforms.${platform}`);
  return (
    <div className={styles.screen}>
      <section className={styles.card} data-testid="download-progress">
        <div className={styles.head}>
          <h2 className={styles.platform}>{name}</h2>
          {latest && <span className={styles.version}>{t('versions.download.latest', { version: latest.version })}</span>}
        </div>
        {latest?.notes && <p className={styles.notesText}>{latest.notes}</p>}
        {!latest ? (
          <p className={styles.hint}>{t('versions.progress.noFile')}</p>
        ) : isSameOrigin(latest.url) ? (
          <FileDownload url={latest.url} fileName={fileNameOf(latest.url, `uu-${latest.version}`)} />
        ) : (
          <>
            <p className={styles.hint}>{t('versions.progress.external')}</p>
            <div className={styles.actions}>
              <a className={styles.link} href={latest.url} target="_blank" rel="noopener noreferrer">
                {t('versions.download.get')}
              </a>
            </div>
          </>
        )}
      </section>
      <Link className={styles.link} to={paths.download.getHref()}>
        {t('versions.progress.toList')}
      </Link>
    </div>
  );
}
