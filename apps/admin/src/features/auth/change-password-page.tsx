import { LockOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { readSession, saveSession } from '@/lib/session';
import { changeAdminPassword } from './api/change-admin-password';

type Values = { currentPassword: string; newPassword: string; confirm: string };

/**
 * Shown before anything else while the account must change its password (the generated first
 * admin): every other console call is refused until it is done.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const change = useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) => changeAdminPassword(body),
    meta: { silent: true },
    onSuccess: () => {
      const session = readSession();
      if (session) saveSession({ ...session, admin: { ...session.admin, mustChangePassword: false } });
    },
  });
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f5f5f5' }}>
      <Card style={{ width: 420 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('login.changePassword.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('login.changePassword.intro')}</Typography.Paragraph>
        <Form
          layout="vertical"
          requiredMark={false}
          onFinish={(values: Values) => change.mutate({ currentPassword: values.currentPassword, newPassword: values.newPassword })}
        >
          <Form.Item
            name="currentPassword"
            label={t('login.changePassword.current')}
            rules={[{ required: true, message: t('login.passwordRequired') }]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" data-testid="current-password" />
          </Form.Item>
          <Form.Item
            name="newPassword"
            label={t('login.changePassword.next')}
            rules={[{ required: true, min: 10, max: 128, message: t('login.changePassword.rule') }]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="new-password" data-testid="new-password" />
          </Form.Item>
          <Form.Item
            name="confirm"
            label={t('login.changePassword.confirm')}
            dependencies={['newPassword']}
            rules={[
              { required: true, message: t('login.changePassword.mismatch') },
              ({ getFieldValue }) => ({
                validator: (_, value) =>
                  value === getFieldValue('newPassword')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('login.changePassword.mismatch'))),
              }),
            ]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="new-password" data-testid="confirm-password" />
          </Form.Item>
          {change.error ? (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 16 }}
              message={change.error instanceof ApiError ? change.error.message : String(change.error)}
            />
          ) : null}
          <Button type="primary" htmlType="submit" block loading={change.isPending} data-testid="change-password-submit">
            {t('login.changePassword.submit')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
