import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, DatePicker, Form, Input, InputNumber, Radio, Space, Tabs, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { createAnnouncementBodySchema, type AnnouncementAudience, type AnnouncementPreview } from '@uu/contract/admin-announcements';
import { DEFAULT_LOCALE, LOCALES } from '@uu/contract/locales';
import { ApiError } from '@/lib/api';
import { createAnnouncement } from './api/create-announcement';
import { previewAnnouncement } from './api/preview-announcement';

type Texts = Partial<Record<(typeof LOCALES)[number], string>>;
export type ComposerValues = {
  title?: Texts;
  body?: Texts;
  audience: AnnouncementAudience['kind'];
  minLevel?: number;
  memberNos?: string;
  when: 'now' | 'later';
  sendAt?: Dayjs | null;
};

/** Member numbers as an operator pastes them: separated by commas, spaces or lines. */
export function parseMemberNos(text: string | undefined): string[] {
  return [...new Set((text ?? '').split(/[\s,，、;；]+/).filter((no) => no.length > 0))];
}

/** The call's body from the form, or the first problem (an i18n key) the contract finds in it. */
export function composeBody(values: ComposerValues): { body: z.input<typeof createAnnouncementBodySchema> } | { problem: string } {
  const clean = (texts: Texts | undefined) =>
    Object.fromEntries(Object.entries(texts ?? {}).filter(([locale, text]) => locale === DEFAULT_LOCALE || text.trim() !== ''));
  const audience: AnnouncementAudience =
    values.audience === 'level'
      ? { kind: 'level', minLevel: values.minLevel ?? 0 }
      : values.audience === 'members'
        ? { kind: 'members', memberNos: parseMemberNos(values.memberNos) }
        : { kind: 'all' };
  const body = {
    title: { [DEFAULT_LOCALE]: '', ...clean(values.title) },
    body: { [DEFAULT_LOCALE]: '', ...clean(values.body) },
    audience,
    sendAt: values.when === 'later' && values.sendAt ? values.sendAt.toISOString() : null,
  } as z.input<typeof createAnnouncementBodySchema>;
  const checked = createAnnouncementBodySchema.safeParse(body);
  if (!checked.success) return { problem: checked.error.issues[0]?.message ?? 'validation.invalid' };
  if (values.when === 'later' && !values.sendAt) return { problem: 'announcements.sendAtRequired' };
  return { body };
}

/** The announcement composer: texts per language (zh-Hant required), the audience, now or at a time, a preview. */
export function AnnouncementComposer({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ComposerValues>();
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<AnnouncementPreview | null>(null);
  const audience = Form.useWatch('audience', form);
  const when = Form.useWatch('when', form);
  const shown = (error: unknown) => setProblem(error instanceof ApiError ? error.message : String(error));

  const previewing = useMutation({
    mutationFn: previewAnnouncement,
    onSuccess: (answer) => setPreview(answer),
    onError: shown,
  });
  const sending = useMutation({
    mutationFn: createAnnouncement,
    onSuccess: (sent) => {
      void message.success(sent.status === 'sent' ? t('announcements.sent', { count: sent.recipients }) : t('announcements.scheduled'));
      form.resetFields();
      setPreview(null);
      onSent();
    },
    onError: shown,
  });

  function checked(): z.input<typeof createAnnouncementBodySchema> | null {
    setProblem(null);
    const result = composeBody(form.getFieldsValue(true) as ComposerValues);
    if ('problem' in result) {
      setProblem(t(result.problem));
      return null;
    }
    return result.body;
  }

  return (
    <Form<ComposerValues> form={form} layout="vertical" initialValues={{ audience: 'all', when: 'now', minLevel: 1 }}>
      <Tabs
        size="small"
        items={LOCALES.map((locale) => ({
          key: locale,
          forceRender: true,
          label: locale === DEFAULT_LOCALE ? `${t(`common.languages.${locale}`)} *` : t(`common.languages.${locale}`),
          children: (
            <>
              <Form.Item name={['title', locale]} label={`${t('announcements.titleLabel')}（${t(`common.languages.${locale}`)}）`}>
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item name={['body', locale]} label={`${t('announcements.bodyLabel')}（${t(`common.languages.${locale}`)}）`}>
                <Input.TextArea rows={4} maxLength={2000} />
              </Form.Item>
            </>
          ),
        }))}
      />
      <Typography.Paragraph type="secondary">{t('announcements.defaultRequired')}</Typography.Paragraph>
      <Form.Item name="audience" label={t('announcements.audience')}>
        <Radio.Group
          options={[
            { value: 'all', label: t('announcements.audienceAll') },
            { value: 'level', label: t('announcements.audienceLevel') },
            { value: 'members', label: t('announcements.audienceMembers') },
          ]}
        />
      </Form.Item>
      {audience === 'level' ? (
        <Form.Item name="minLevel" label={t('announcements.minLevel')}>
          <InputNumber min={0} max={5} precision={0} />
        </Form.Item>
      ) : null}
      {audience === 'members' ? (
        <Form.Item name="memberNos" label={t('announcements.memberNos')}>
          <Input.TextArea rows={3} />
        </Form.Item>
      ) : null}
      <Form.Item name="when" label={t('announcements.when')}>
        <Radio.Group
          options={[
            { value: 'now', label: t('announcements.now') },
            { value: 'later', label: t('announcements.later') },
          ]}
        />
      </Form.Item>
      {when === 'later' ? (
        <Form.Item name="sendAt" label={t('announcements.sendAt')}>
          <DatePicker showTime />
        </Form.Item>
      ) : null}
      {problem ? <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} /> : null}
      {preview ? <PreviewCard preview={preview} /> : null}
      <Space>
        <Button
          loading={previewing.isPending}
          onClick={() => {
            const body = checked();
            if (body) previewing.mutate({ title: body.title, body: body.body, audience: body.audience });
          }}
        >
          {t('announcements.preview')}
        </Button>
        <Button
          type="primary"
          loading={sending.isPending}
          onClick={() => {
            const body = checked();
            if (body) sending.mutate(body);
          }}
        >
          {when === 'later' ? t('announcements.schedule') : t('announcements.send')}
        </Button>
      </Space>
    </Form>
  );
}

function PreviewCard({ preview }: { preview: AnnouncementPreview }) {
  const { t } = useTranslation();
  return (
    <div data-testid="announcement-preview" style={{ marginBottom: 16 }}>
      <Typography.Title level={5}>{t('announcements.previewTitle', { count: preview.recipients })}</Typography.Title>
      {preview.unknownMemberNos.length > 0 ? (
        <Alert type="warning" showIcon message={t('announcements.unknownMembers', { list: preview.unknownMemberNos.join(', ') })} />
      ) : null}
      {LOCALES.map((locale) => (
        <div key={locale} style={{ marginTop: 8 }}>
          <Typography.Text type="secondary">{t(`common.languages.${locale}`)}</Typography.Text>
          <Typography.Paragraph strong style={{ marginBottom: 0 }}>
            {preview.texts[locale].title}
          </Typography.Paragraph>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{preview.texts[locale].body}</Typography.Paragraph>
        </div>
      ))}
    </div>
  );
}
