import { useEffect } from 'react';
import type { FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { EmptyView } from '@/components/ui/empty-view';
import styles from './route-error.module.css';

/**
 * What browsers say when a lazy screen's code file cannot be fetched: after a new release the
 * old hashed files are gone from the server, so the app must reload, not wait for the network.
 */
const CHUNK_FAILED = /dynamically imported module|module script failed|Loading (CSS )?chunk|ChunkLoadError|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (CHUNK_FAILED.test(error.message) || CHUNK_FAILED.test(error.name));
}

/**
 * A screen that failed to load: its code file (most often after a new release: the app offers to
 * reload, a new version may have been published) or anything else.
 * Part of the first route, so it uses a plain button rather than antd-mobile's.
 */
export function RouteError({ error }: Pick<FallbackProps, 'error'>) {
  const { t } = useTranslation();
  useEffect(() => console.error(error), [error]);
  const outdated = isChunkLoadError(error);
  return (
    <EmptyView text={t(outdated ? 'errors.routeOutdated' : 'errors.routeFailed')}>
      <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
        {t(outdated ? 'errors.reloadApp' : 'errors.reload')}
      </button>
    </EmptyView>
  );
}
