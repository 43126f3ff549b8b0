import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { savePlatformConfigBodySchema, type PlatformConfig } from '@uu/contract/admin-config';
import { PLATFORM_CONFIG_KEY } from '../api/get-platform-config';
import { savePlatformConfig, type SavePlatformConfigBody as SaveConfig } from '../api/save-platform-config';
import { checkWith, showServerIssues } from '../components/form-issues';

export type FormValues = Record<string, unknown>;

/** Whether a key of the config is the server's default, shown as a tag by the cards. */
export type IsDefault = (key: string) => ReactNode;

/**
 * One card of the config: its own form over some keys of PUT /admin/config. `toForm` turns the
 * config in effect into the form's values, `toBody` the form's values into the keys to send;
 * the contract's schema checks them before they leave, and the server again.
 */
export function ConfigCard({
  title,
  testId,
  config,
  toForm,
  toBody,
  children,
  extra,
}: {
  title: string;
  testId: string;
  config: PlatformConfig | undefined;
  toForm: (c: PlatformConfig) => FormValues;
  toBody: (v: FormValues) => SaveConfig;
  children: ReactNode;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  useEffect(() => {
    if (config) form.setFieldsValue(toForm(config) as Parameters<typeof form.setFieldsValue>[0]);
    // toForm is a pure mapping given inline; the config is what changes (with toForm, every render would reset the edits).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, config]);
  const save = useMutation({
    mutationFn: (body: SaveConfig) => savePlatformConfig(body),
    onSuccess: (saved) => {
      void message.success(t('common.saved'));
      client.setQueryData(PLATFORM_CONFIG_KEY, saved);
      void client.invalidateQueries({ queryKey: PLATFORM_CONFIG_KEY });
    },
    onError: (error) => showServerIssues(form, error),
  });
  function submit(values: FormValues) {
    const body = checkWith(form, savePlatformConfigBodySchema, toBody(values), t);
    if (body) save.mutate(body);
  }
  return (
    <Card title={title} loading={!config} data-testid={testId} extra={extra}>
      <Form form={form} layout="vertical" onFinish={submit}>
        {children}
        <div>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
