import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Switch, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setMaintenanceBodySchema } from '@uu/contract/content';
import { DEFAULT_LOCALE } from '@uu/contract/locales';
import { currentLocale } from '@/lib/i18n';
import { MAINTENANCE_KEY, useMaintenance } from '../api/get-maintenance';
import { setMaintenance, type SetMaintenanceBody } from '../api/set-maintenance';
import { checkWith, showServerIssues } from '../components/form-issues';
import { LocalizedTabs } from '../components/localized-tabs';

/** The maintenance switch: while on, members get the message in their language (admin). */
export function MaintenanceCard() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<SetMaintenanceBody>();
  const current = useMaintenance();
  useEffect(() => {
    if (current.data) form.setFieldsValue(current.data);
  }, [form, current.data]);
  const save = useMutation({
    mutationFn: setMaintenance,
    onSuccess: async (saved) => {
      void message.success(saved.on ? t('config.settings.maintenanceOn') : t('config.settings.maintenanceOff'));
      await client.invalidateQueries({ queryKey: MAINTENANCE_KEY });
    },
    onError: (error) => showServerIssues(form, error),
  });
  function submit(values: SetMaintenanceBody) {
    const body = checkWith(form, setMaintenanceBodySchema, values, t);
    if (!body) return;
    // Turning it on takes the member app offline: say so, with the notice members will get.
    if (body.on && !current.data?.on) {
      const notice =
        body.message?.[currentLocale()]?.trim() || body.message?.[DEFAULT_LOCALE]?.trim() || t('config.settings.maintenanceDefaultMessage');
      modal.confirm({
        title: t('config.settings.maintenanceConfirmTitle'),
        content: t('config.settings.maintenanceConfirm', { message: notice }),
        okText: t('config.settings.maintenanceConfirmOk'),
        okButtonProps: { danger: true },
        cancelText: t('common.cancel'),
        onOk: () => save.mutateAsync(body).catch(() => undefined),
      });
      return;
    }
    save.mutate(body);
  }
  return (
    <Card
      title={t('config.settings.maintenance')}
      loading={current.isLoading}
      data-testid="maintenance"
      extra={
        current.data?.on ? (
          <Tag color="red">{t('config.settings.maintenanceIsOn')}</Tag>
        ) : (
          <Tag color="green">{t('config.settings.maintenanceIsOff')}</Tag>
        )
      }
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="on"
          label={t('config.settings.maintenanceSwitch')}
          valuePropName="checked"
          extra={t('config.settings.maintenanceHint')}
        >
          <Switch />
        </Form.Item>
        <LocalizedTabs>
          {(l) => (
            <Form.Item
              name={['message', l]}
              label={t('config.settings.maintenanceMessage')}
              extra={t('config.settings.maintenanceMessageHint')}
            >
              <Input.TextArea rows={2} maxLength={500} />
            </Form.Item>
          )}
        </LocalizedTabs>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}
