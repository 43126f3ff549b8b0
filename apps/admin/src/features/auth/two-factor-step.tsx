import { SafetyOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import type { AdminSession } from '@/lib/session';
import { adminTwoFactorLogin } from './api/admin-two-factor-login';

/** The sign-in's second step: the authenticator's six digits or a recovery code, with the challenge the password answered. */
export function TwoFactorStep({
  challenge,
  onSignedIn,
  onBack,
}: {
  challenge: string;
  onSignedIn: (session: AdminSession) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const verify = useMutation({
    mutationFn: (code: string) => adminTwoFactorLogin({ challenge, code }),
    meta: { silent: true },
    onSuccess: onSignedIn,
  });
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f5f5f5' }}>
      <Card style={{ width: 380 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('account.signInStep.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('account.signInStep.intro')}</Typography.Paragraph>
        <Form layout="vertical" requiredMark={false} onFinish={(values: { code: string }) => verify.mutate(values.code.trim())}>
          <Form.Item
            name="code"
            label={t('account.signInStep.code')}
            rules={[{ required: true, min: 6, message: t('validation.twoFactorCode') }]}
          >
            <Input prefix={<SafetyOutlined />} autoComplete="one-time-code" autoFocus />
          </Form.Item>
          {verify.error ? (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 16 }}
              message={verify.error instanceof ApiError ? verify.error.message : String(verify.error)}
            />
          ) : null}
          <Button type="primary" htmlType="submit" block loading={verify.isPending}>
            {t('account.signInStep.submit')}
          </Button>
        </Form>
        <Button type="link" block style={{ marginTop: 8 }} onClick={onBack}>
          {t('account.signInStep.back')}
        </Button>
      </Card>
    </div>
  );
}
