import { Suspense, useEffect, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Navigate, useLocation } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '@/components/ui/page-loading';
import { paths, type PageMeta } from '@/config/paths';
import { LiveMessages } from '@/features/messages/components/unread-badge';
import { useSession } from '@/lib/session';
import { RouteError } from '../routes/route-error';
import { AppNavBar } from './nav-bar';
import { ScrollMemory } from './scroll-memory';
import { AppTabBar } from './tab-bar';
import styles from './app-layout.module.css';

/** A page the layout draws: its registry entry (minus the screen) and its screen. */
export type AppPage = { page: Pick<PageMeta, 'path' | 'title' | 'addTitle' | 'tab' | 'auth' | 'nav'>; Screen: ComponentType };

function isFirstEntry(): boolean {
  // The hash history numbers its entries; 0 is where this visit to the app began (deep link or first load).
  const state = window.history.state as { idx?: number } | null;
  return (state?.idx ?? 0) === 0;
}

/** The layout of every page: `pageAt` tells which page (registry entry and screen) a path shows (app/router.tsx). */
export function AppLayout({ pageAt }: { pageAt: (pathname: string) => AppPage }) {
  const location = useLocation();
  const { page, Screen } = pageAt(location.pathname);
  const { token } = useSession();
  const { t } = useTranslation();
  const adding = page.addTitle !== undefined && !new URLSearchParams(location.search).get('id');
  const title = t(adding && page.addTitle ? page.addTitle : page.title);

  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);

  if (page.auth && !token) {
    const redirect = location.pathname + location.search;
    return <Navigate replace to={paths.login.getHref({ redirect })} />;
  }

  const isTab = page.tab !== undefined;
  const transparent = page.nav === 'transparent';
  const overlay = page.nav === 'overlay';
  return (
    <div className={styles.page} data-tab={isTab || undefined} data-transparent-nav={transparent || overlay || undefined}>
      <AppNavBar
        title={title}
        transparent={transparent}
        overlay={overlay}
        // spec §2: tab pages never have a back button; other pages lose it when they are the first.
        showBack={!isTab && !isFirstEntry()}
        showHome={page.path !== paths.home.path}
        showBell={page.path === paths.home.path}
      />
      {/* The member's socket stays open while the app is (issue 21): new messages and badge counts, live. */}
      <LiveMessages />
      <main className={styles.main}>
        {/* Inside the layout, so a screen that failed (its chunk, most often) still shows the bars and a way back;
            another page starts afresh. */}
        <ErrorBoundary FallbackComponent={RouteError} resetKeys={[location.pathname]}>
          <Suspense fallback={<PageLoading />}>
            <Screen />
          </Suspense>
        </ErrorBoundary>
      </main>
      {isTab && <AppTabBar active={page.path} />}
      <ScrollMemory />
    </div>
  );
}
