import { Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { routes } from '@uu/contract/all-routes';
import { callApi } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { endSession, readSession, saveSession } from '@/lib/session';
import { TwoFactorSetup } from './two-factor-setup';

/**
 * Shown before anything else while the account's role must use two-factor sign-in and it has not
 * set it up (the server refuses every other call until then), as the forced password change is.
 */
export function MustSetUpTwoFactor() {
  const { t } = useTranslation();
  function done() {
    const session = readSession();
    if (session) saveSession({ ...session, admin: { ...session.admin, twoFactor: true, mustSetUpTwoFactor: false } });
  }
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f5f5f5' }}>
      <Card style={{ width: 480 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('account.twoFactor.mustTitle')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('account.twoFactor.mustIntro')}</Typography.Paragraph>
        <TwoFactorSetup onDone={done} />
        <Button
          type="link"
          style={{ paddingInline: 0, marginTop: 16 }}
          onClick={() => {
            // The session ends on the server too; the console signs out whatever it answers.
            void callApi(routes.adminLogout)
              .catch(() => undefined)
              .finally(() => {
                endSession();
                queryClient.clear();
              });
          }}
        >
          {t('app.signOut')}
        </Button>
      </Card>
    </div>
  );
}
