import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Checkbox, Form, InputNumber } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_ROLES } from '@uu/contract/admin';
import { IDLE_MINUTES, type OperatorSecurity } from '@uu/contract/admin-security';
import { getOperatorSecurity } from '../api/get-operator-security';
import { saveOperatorSecurity } from '../api/save-operator-security';

const KEY = ['admin', 'config', 'operator-security'];

/** The console's own sign-in rules (admin): the idle time-out of sessions and the roles that must use two-step verification. */
export function OperatorSecurityCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<OperatorSecurity>();
  const current = useQuery({ queryKey: KEY, queryFn: () => getOperatorSecurity() });
  useEffect(() => {
    if (current.data) form.setFieldsValue(current.data);
  }, [current.data, form]);
  const save = useMutation({
    mutationFn: (values: OperatorSecurity) => saveOperatorSecurity(values),
    onSuccess: (data) => {
      client.setQueryData(KEY, data);
      void message.success(t('common.saved'));
    },
  });
  return (
    <Card title={t('account.security.title')} loading={current.isLoading} data-testid="operator-security">
      <Form form={form} layout="vertical" onFinish={(values) => save.mutate(values)}>
        <Form.Item
          name="idleMinutes"
          label={t('account.security.idle')}
          extra={t('account.security.idleHint')}
          rules={[{ required: true, type: 'integer', min: IDLE_MINUTES.min, max: IDLE_MINUTES.max, message: t('validation.idleMinutes') }]}
        >
          <InputNumber min={IDLE_MINUTES.min} max={IDLE_MINUTES.max} precision={0} />
        </Form.Item>
        <Form.Item name="twoFactorRoles" label={t('account.security.roles')} extra={t('account.security.rolesHint')}>
          <Checkbox.Group options={ADMIN_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}
