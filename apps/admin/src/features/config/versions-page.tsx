import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Modal, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DEFAULT_LOCALE } from '@uu/contract/locales';
import { publishVersionBodySchema, type VersionRecord } from '@uu/contract/versions';
import { RequiredSelect } from '@/components/required-select';
import { currentLocale } from '@/lib/i18n';
import { formatTime } from '@/lib/format';
import { checkWith, showServerIssues } from './components/form-issues';
import { LocalizedTabs } from './components/localized-tabs';
import { listVersions } from './api/list-versions';
import { publishVersion } from './api/publish-version';

/** spec §3 platform codes. */
const PLATFORMS = [1, 2, 3, 4] as const;
type Values = { platform: number; version: string; notes: Record<string, string>; url: string; forced: boolean };

/** App versions per platform: the list, and publishing (or correcting) one with notes per language. */
export default function VersionsPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [platform, setPlatform] = useState<number | undefined>(undefined);
  const [editing, setEditing] = useState<VersionRecord | 'new' | null>(null);
  const [form] = Form.useForm<Values>();
  const key = ['admin', 'config', 'versions', platform ?? 'all'];
  const versions = useQuery({ queryKey: key, queryFn: () => listVersions(platform ? { platform } : {}) });
  const publish = useMutation({
    mutationFn: (body: z.input<typeof publishVersionBodySchema>) => publishVersion(body),
    onSuccess: async () => {
      void message.success(t('config.versions.published'));
      setEditing(null);
      await client.invalidateQueries({ queryKey: ['admin', 'config', 'versions'] });
    },
    onError: (error) => showServerIssues(form, error),
  });

  function open(record: VersionRecord | 'new') {
    setEditing(record);
    form.resetFields();
    form.setFieldsValue(
      record === 'new'
        ? { platform: platform ?? 1, version: '', notes: {}, url: '', forced: false }
        : { platform: record.platform, version: record.version, notes: record.notes, url: record.url, forced: record.forced },
    );
  }
  function submit(values: Values) {
    const body = checkWith(form, publishVersionBodySchema, { ...values, notes: { 'zh-Hant': '', ...values.notes } }, t);
    if (!body) return;
    // Members meet a published version when they open the app (a forced one stops them until they update).
    const named = { platform: t(`config.platforms.${values.platform}`), version: values.version };
    modal.confirm({
      title: t('config.versions.publishConfirmTitle', named),
      content: values.forced ? t('config.versions.publishConfirmForced', named) : t('config.versions.publishConfirm', named),
      okText: t('config.versions.publishOk'),
      okButtonProps: { danger: values.forced },
      cancelText: t('common.cancel'),
      onOk: () => publish.mutateAsync(body).catch(() => undefined),
    });
  }

  const locale = currentLocale();
  return (
    <Card
      title={t('config.versions.title')}
      extra={
        <Space>
          <Select
            style={{ width: 160 }}
            allowClear
            placeholder={t('config.versions.allPlatforms')}
            aria-label={t('config.versions.allPlatforms')}
            value={platform}
            onChange={setPlatform}
            options={PLATFORMS.map((p) => ({ value: p, label: t(`config.platforms.${p}`) }))}
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
            {t('config.versions.publish')}
          </Button>
        </Space>
      }
    >
      <Table<VersionRecord>
        rowKey="id"
        loading={versions.isLoading}
        dataSource={versions.data ?? []}
        pagination={{ pageSize: 20 }}
        columns={[
          { title: t('config.versions.platform'), dataIndex: 'platform', render: (p: number) => t(`config.platforms.${p}`) },
          { title: t('config.versions.version'), dataIndex: 'version' },
          {
            title: t('config.versions.forced'),
            dataIndex: 'forced',
            render: (f: boolean) => (f ? <Tag color="red">{t('config.versions.forcedTag')}</Tag> : <Tag>{t('common.no')}</Tag>),
          },
          {
            title: t('config.versions.notes'),
            key: 'notes',
            render: (_, r) => (
              <Typography.Text ellipsis style={{ maxWidth: 320 }}>
                {r.notes[locale] || r.notes[DEFAULT_LOCALE]}
              </Typography.Text>
            ),
          },
          { title: t('config.versions.url'), dataIndex: 'url', render: (u: string) => <Typography.Text copyable>{u}</Typography.Text> },
          { title: t('config.versions.releasedAt'), dataIndex: 'releasedAt', render: (v: string) => formatTime(v) },
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_, r) => (
              <Button size="small" onClick={() => open(r)}>
                {t('common.edit')}
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        width={680}
        title={editing === 'new' ? t('config.versions.publish') : t('config.versions.correct')}
        okText={t('config.versions.publishOk')}
        cancelText={t('common.cancel')}
        confirmLoading={publish.isPending}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={submit}>
          <Space size="large" align="start">
            <Form.Item name="platform" label={t('config.versions.platform')} rules={[{ required: true }]}>
              <RequiredSelect
                style={{ width: 160 }}
                disabled={editing !== 'new'}
                options={PLATFORMS.map((p) => ({ value: p, label: t(`config.platforms.${p}`) }))}
              />
            </Form.Item>
            <Form.Item name="version" label={t('config.versions.version')} rules={[{ required: true, message: t('validation.version') }]}>
              <Input placeholder="2.1.8" disabled={editing !== 'new'} style={{ width: 160 }} />
            </Form.Item>
            <Form.Item name="forced" label={t('config.versions.forced')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
          <Form.Item
            name="url"
            label={t('config.versions.url')}
            extra={t('config.versions.urlHint')}
            rules={[{ required: true, message: t('validation.downloadUrl') }]}
          >
            <Input placeholder="https://… /files/uu.apk" />
          </Form.Item>
          <LocalizedTabs>
            {(l) => (
              <Form.Item name={['notes', l]} label={t('config.versions.notes')}>
                <Input.TextArea rows={4} maxLength={2000} />
              </Form.Item>
            )}
          </LocalizedTabs>
          <Typography.Text type="secondary">{t('config.versions.forcedHint')}</Typography.Text>
        </Form>
      </Modal>
    </Card>
  );
}
