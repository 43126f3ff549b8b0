import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Form, Input, Row } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlatformConfig } from '@uu/contract/admin-config';
import { setTopUpChannelsBodySchema } from '@uu/contract/wallet';
import { RequiredSelect } from '@/components/required-select';
import { PLATFORM_CONFIG_KEY } from '../api/get-platform-config';
import { setTopUpChannels, type SetTopUpChannelsBody } from '../api/set-top-up-channels';
import { checkWith, showServerIssues } from '../components/form-issues';
import { LocalizedTabs } from '../components/localized-tabs';

/**
 * Where members send top-up money (bank accounts, e-wallets), set by their own call. The name and the
 * note are written per language (zh-Hant required); the account and its holder are one text.
 */
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
    const list = values.list.map((c) => ({ ...c, holder: c.holder?.trim() || null, note: c.note ?? null }));
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
                <Card size="small" key={field.key} style={{ marginBottom: 12 }} data-testid={`channel-${String(field.name)}`}>
                  <Row gutter={8} align="bottom">
                    <Col span={5}>
                      <Form.Item
                        name={[field.name, 'id']}
                        label={t('config.settings.channelId')}
                        rules={[{ required: true, pattern: /^[a-z0-9-]{1,40}$/, message: t('config.settings.channelIdHint') }]}
                      >
                        <Input />
                      </Form.Item>
                    </Col>
                    <Col span={4}>
                      <Form.Item name={[field.name, 'kind']} label={t('config.settings.channelKind')} rules={[{ required: true }]}>
                        <RequiredSelect
                          options={(['bank', 'ewallet'] as const).map((k) => ({ value: k, label: t(`config.settings.channelKinds.${k}`) }))}
                        />
                      </Form.Item>
                    </Col>
                    <Col span={8}>
                      <Form.Item
                        name={[field.name, 'account']}
                        label={t('config.settings.channelAccount')}
                        rules={[{ required: true, message: t('validation.channel') }]}
                      >
                        <Input maxLength={80} />
                      </Form.Item>
                    </Col>
                    <Col span={6}>
                      <Form.Item name={[field.name, 'holder']} label={t('config.settings.channelHolder')}>
                        <Input maxLength={60} />
                      </Form.Item>
                    </Col>
                    <Col span={1}>
                      <Form.Item>
                        <Button danger icon={<DeleteOutlined />} aria-label={t('common.delete')} onClick={() => remove(field.name)} />
                      </Form.Item>
                    </Col>
                  </Row>
                  <LocalizedTabs>
                    {(l) => (
                      <Row gutter={8}>
                        <Col span={10}>
                          <Form.Item
                            name={[field.name, 'name', l]}
                            label={t('config.settings.channelName')}
                            rules={l === 'zh-Hant' ? [{ required: true, whitespace: true, message: t('validation.channelName') }] : []}
                          >
                            <Input maxLength={60} />
                          </Form.Item>
                        </Col>
                        <Col span={14}>
                          <Form.Item name={[field.name, 'note', l]} label={t('config.settings.channelNote')}>
                            <Input maxLength={200} />
                          </Form.Item>
                        </Col>
                      </Row>
                    )}
                  </LocalizedTabs>
                </Card>
              ))}
              <Form.Item>
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add({ id: '', kind: 'bank', name: { 'zh-Hant': '' }, account: '', holder: null, note: null })}
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
