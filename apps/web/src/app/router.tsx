import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { paths, type PageMeta, type PageName } from '@/config/paths';
import { AppLayout, type RouteHandle } from './layouts/app-layout';
import HomeScreen from './routes/home';
import { screens, type Screen } from './screens';

/**
 * A lazily loaded screen: every screen but home brings the member-account texts with it
 * (lib/member-catalogue.ts), so any screen can use them whichever the member opens first, and is
 * drawn inside react-query (lib/query-provider.tsx), which stays out of the first route (issue 25).
 */
function lazyScreen(screen: Screen): Screen {
  return () =>
    Promise.all([screen(), import('@/lib/query-provider'), import('@/lib/member-catalogue')]).then(([loaded, { withQueries }]) => ({
      default: withQueries(loaded.default),
    }));
}

/** A registry page (paths and metadata) with its screen attached. */
function toRoutes(name: PageName): RouteObject[] {
  const meta: PageMeta = paths[name];
  // Home, the first route, is in the app's first chunk: drawn at once, without one more chunk to wait for (issue 25).
  const Screen = name === 'home' ? HomeScreen : lazy(lazyScreen(screens[name]));
  const handle: RouteHandle = { page: meta };
  return [meta.path, ...(meta.aliases ?? [])].map((path) => ({ path, element: <Screen />, handle }));
}

const NotFound = lazy(lazyScreen(() => import('./routes/not-found')));
const notFound: RouteHandle = { page: { path: '*', title: 'routes.notFound', auth: false } };

/** Every registry page, then the not-found page. */
const pages: RouteObject[] = [
  ...(Object.keys(paths) as PageName[]).flatMap(toRoutes),
  { path: '*', element: <NotFound />, handle: notFound },
];

/** The app's routes: the layout (which reads the matched page's registry entry), then every page inside it. */
const appRoutes: RouteObject[] = [{ element: <AppLayout pages={pages} />, children: pages }];

/** The routes, drawn inside the app's router (app/index.tsx). */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
