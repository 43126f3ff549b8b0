import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Form, Input, Row, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlatformConfig } from '@uu/contract/admin-config';
import { setTopUpChannelsBodySchema } from '@uu/contract/wallet';
import { PLATFORM_CONFIG_KEY } from '../api/get-platform-config';
import { setTopUpChannels, type SetTopUpChannelsBody } from '../api/set-top-up-channels';
import { checkWith, showServerIssues } from '../components/form-issues';

/** Where members send top-up money (bank accounts, e-wallets), set by their own call. */
export function TopUpChannelsCard({ config }: { config: PlatformConfig | undefined }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<SetTopUpChannelsBody>();
  useEffect(() => {
    if (config) form.setFieldsValue({ list: config.topUpChannels });
  }, [form, config]);
  const save = useMutation({
    mutationFn: setTopUpChannels,
    onSuccess: async () => {
      void message.success(t('common.saved'));
      await client.invalidateQueries({ queryKey: PLATFORM_CONFIG_KEY });
    },
    onError: (error) => showServerIssues(form, error),
  });
  function submit(values: SetTopUpChannelsBody) {
    const list = ((values.list as SetTopUpChannelsBody['list'] | undefined) ?? []).map((c) => ({
      ...c,
      holder: c.holder?.trim() || null,
      note: c.note?.trim() || null,
    }));
    const body = checkWith(form, setTopUpChannelsBodySchema, { list }, t);
    if (body) save.mutate(body);
  }
  return (
    <Card title={t('config.settings.topUpChannels')} loading={!config} data-testid="top-up-channels">
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.List name="list">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Row gutter={8} key={field.key} align="bottom">
                  <Col span={3}>
                    <Form.Item
                      name={[field.name, 'id']}
                      label={t('config.settings.channelId')}
                      rules={[{ required: true, pattern: /^[a-z0-9-]{1,40}$/, message: t('config.settings.channelIdHint') }]}
                    >
                      <Input />
                    </Form.Item>
                  </Col>
                  <Col span={3}>
                    <Form.Item name={[field.name, 'kind']} label={t('config.settings.channelKind')} rules={[{ required: true }]}>
                      <Select
                        options={(['bank', 'ewallet'] as const).map((k) => ({ value: k, label: t(`config.settings.channelKinds.${k}`) }))}
                      />
                    </Form.Item>
                  </Col>
                  <Col span={4}>
                    <Form.Item
                      name={[field.name, 'name']}
                      label={t('config.settings.channelName')}
                      rules={[{ required: true, message: t('validation.channel') }]}
                    >
                      <Input maxLength={60} />
                    </Form.Item>
                  </Col>
                  <Col span={5}>
                    <Form.Item
                      name={[field.name, 'account']}
                      label={t('config.settings.channelAccount')}
                      rules={[{ required: true, message: t('validation.channel') }]}
                    >
                      <Input maxLength={80} />
                    </Form.Item>
                  </Col>
                  <Col span={3}>
                    <Form.Item name={[field.name, 'holder']} label={t('config.settings.channelHolder')}>
                      <Input maxLength={60} />
                    </Form.Item>
                  </Col>
                  <Col span={5}>
                    <Form.Item name={[field.name, 'note']} label={t('config.settings.channelNote')}>
                      <Input maxLength={200} />
                    </Form.Item>
                  </Col>
                  <Col span={1}>
                    <Form.Item>
                      <Button danger icon={<DeleteOutlined />} aria-label={t('common.delete')} onClick={() => remove(field.name)} />
                    </Form.Item>
                  </Col>
                </Row>
              ))}
              <Form.Item>
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add({ id: '', kind: 'bank', name: '', account: '', holder: null, note: null })}
                  disabled={fields.length >= 20}
                >
                  {t('config.settings.addChannel')}
                </Button>
              </Form.Item>
            </>
          )}
        </Form.List>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}
