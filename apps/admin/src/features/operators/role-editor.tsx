import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Checkbox, Divider, Form, Input, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PERMISSION_GROUPS, type Permission, type PermissionGroup } from '@uu/contract/admin-permissions';
import type { AdminRoleRecord } from '@uu/contract/admin-roles';
import { saveAdminRole } from './api/save-admin-role';

type FormValues = { name: string } & Partial<Record<PermissionGroup, Permission[]>>;

/** What the editor opens: a role to view (built-in) or change (custom), or a new one (possibly copied from another). */
export type RoleDraft = { role: AdminRoleRecord | null; name: string; permissions: readonly Permission[] };

const GROUPS = Object.keys(PERMISSION_GROUPS) as PermissionGroup[];

/** One page's permissions: a check-all box and a box per action. */
function GroupField({ group, readOnly }: { group: PermissionGroup; readOnly: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<FormValues>();
  const options = PERMISSION_GROUPS[group] as readonly Permission[];
  const checked = Form.useWatch(group, form) ?? [];
  const all = options.every((p) => checked.includes(p));
  return (
    <div data-testid={`permissions-${group}`}>
      <Divider orientation="left" plain style={{ margin: '8px 0' }}>
        <Checkbox
          disabled={readOnly}
          checked={all}
          indeterminate={!all && checked.length > 0}
          onChange={(e) => form.setFieldValue(group, e.target.checked ? [...options] : [])}
        >
          <Typography.Text strong>{t(`access.groups.${group}`)}</Typography.Text>
        </Checkbox>
      </Divider>
      <Form.Item name={group} noStyle>
        <Checkbox.Group disabled={readOnly} options={options.map((p) => ({ value: p, label: t(`access.permission.${p}`) }))} />
      </Form.Item>
    </div>
  );
}

/**
 * The role editor: a name and the permissions grouped by the console page they open. A built-in
 * role is shown read-only (the presets are not changed; "copy" starts a custom role from one).
 */
export function RoleEditor({
  draft,
  onClose,
  onCopy,
}: {
  draft: RoleDraft | null;
  onClose: () => void;
  onCopy: (draft: RoleDraft) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const readOnly = draft?.role?.builtIn ?? false;

  useEffect(() => {
    if (!draft) return;
    form.resetFields();
    form.setFieldsValue({
      name: draft.name,
      ...Object.fromEntries(
        GROUPS.map((g) => [g, (PERMISSION_GROUPS[g] as readonly Permission[]).filter((p) => draft.permissions.includes(p))]),
      ),
    });
  }, [draft, form]);

  const save = useMutation({
    mutationFn: (values: FormValues) =>
      saveAdminRole({
        ...(draft?.role ? { id: draft.role.id } : {}),
        name: values.name,
        permissions: GROUPS.flatMap((g) => values[g] ?? []),
      }),
    onSuccess: async () => {
      void message.success(t('common.saved'));
      onClose();
      await client.invalidateQueries({ queryKey: ['admin', 'roles'] });
    },
  });

  const title = readOnly ? t('access.viewTitle') : draft?.role ? t('access.editTitle') : t('access.createTitle');
  return (
    <Modal
      open={draft !== null}
      title={title}
      width={760}
      okText={readOnly ? t('access.copy') : t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onCancel={onClose}
      onOk={() => {
        if (readOnly && draft?.role)
          onCopy({ role: null, name: t('access.copyName', { name: t(`roles.${draft.role.id}`) }), permissions: draft.permissions });
        else form.submit();
      }}
      destroyOnHidden
    >
      {readOnly ? <Alert type="info" showIcon message={t('access.builtInHint')} style={{ marginBottom: 12 }} /> : null}
      <Form form={form} layout="vertical" onFinish={(values) => save.mutate(values)} disabled={readOnly}>
        {readOnly ? null : (
          <Form.Item name="name" label={t('access.name')} rules={[{ required: true, max: 40, message: t('validation.roleName') }]}>
            <Input />
          </Form.Item>
        )}
        <Typography.Text strong>{t('access.permissions')}</Typography.Text>
        {GROUPS.map((g) => (
          <GroupField key={g} group={g} readOnly={readOnly} />
        ))}
        {readOnly ? null : (
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
            {t('access.appliesNow')}
          </Typography.Paragraph>
        )}
      </Form>
    </Modal>
  );
}
