import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, QRCode, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TwoFactorSetup as Setup } from '@uu/contract/admin-security';
import { ApiError } from '@/lib/api';
import { confirmTwoFactor } from './api/confirm-two-factor';
import { setUpTwoFactor } from './api/set-up-two-factor';

/**
 * Setting up two-factor sign-in: a new secret as a QR code of its otpauth:// URI and as text, a
 * first code to confirm it, then the ten recovery codes, shown this once. `onDone` runs when the
 * operator has kept them.
 */
export function TwoFactorSetup({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const start = useMutation({ mutationFn: () => setUpTwoFactor(), onSuccess: setSetup });
  const confirm = useMutation({
    mutationFn: (code: string) => confirmTwoFactor({ code }),
    meta: { silent: true },
    onSuccess: (data) => setCodes(data.recoveryCodes),
  });

  if (codes) {
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('account.twoFactor.codesTitle')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('account.twoFactor.codesIntro')}</Typography.Paragraph>
        <pre data-testid="recovery-codes" style={{ background: '#fafafa', padding: 12, columns: 2, margin: 0 }}>
          {codes.join('\n')}
        </pre>
        <Space>
          <Button
            onClick={() =>
              void navigator.clipboard.writeText(codes.join('\n')).then(
                () => message.success(t('account.twoFactor.copied')),
                () => undefined,
              )
            }
          >
            {t('account.twoFactor.copy')}
          </Button>
          <Button type="primary" onClick={onDone} data-testid="two-factor-done">
            {t('account.twoFactor.done')}
          </Button>
        </Space>
      </Space>
    );
  }
  if (!setup) {
    return (
      <Space direction="vertical">
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('account.twoFactor.intro')}
        </Typography.Paragraph>
        <Button type="primary" loading={start.isPending} onClick={() => start.mutate()}>
          {t('account.twoFactor.start')}
        </Button>
      </Space>
    );
  }
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text>{t('account.twoFactor.scan')}</Typography.Text>
      <QRCode value={setup.uri} size={180} bordered={false} />
      <Space>
        <Typography.Text type="secondary">{t('account.twoFactor.secret')}</Typography.Text>
        <Typography.Text code copyable data-testid="two-factor-secret">
          {setup.secret}
        </Typography.Text>
      </Space>
      <Form layout="vertical" requiredMark={false} onFinish={(values: { code: string }) => confirm.mutate(values.code.trim())}>
        <Form.Item
          name="code"
          label={t('account.twoFactor.code')}
          extra={t('account.twoFactor.codeHint')}
          rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: t('validation.twoFactorCode') }]}
        >
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} style={{ width: 160 }} />
        </Form.Item>
        {confirm.error ? (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            message={confirm.error instanceof ApiError ? confirm.error.message : String(confirm.error)}
          />
        ) : null}
        <Button type="primary" htmlType="submit" loading={confirm.isPending}>
          {t('account.twoFactor.confirm')}
        </Button>
      </Form>
    </Space>
  );
}
