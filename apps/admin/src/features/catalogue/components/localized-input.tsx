import { Form, Input, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@uu/contract/locales';

/**
 * One text in the three languages, as tabs: zh-Hant (the source) is required, the others may stay
 * empty and then fall back to it for members. `render` draws the input of one language.
 */
export function LocalizedInput({
  name,
  label,
  max,
  render,
  required = true,
}: {
  name: string;
  label: string;
  max: number;
  render?: (locale: Locale) => ReactNode;
  /** zh-Hant must be written (names); rich descriptions may stay empty. */
  required?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item label={label} required={required} style={{ marginBottom: 8 }}>
      <Tabs
        size="small"
        items={LOCALES.map((locale) => ({
          key: locale,
          label: t(`common.languages.${locale}`),
          forceRender: true,
          children: (
            <Form.Item
              name={[name, locale]}
              rules={[
                ...(required && locale === 'zh-Hant'
                  ? [{ required: true, whitespace: true, message: t('catalogue.form.sourceRequired', { field: label }) }]
                  : []),
                ...(render ? [] : [{ max, message: t('catalogue.form.tooLong', { max }) }]),
              ]}
              style={{ marginBottom: 8 }}
            >
              {render ? render(locale) : <Input aria-label={`${label} ${t(`common.languages.${locale}`)}`} />}
            </Form.Item>
          ),
        }))}
      />
    </Form.Item>
  );
}
