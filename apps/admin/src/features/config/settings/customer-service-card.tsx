import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PlatformConfig } from '@uu/contract/admin-config';
import { contactKindSchema } from '@uu/contract/profile';
import { RequiredSelect } from '@/components/required-select';
import type { SavePlatformConfigBody as SaveConfig } from '../api/save-platform-config';
import { LocalizedTabs } from '../components/localized-tabs';
import { ConfigCard } from './config-card';

/** The contacts members see for customer service, each with a label per language, and its hours per language. */
export function CustomerServiceCard({ config: c }: { config: PlatformConfig | undefined }) {
  const { t } = useTranslation();
  return (
    <ConfigCard
      title={t('config.settings.customerService')}
      testId="customer-service"
      config={c}
      toForm={(cfg) => ({ customerService: cfg.customerService })}
      toBody={(v) => {
        const cs = v.customerService as {
          contacts?: { kind: string; value: string; label?: Record<string, string | undefined> | null }[];
          hours?: Record<string, string | undefined>;
        };
        // The contract drops the empty languages of a label, and answers null when none is written.
        return {
          customerService: { contacts: (cs.contacts ?? []).map((x) => ({ ...x, label: x.label ?? null })), hours: cs.hours ?? {} },
        } as SaveConfig;
      }}
    >
      <Form.List name={['customerService', 'contacts']}>
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <Card size="small" key={field.key} style={{ marginBottom: 12 }} data-testid={`contact-${String(field.name)}`}>
                <Row gutter={8} align="bottom">
                  <Col span={7}>
                    <Form.Item name={[field.name, 'kind']} label={t('config.settings.contactKind')} rules={[{ required: true }]}>
                      <RequiredSelect
                        options={contactKindSchema.options.map((k) => ({ value: k, label: t(`config.settings.contactKinds.${k}`) }))}
                      />
                    </Form.Item>
                  </Col>
                  <Col span={15}>
                    <Form.Item
                      name={[field.name, 'value']}
                      label={t('config.settings.contactValue')}
                      rules={[{ required: true, message: t('validation.contactValue') }]}
                    >
                      <Input maxLength={200} />
                    </Form.Item>
                  </Col>
                  <Col span={2}>
                    <Form.Item>
                      <Button danger icon={<DeleteOutlined />} aria-label={t('common.delete')} onClick={() => remove(field.name)} />
                    </Form.Item>
                  </Col>
                </Row>
                {/* What members see instead of the kind's name, in their language (zh-Hant where theirs is empty). */}
                <LocalizedTabs>
                  {(l) => (
                    <Form.Item name={[field.name, 'label', l]} label={t('config.settings.contactLabel')}>
                      <Input maxLength={60} />
                    </Form.Item>
                  )}
                </LocalizedTabs>
              </Card>
            ))}
            <Form.Item>
              <Button icon={<PlusOutlined />} onClick={() => add({ kind: 'email', value: '', label: null })} disabled={fields.length >= 20}>
                {t('config.settings.addContact')}
              </Button>
            </Form.Item>
          </>
        )}
      </Form.List>
      <LocalizedTabs>
        {(l) => (
          <Form.Item name={['customerService', 'hours', l]} label={t('config.settings.hours')}>
            <Input maxLength={200} />
          </Form.Item>
        )}
      </LocalizedTabs>
    </ConfigCard>
  );
}
