import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Checkbox, Form, Input, Modal, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatModel } from '@uu/contract/admin-chat';
import { createChatModel, enableChatModel, listChatModels, setDefaultChatModel, testChatModel, updateChatModel } from './api';

type FormValues = {
  name: string;
  baseUrl: string;
  model: string;
  apiKey?: string;
  removeKey?: boolean;
  priceIn: string;
  priceOut: string;
  enabled: boolean;
};

const KEY = ['chat-models'] as const;

/**
 * The chat's models (issue 23, "Operators"): OpenAI-compatible endpoints with their prices per 1,000
 * tokens; one default; members choose among the enabled ones. A key is typed once and never shown
 * again (the list shows its last four characters); leaving it empty on an edit keeps it.
 */
export default function ChatModelsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [editing, setEditing] = useState<ChatModel | 'new' | null>(null);
  const [form] = Form.useForm<FormValues>();
  const models = useQuery({ queryKey: KEY, queryFn: listChatModels });
  const refresh = () => client.invalidateQueries({ queryKey: KEY });
  const fail = (error: Error) => void message.error(error.message);

  const save = useMutation({
    mutationFn: (v: FormValues) => {
      const fields = { name: v.name, baseUrl: v.baseUrl, model: v.model, priceIn: v.priceIn, priceOut: v.priceOut, enabled: v.enabled };
      if (editing === 'new' || editing === null) return createChatModel({ ...fields, ...(v.apiKey ? { apiKey: v.apiKey } : {}) });
      const apiKey = v.removeKey ? { apiKey: '' } : v.apiKey ? { apiKey: v.apiKey } : {};
      return updateChatModel({ id: editing.id, ...fields, ...apiKey });
    },
    onSuccess: async () => {
      void message.success(t('aiChat.models.saved'));
      setEditing(null);
      await refresh();
    },
    onError: fail,
  });
  const toggle = useMutation({
    mutationFn: (m: ChatModel) => enableChatModel(m.id, !m.enabled),
    onSuccess: refresh,
    onError: fail,
  });
  const makeDefault = useMutation({ mutationFn: (id: number) => setDefaultChatModel(id), onSuccess: refresh, onError: fail });
  const test = useMutation({
    mutationFn: (id: number) => testChatModel(id),
    onSuccess: (r) =>
      r.ok
        ? void message.success(t('aiChat.models.testOk', { ms: r.latencyMs, text: r.text }))
        : void message.error(t('aiChat.models.testFailed', { text: r.text })),
    onError: fail,
  });

  function open(target: ChatModel | 'new') {
    form.resetFields();
    if (target !== 'new')
      form.setFieldsValue({
        name: target.name,
        baseUrl: target.baseUrl,
        model: target.model,
        priceIn: target.priceIn,
        priceOut: target.priceOut,
        enabled: target.enabled,
      });
    setEditing(target);
  }

  const fallback = models.data?.fallback;
  const who =
    fallback?.kind === 'model'
      ? (fallback.name ?? '')
      : fallback?.kind === 'config'
        ? t('aiChat.models.fallbackConfig', { name: fallback.name ?? '' })
        : t('aiChat.models.fallbackBuiltin');
  const current = editing !== null && editing !== 'new' ? editing : null;

  return (
    <Card
      title={t('aiChat.models.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
          {t('aiChat.models.add')}
        </Button>
      }
    >
      {fallback ? (
        <Alert
          style={{ marginBottom: 16 }}
          type="info"
          showIcon
          message={models.data?.list.length ? t('aiChat.models.fallback', { who }) : t('aiChat.models.empty', { who })}
        />
      ) : null}
      <Table<ChatModel>
        rowKey="id"
        size="middle"
        loading={models.isLoading}
        dataSource={models.data?.list ?? []}
        pagination={false}
        columns={[
          {
            title: t('aiChat.models.name'),
            render: (_, m) => (
              <Space>
                {m.name}
                {m.isDefault ? <Tag color="blue">{t('aiChat.models.isDefault')}</Tag> : null}
              </Space>
            ),
          },
          { title: t('aiChat.models.model'), dataIndex: 'model' },
          { title: t('aiChat.models.baseUrl'), dataIndex: 'baseUrl' },
          { title: t('aiChat.models.apiKey'), render: (_, m) => (m.keyLast4 ? `••••${m.keyLast4}` : t('aiChat.models.apiKeyNone')) },
          { title: t('aiChat.models.priceIn'), dataIndex: 'priceIn' },
          { title: t('aiChat.models.priceOut'), dataIndex: 'priceOut' },
          {
            title: t('aiChat.models.enabled'),
            render: (_, m) => (
              <Switch
                size="small"
                checked={m.enabled}
                aria-label={m.enabled ? t('aiChat.models.disable') : t('aiChat.models.enable')}
                onChange={() => toggle.mutate(m)}
              />
            ),
          },
          {
            title: t('common.actions'),
            render: (_, m) => (
              <Space wrap>
                <Button size="small" onClick={() => open(m)}>
                  {t('common.edit')}
                </Button>
                {m.enabled && !m.isDefault ? (
                  <Button size="small" onClick={() => makeDefault.mutate(m.id)}>
                    {t('aiChat.models.setDefault')}
                  </Button>
                ) : null}
                <Button size="small" loading={test.isPending && test.variables === m.id} onClick={() => test.mutate(m.id)}>
                  {t('aiChat.models.test')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t('aiChat.models.addTitle') : t('aiChat.models.editTitle')}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={save.isPending}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form
          form={form}
          name="chat-model"
          layout="vertical"
          initialValues={{ enabled: true, priceIn: '0', priceOut: '0' }}
          onFinish={(values) => save.mutate(values)}
        >
          <Form.Item
            name="name"
            label={t('aiChat.models.name')}
            rules={[{ required: true, whitespace: true, max: 60, message: t('validation.chatModelName') }]}
          >
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item
            name="baseUrl"
            label={t('aiChat.models.baseUrl')}
            rules={[{ required: true, pattern: /^https?:\/\/\S+$/, message: t('validation.chatModelUrl') }]}
          >
            <Input placeholder="https://api.openai.com/v1" />
          </Form.Item>
          <Form.Item
            name="model"
            label={t('aiChat.models.model')}
            rules={[{ required: true, whitespace: true, message: t('validation.chatModelId') }]}
          >
            <Input maxLength={120} />
          </Form.Item>
          <Form.Item
            name="apiKey"
            label={t('aiChat.models.apiKey')}
            extra={current?.keyLast4 ? t('aiChat.models.apiKeyHelpEdit', { last4: current.keyLast4 }) : t('aiChat.models.apiKeyHelpNew')}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          {current?.hasKey ? (
            <Form.Item name="removeKey" valuePropName="checked">
              <Checkbox>{t('aiChat.models.removeKey')}</Checkbox>
            </Form.Item>
          ) : null}
          <Space size="large">
            <Form.Item
              name="priceIn"
              label={t('aiChat.models.priceIn')}
              rules={[{ required: true, pattern: /^\d{1,4}(\.\d{1,6})?$/, message: t('validation.chatModelPrice') }]}
            >
              <Input inputMode="decimal" />
            </Form.Item>
            <Form.Item
              name="priceOut"
              label={t('aiChat.models.priceOut')}
              rules={[{ required: true, pattern: /^\d{1,4}(\.\d{1,6})?$/, message: t('validation.chatModelPrice') }]}
            >
              <Input inputMode="decimal" />
            </Form.Item>
          </Space>
          <Form.Item name="enabled" label={t('aiChat.models.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
