import { Button, Result, Spin } from 'antd';
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { createHashRouter, Navigate, RouterProvider, useNavigate } from 'react-router';
import { allPages } from '@/config/all-pages';
import { mayOpen, type AdminPage } from '@/config/pages';
import { ChangePasswordPage } from '@/features/auth/change-password-page';
import { LoginPage } from '@/features/auth/login-page';
import { MustSetUpTwoFactor } from '@/features/auth/must-set-up-two-factor';
import { onSessionChange, readSession, type AdminSession } from '@/lib/session';
import { ConsoleLayout } from './layout';

function useSession(): AdminSession | null {
  const [session, setSession] = useState(readSession);
  useEffect(() => onSessionChange(setSession), []);
  return session;
}

function Loading() {
  return (
    <div style={{ padding: 48, textAlign: 'center' }}>
      <Spin />
    </div>
  );
}

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

/** A page behind the session and its roles; without a session, the sign-in page (and back after it). */
function Guarded({ page }: { page: AdminPage }) {
  const session = useSession();
  if (!session) return <Navigate to={`/login?redirect=${encodeURIComponent(page.path)}`} replace />;
  if (!mayOpen(session.admin, page)) return <Forbidden />;
  const Component = page.component as ComponentType;
  return (
    <Suspense fallback={<Loading />}>
      <Component />
    </Suspense>
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

const router = createHashRouter([
  { path: '/login', element: <LoginPage /> },
  {
    path: '/',
    element: <Shell />,
    children: [
      { index: true, element: <Start /> },
      ...allPages.map((page) => ({ path: page.path, element: <Guarded page={page} /> })),
      { path: '*', element: <NotFound /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
