import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Modal, Select, Space, Switch, Table, Tabs, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@uu/contract/admin';
import { formatTime } from '@/lib/format';
import { roleLabel } from '@/lib/roles';
import { readSession } from '@/lib/session';
import { listAdminUsers } from './api/list-admin-users';
import { mallStores } from './api/mall-stores';
import { saveAdminUser } from './api/save-admin-user';
import { unlockAdminUser } from './api/unlock-admin-user';
import { OperatorActivityDrawer } from './operator-activity-drawer';
import { RolesCard, rolesQuery } from './roles-card';

type FormValues = { email: string; name: string; role: string; storeId?: number | null; password?: string; disabled: boolean };

/** Back-office accounts: who may sign in, with which role (and a clerk's store); and the roles with their permissions. */
export default function OperatorsPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [editing, setEditing] = useState<AdminUser | 'new' | null>(null);
  const [watching, setWatching] = useState<AdminUser | null>(null);
  const [form] = Form.useForm<FormValues>();
  const role = Form.useWatch('role', form);

  const list = useQuery({ queryKey: ['admin', 'operators'], queryFn: () => listAdminUsers() });
  const stores = useQuery({ queryKey: ['admin', 'stores'], queryFn: () => mallStores({}) });
  const roles = useQuery(rolesQuery);
  const save = useMutation({
    mutationFn: (values: FormValues) =>
      saveAdminUser({
        ...(editing && editing !== 'new' ? { id: editing.id } : {}),
        email: values.email,
        name: values.name,
        role: values.role,
        storeId: values.role === 'clerk' ? (values.storeId ?? null) : null,
        disabled: values.disabled,
        ...(values.password ? { password: values.password } : {}),
      }),
    onSuccess: async () => {
      void message.success(t('common.saved'));
      setEditing(null);
      await client.invalidateQueries({ queryKey: ['admin', 'operators'] });
    },
  });

  const unlock = useMutation({
    mutationFn: (id: number) => unlockAdminUser({ id }),
    onSuccess: async () => {
      void message.success(t('operators.unlocked'));
      await client.invalidateQueries({ queryKey: ['admin', 'operators'] });
    },
  });
  function confirmUnlock(user: AdminUser) {
    modal.confirm({
      title: t('operators.unlock'),
      content: t('operators.unlockConfirm', { name: user.name }),
      okText: t('operators.unlock'),
      cancelText: t('common.cancel'),
      onOk: () => unlock.mutateAsync(user.id).catch(() => undefined),
    });
  }

  function open(user: AdminUser | 'new') {
    setEditing(user);
    form.resetFields();
    form.setFieldsValue(user === 'new' ? { role: 'operator', disabled: false } : { ...user, password: undefined });
  }

  const accounts = (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
          {t('operators.create')}
        </Button>
      </Space>
      <Table<AdminUser>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        pagination={false}
        columns={[
          // The id is what the audit log names as the target of a change to the account.
          { title: t('common.id'), dataIndex: 'id', width: 80 },
          { title: t('operators.email'), dataIndex: 'email' },
          { title: t('operators.name'), dataIndex: 'name' },
          { title: t('operators.role'), dataIndex: 'role', render: (_: string, row) => <Tag>{roleLabel(t, row)}</Tag> },
          { title: t('operators.store'), dataIndex: 'storeName', render: (s: string | null) => s ?? '—' },
          {
            title: t('common.status'),
            dataIndex: 'disabled',
            render: (d: boolean, row) => (
              <Space size={4} wrap>
                {d ? <Tag color="red">{t('operators.disabled')}</Tag> : <Tag color="green">{t('operators.active')}</Tag>}
                {row.twoFactor ? <Tag color="blue">{t('account.operator.twoFactorTag')}</Tag> : null}
                {row.lockedUntil ? (
                  <Tooltip title={t('operators.lockedHint')}>
                    <Tag color="orange" data-testid={`locked-${row.id}`}>
                      {t('operators.locked', { time: formatTime(row.lockedUntil) })}
                    </Tag>
                  </Tooltip>
                ) : null}
              </Space>
            ),
          },
          {
            title: t('operators.lastLogin'),
            dataIndex: 'lastLoginAt',
            render: (v: number | null) => (v ? formatTime(v) : t('operators.never')),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_, row) => (
              <Space>
                <Button size="small" onClick={() => open(row)}>
                  {t('common.edit')}
                </Button>
                <Button size="small" onClick={() => setWatching(row)}>
                  {t('account.operator.activity')}
                </Button>
                {row.lockedUntil ? (
                  <Button size="small" onClick={() => confirmUnlock(row)}>
                    {t('operators.unlock')}
                  </Button>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t('operators.createTitle') : t('operators.editTitle')}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={save.isPending}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(values) => save.mutate(values)}>
          <Form.Item name="email" label={t('operators.email')} rules={[{ required: true, type: 'email', message: t('validation.email') }]}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="name" label={t('operators.name')} rules={[{ required: true, max: 60, message: t('validation.adminName') }]}>
            <Input />
          </Form.Item>
          <Form.Item name="role" label={t('operators.role')} rules={[{ required: true }]}>
            <Select options={(roles.data ?? []).map((r) => ({ value: r.id, label: roleLabel(t, { role: r.id, roleName: r.name }) }))} />
          </Form.Item>
          {role === 'clerk' ? (
            <Form.Item name="storeId" label={t('operators.store')} rules={[{ required: true, message: t('validation.clerkStore') }]}>
              <Select options={(stores.data?.list ?? []).map((s) => ({ value: s.id, label: s.name }))} />
            </Form.Item>
          ) : null}
          <Form.Item
            name="password"
            label={t('operators.password')}
            extra={editing === 'new' ? undefined : t('operators.passwordHint')}
            rules={[{ required: editing === 'new', min: 10, max: 128, message: t('validation.adminPassword') }]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item name="disabled" label={t('operators.disabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Typography.Text type="secondary">{t('operators.sessionsEnd')}</Typography.Text>
        </Form>
      </Modal>
    </>
  );

  return (
    <Card title={t('operators.title')}>
      <Tabs
        items={[
          { key: 'accounts', label: t('access.accounts'), children: accounts },
          { key: 'roles', label: t('access.roles'), children: <RolesCard /> },
        ]}
      />
      <OperatorActivityDrawer user={watching} self={watching?.id === readSession()?.admin.id} onClose={() => setWatching(null)} />
    </Card>
  );
}
