import { Button, Result } from 'antd';
import { Suspense, useEffect, type ComponentType } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { allPages } from '@/config/all-pages';
import { mayOpen, type AdminPage } from '@/config/pages';
import { ChangePasswordPage } from '@/features/auth/change-password-page';
import { MustSetUpTwoFactor } from '@/features/auth/must-set-up-two-factor';
import { useSession } from '@/lib/session';
import { ConsoleLayout } from './layout';
import { Loading } from './loading';

function Forbidden() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title="403"
      subTitle={t('common.forbidden')}
      extra={<Button onClick={() => navigate('/')}>{t('common.backHome')}</Button>}
    />
  );
}

function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('common.notFound')}
      extra={<Button onClick={() => navigate('/')}>{t('common.backHome')}</Button>}
    />
  );
}

/** A page that failed to draw or whose code could not load (after a new release): the menu stays, the page offers a reload. */
function PageFailed({ error }: Pick<FallbackProps, 'error'>) {
  const { t } = useTranslation();
  useEffect(() => console.error(error), [error]);
  return (
    <Result
      status="error"
      title={t('common.loadFailed', { message: error instanceof Error ? error.message : String(error) })}
      extra={<Button onClick={() => window.location.reload()}>{t('common.retry')}</Button>}
    />
  );
}

/** A page behind the session and its roles; without a session, the sign-in page (and back after it). */
function Guarded({ page }: { page: AdminPage }) {
  const session = useSession();
  if (!session) return <Navigate to={`/login?redirect=${encodeURIComponent(page.path)}`} replace />;
  if (!mayOpen(session.admin, page)) return <Forbidden />;
  const Component = page.component as ComponentType;
  return (
    <ErrorBoundary FallbackComponent={PageFailed}>
      <Suspense fallback={<Loading />}>
        <Component />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The first page the operator's role may open: the dashboard for most, the write-off desk for a clerk. */
function Start() {
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  const first = allPages.find((p) => !p.hidden && mayOpen(session.admin, p));
  return first ? <Navigate to={`/${first.path}`} replace /> : <Forbidden />;
}

function Shell() {
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  // A password that must be changed (the generated first admin's) comes before anything else.
  if (session.admin.mustChangePassword) return <ChangePasswordPage />;
  // So does two-factor sign-in when the admin requires it of the account's role.
  if (session.admin.mustSetUpTwoFactor) return <MustSetUpTwoFactor />;
  return <ConsoleLayout session={session} />;
}

/** Every page of the console behind its session, in the layout; loaded after sign-in (app/router.tsx). */
const routes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      { index: true, element: <Start /> },
      ...allPages.map((page) => ({ path: page.path, element: <Guarded page={page} /> })),
      { path: '*', element: <NotFound /> },
    ],
  },
];

export default function Console() {
  return useRoutes(routes);
}
