import { lazy, type ComponentType } from 'react';
import { paths, type PageMeta, type PageName } from '@/config/paths';
import { AppLayout, type AppPage } from './layouts/app-layout';
import HomeScreen from './routes/home';
import { screens, type Screen } from './screens';

/**
 * A lazily loaded screen: every screen but home brings the member-account texts with it
 * (lib/member-catalogue.ts), so any screen can use them whichever the member opens first, and is
 * drawn inside react-query and antd-mobile's texts (lib/screen-providers.tsx), which stay out of the first route (issue 25).
 */
function lazyScreen(screen: Screen): Screen {
  return () =>
    Promise.all([screen(), import('@/lib/screen-providers'), import('@/lib/member-catalogue')]).then(([loaded, { withProviders }]) => ({
      default: withProviders(loaded.default),
    }));
}

/** Paths match as react-router matched them: whatever the case, with or without a trailing slash. */
const pathKey = (pathname: string) => pathname.replace(/(.)\/+$/, '$1').toLowerCase();

/** Each registry page (its path and aliases) with its screen attached. */
const pages = new Map<string, AppPage>();
for (const name of Object.keys(paths) as PageName[]) {
  const meta: PageMeta = paths[name];
  // Home, the first route, is in the app's first chunk: drawn at once, without one more chunk to wait for (issue 25).
  const Screen: ComponentType = name === 'home' ? HomeScreen : lazy(lazyScreen(screens[name]));
  for (const path of [meta.path, ...(meta.aliases ?? [])]) pages.set(pathKey(path), { page: meta, Screen });
}

const notFound: AppPage = {
  page: { path: '*', title: 'routes.notFound', auth: false },
  Screen: lazy(lazyScreen(() => import('./routes/not-found'))),
};

/** The page at a path: a registry page (config/paths.ts has fixed paths, no parameters), else the not-found page. */
const pageAt = (pathname: string): AppPage => pages.get(pathKey(pathname)) ?? notFound;

/** The routes, drawn inside the app's router (app/index.tsx): the layout, with the page at the current path in it. */
export function AppRoutes() {
  return <AppLayout pageAt={pageAt} />;
}
