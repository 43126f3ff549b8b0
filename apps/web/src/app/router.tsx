import { lazy } from 'react';
import { createHashRouter, type RouteObject } from 'react-router';
import { paths, type PageMeta, type PageName } from '@/config/paths';
import { setNavigator } from '@/lib/navigation';
import { AppLayout, type RouteHandle } from './layouts/app-layout';
import { RouteError } from './routes/route-error';
import { screens, type Screen } from './screens';

/**
 * Every screen but home (the first route) brings the member-account texts with it
 * (lib/member-catalogue.ts), so any screen can use them whichever the member opens first.
 */
function screenOf(meta: Pick<PageMeta, 'path'>, screen: Screen): Screen {
  if (meta.path === '/') return screen;
  return () => Promise.all([screen(), import('@/lib/member-catalogue')]).then(([loaded]) => loaded);
}

/** A registry page (paths and metadata) with its screen attached. */
function toRoutes(name: PageName): RouteObject[] {
  const meta: PageMeta = paths[name];
  const Screen = lazy(screenOf(meta, screens[name]));
  const handle: RouteHandle = { page: meta };
  return [meta.path, ...(meta.aliases ?? [])].map((path) => ({ path, element: <Screen />, handle }));
}

const NotFound = lazy(screenOf({ path: '*' }, () => import('./routes/not-found')));
const notFound: RouteHandle = { page: { path: '*', title: 'routes.notFound', auth: false } };

/** The app's routes: the layout, then every registry page inside it (exported for tests). */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        // Inside the layout, so a failed chunk still shows the navigation bar and a way back.
        errorElement: <RouteError />,
        children: [...(Object.keys(paths) as PageName[]).flatMap(toRoutes), { path: '*', element: <NotFound />, handle: notFound }],
      },
    ],
  },
];

export const router = createHashRouter(appRoutes);

// The API client navigates to login from outside React (spec §8).
setNavigator((to, options) => router.navigate(to, options));
