import { lazy, Suspense } from 'react';
import { HashRouter, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { LoginPage } from '@/features/auth/login-page';
import { useSession } from '@/lib/session';
import { Loading } from './loading';

// Everything behind the session (the layout, the menu, every page's entry and the calls they make) loads after sign-in,
// so the sign-in page carries antd's form, the default language and the sign-in calls only (docs/decisions.md
// "Back office"). The routes are declarative in a HashRouter: the console uses no loader, action or blocker, and the
// data router's code was 15 kB of the sign-in page's gzipped JavaScript.
const Console = lazy(() => import('./console'));

/** The console once signed in; before, the sign-in page (and back to the page asked for after it). */
function SignedIn() {
  const session = useSession();
  const { pathname } = useLocation();
  if (!session) return <Navigate to={pathname === '/' ? '/login' : `/login?redirect=${encodeURIComponent(pathname.slice(1))}`} replace />;
  return (
    <Suspense fallback={<Loading />}>
      <Console />
    </Suspense>
  );
}

const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '*', element: <SignedIn /> },
];

function AppRoutes() {
  return useRoutes(routes);
}

export function AppRouter() {
  return (
    <HashRouter>
      <AppRoutes />
    </HashRouter>
  );
}
