import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LOCALES, type Locale } from '@uu/contract/locales';
import { ApiError } from '@/lib/api';
import { changeLocale, currentLocale } from '@/lib/i18n';
import { readSession, saveSession } from '@/lib/session';
import { adminLogin } from './api/admin-login';

/** Where to go after signing in: a console path from the query, never another site. */
function target(redirect: string | null): string {
  return redirect && /^[a-z][\w/-]*$/i.test(redirect) ? `/${redirect}` : '/';
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const login = useMutation({
    mutationFn: (body: { email: string; password: string }) => adminLogin(body),
    meta: { silent: true },
    onSuccess: (data) => {
      saveSession(data);
      void navigate(target(search.get('redirect')), { replace: true });
    },
  });
  if (readSession()) return <Navigate to={target(search.get('redirect'))} replace />;

  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f5f5f5' }}>
      <Card style={{ width: 380 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('login.title')}
        </Typography.Title>
        <Form layout="vertical" requiredMark={false} onFinish={(values: { email: string; password: string }) => login.mutate(values)}>
          <Form.Item name="email" label={t('login.email')} rules={[{ required: true, message: t('login.emailRequired') }]}>
            <Input prefix={<MailOutlined />} autoComplete="username" type="email" />
          </Form.Item>
          <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('login.passwordRequired') }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          {login.error ? (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 16 }}
              message={login.error instanceof ApiError ? login.error.message : String(login.error)}
            />
          ) : null}
          <Button type="primary" htmlType="submit" block loading={login.isPending}>
            {t('login.submit')}
          </Button>
        </Form>
        <Select<Locale>
          aria-label={t('app.language')}
          value={currentLocale()}
          style={{ width: '100%', marginTop: 16 }}
          onChange={(value) => void changeLocale(value)}
          options={LOCALES.map((l) => ({ value: l, label: t(`common.languages.${l}`) }))}
        />
      </Card>
    </div>
  );
}
