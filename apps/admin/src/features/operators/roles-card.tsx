import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, Table, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminRoleRecord } from '@uu/contract/admin-roles';
import { roleLabel } from '@/lib/roles';
import { deleteAdminRole } from './api/delete-admin-role';
import { listAdminRoles } from './api/list-admin-roles';
import { RoleEditor, type RoleDraft } from './role-editor';

/** Query of the roles: the operators page's role choice reads the same. */
export const rolesQuery = { queryKey: ['admin', 'roles'], queryFn: () => listAdminRoles() };

/** The roles: the four built-in presets (viewed, copied) and the custom roles (created, changed, deleted). */
export function RolesCard() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [draft, setDraft] = useState<RoleDraft | null>(null);
  const roles = useQuery(rolesQuery);
  const remove = useMutation({
    mutationFn: (id: string) => deleteAdminRole(id),
    onSuccess: async () => {
      void message.success(t('access.deleted'));
      await client.invalidateQueries({ queryKey: ['admin', 'roles'] });
    },
  });
  const label = (r: AdminRoleRecord) => roleLabel(t, { role: r.id, roleName: r.name });
  function confirmDelete(role: AdminRoleRecord) {
    modal.confirm({
      title: t('access.delete'),
      content: t('access.deleteConfirm', { name: label(role) }),
      okText: t('access.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => remove.mutateAsync(role.id).catch(() => undefined),
    });
  }
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDraft({ role: null, name: '', permissions: [] })}>
          {t('access.create')}
        </Button>
      </Space>
      <Table<AdminRoleRecord>
        rowKey="id"
        loading={roles.isLoading}
        dataSource={roles.data ?? []}
        pagination={false}
        columns={[
          { title: t('access.role'), key: 'name', render: (_, r) => label(r) },
          {
            title: t('access.kind'),
            dataIndex: 'builtIn',
            render: (b: boolean) => (b ? <Tag color="blue">{t('access.builtIn')}</Tag> : <Tag>{t('access.custom')}</Tag>),
          },
          {
            title: t('access.permissions'),
            key: 'permissions',
            render: (_, r) => t('access.permissionCount', { count: r.permissions.length }),
          },
          { title: t('access.operators'), dataIndex: 'operators' },
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_, r) => (
              <Space>
                <Button size="small" onClick={() => setDraft({ role: r, name: r.name ?? '', permissions: r.permissions })}>
                  {r.builtIn ? t('access.view') : t('common.edit')}
                </Button>
                {r.builtIn ? null : (
                  <Tooltip title={r.operators > 0 ? t('access.inUse', { count: r.operators }) : undefined}>
                    <Button size="small" danger disabled={r.operators > 0} onClick={() => confirmDelete(r)}>
                      {t('access.delete')}
                    </Button>
                  </Tooltip>
                )}
              </Space>
            ),
          },
        ]}
      />
      <RoleEditor draft={draft} onClose={() => setDraft(null)} onCopy={setDraft} />
    </>
  );
}
