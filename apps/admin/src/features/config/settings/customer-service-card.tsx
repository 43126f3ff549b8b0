import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PlatformConfig } from '@uu/contract/admin-config';
import { contactKindSchema } from '@uu/contract/profile';
import { RequiredSelect } from '@/components/required-select';
import type { SavePlatformConfigBody as SaveConfig } from '../api/save-platform-config';
import { LocalizedTabs } from '../components/localized-tabs';
import { ConfigCard } from './config-card';

/** The contacts members see for customer service, and its hours per language. */
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
          contacts?: { kind: string; value: string; label?: string | null }[];
          hours?: Record<string, string | undefined>;
        };
        return {
          customerService: { contacts: (cs.contacts ?? []).map((x) => ({ ...x, label: x.label?.trim() || null })), hours: cs.hours ?? {} },
        } as SaveConfig;
      }}
    >
      <Form.List name={['customerService', 'contacts']}>
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <Row gutter={8} key={field.key} align="bottom">
                <Col span={5}>
                  <Form.Item name={[field.name, 'kind']} label={t('config.settings.contactKind')} rules={[{ required: true }]}>
                    <RequiredSelect
                      options={contactKindSchema.options.map((k) => ({ value: k, label: t(`config.settings.contactKinds.${k}`) }))}
                    />
                  </Form.Item>
                </Col>
                <Col span={10}>
                  <Form.Item
                    name={[field.name, 'value']}
                    label={t('config.settings.contactValue')}
                    rules={[{ required: true, message: t('validation.contactValue') }]}
                  >
                    <Input maxLength={200} />
                  </Form.Item>
                </Col>
                <Col span={7}>
                  <Form.Item name={[field.name, 'label']} label={t('config.settings.contactLabel')}>
                    <Input maxLength={60} />
                  </Form.Item>
                </Col>
                <Col span={2}>
                  <Form.Item>
                    <Button danger icon={<DeleteOutlined />} aria-label={t('common.delete')} onClick={() => remove(field.name)} />
                  </Form.Item>
                </Col>
              </Row>
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
