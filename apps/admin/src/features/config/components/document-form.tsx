import { Button, Form, Input, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DEFAULT_LOCALE, type Locale } from '@uu/contract/locales';
import { formatTime } from '@/lib/format';
import { checkWith, showServerIssues } from './form-issues';
import { LocalizedTabs } from './localized-tabs';
import { RichTextEditor } from '@/components/rich-text-editor';

export type DocumentValues = { title: Partial<Record<Locale, string>>; content: Partial<Record<Locale, string>> };

type Props<S extends z.ZodType> = {
  /** What is stored now (every language). */
  initial: DocumentValues;
  updatedAt?: string;
  schema: S;
  saving: boolean;
  onSave: (body: z.input<S>) => Promise<unknown>;
  testId?: string;
};

/**
 * A titled rich text in three languages (the guide, the company overview, an agreement): edited
 * per language, checked with the contract's schema, saved whole.
 */
export function DocumentForm<S extends z.ZodType>({ initial, updatedAt, schema, saving, onSave, testId }: Props<S>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DocumentValues>();
  useEffect(() => form.setFieldsValue(initial), [form, initial]);

  async function submit(values: DocumentValues) {
    const body = checkWith(form, schema, values, t);
    if (!body) return;
    await onSave(body).catch((error: unknown) => showServerIssues(form, error));
  }

  return (
    <Form form={form} layout="vertical" onFinish={submit} initialValues={initial} data-testid={testId}>
      <LocalizedTabs>
        {(locale) => (
          <>
            <Form.Item
              name={['title', locale]}
              label={t('config.fields.title')}
              rules={
                locale === DEFAULT_LOCALE
                  ? [{ required: true, message: t('validation.required', { field: t('config.fields.title') }) }]
                  : []
              }
            >
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item
              name={['content', locale]}
              label={t('config.fields.content')}
              extra={locale === DEFAULT_LOCALE ? undefined : t('config.fallbackHint')}
            >
              <RichTextEditor aria-label={`${t('config.fields.content')} ${locale}`} />
            </Form.Item>
          </>
        )}
      </LocalizedTabs>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('common.save')}
        </Button>
        {updatedAt ? <Typography.Text type="secondary">{t('config.updatedAt', { time: formatTime(updatedAt) })}</Typography.Text> : null}
      </Space>
    </Form>
  );
}
