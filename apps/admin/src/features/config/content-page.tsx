import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, InputNumber, Modal, Popconfirm, Space, Table, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { saveAgreementBodySchema, type StoredAgreement } from '@uu/contract/admin-config';
import { saveContentPageBodySchema, saveFaqBodySchema, type storedFaqItemSchema } from '@uu/contract/content';
import { DEFAULT_LOCALE } from '@uu/contract/locales';
import { currentLocale } from '@/lib/i18n';
import { DocumentForm } from './components/document-form';
import { checkWith, showServerIssues } from './components/form-issues';
import { LocalizedTabs } from './components/localized-tabs';
import { RichTextEditor } from '@/components/rich-text-editor';
import { deleteFaq } from './api/delete-faq';
import { listAgreementsAdmin } from './api/list-agreements-admin';
import { listContentPagesAdmin } from './api/list-content-pages-admin';
import { listFaqAdmin } from './api/list-faq-admin';
import { saveAgreement } from './api/save-agreement';
import { saveContentPage } from './api/save-content-page';
import { saveFaq } from './api/save-faq';

type StoredFaq = z.infer<typeof storedFaqItemSchema>;
type FaqValues = { question: Record<string, string>; answer: Record<string, string>; sort: number };

const PAGES_KEY = ['admin', 'config', 'pages'];
const AGREEMENTS_KEY = ['admin', 'config', 'agreements'];
const FAQ_KEY = ['admin', 'config', 'faq'];

/** The guide and the company overview, each in three languages. */
function PagesTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const pages = useQuery({ queryKey: PAGES_KEY, queryFn: () => listContentPagesAdmin() });
  const save = useMutation({
    mutationFn: (v: { slug: 'guide' | 'companyOverview'; body: z.input<typeof saveContentPageBodySchema> }) =>
      saveContentPage({ slug: v.slug }, v.body),
    onSuccess: async () => {
      void message.success(t('common.saved'));
      await client.invalidateQueries({ queryKey: PAGES_KEY });
    },
  });
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="large">
      {(pages.data?.list ?? []).map((page) => (
        <Card key={page.slug} title={t(`config.pages.${page.slug}`)} loading={pages.isLoading}>
          <DocumentForm
            testId={`page-${page.slug}`}
            initial={{ title: page.title, content: page.content }}
            updatedAt={page.updatedAt}
            schema={saveContentPageBodySchema}
            saving={save.isPending && save.variables.slug === page.slug}
            onSave={(body) => save.mutateAsync({ slug: page.slug, body })}
          />
        </Card>
      ))}
    </Space>
  );
}

/** The service agreement, the privacy policy and any other agreement, in three languages. */
function AgreementsTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const agreements = useQuery({ queryKey: AGREEMENTS_KEY, queryFn: () => listAgreementsAdmin() });
  const save = useMutation({
    mutationFn: (v: { id: number; body: z.input<typeof saveAgreementBodySchema> }) => saveAgreement({ id: v.id }, v.body),
    onSuccess: async () => {
      void message.success(t('common.saved'));
      await client.invalidateQueries({ queryKey: AGREEMENTS_KEY });
    },
  });
  const initial = (a: StoredAgreement) => ({
    title: Object.fromEntries(Object.entries(a.texts).map(([l, text]) => [l, text.title])),
    content: Object.fromEntries(Object.entries(a.texts).map(([l, text]) => [l, text.content])),
  });
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="large">
      {(agreements.data?.list ?? []).map((a) => (
        <Card key={a.id} title={`${a.texts[currentLocale()]?.title ?? a.texts['zh-Hant'].title} (#${a.id}, ${a.slug})`}>
          <DocumentForm
            testId={`agreement-${a.id}`}
            initial={initial(a)}
            updatedAt={a.updatedAt}
            schema={saveAgreementBodySchema}
            saving={save.isPending && save.variables.id === a.id}
            onSave={(body) => save.mutateAsync({ id: a.id, body })}
          />
        </Card>
      ))}
    </Space>
  );
}

/** The FAQ: questions in their order, each with an HTML answer per language. */
function FaqTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [editing, setEditing] = useState<StoredFaq | 'new' | null>(null);
  const [form] = Form.useForm<FaqValues>();
  const faq = useQuery({ queryKey: FAQ_KEY, queryFn: () => listFaqAdmin() });
  const list = useMemo(() => faq.data?.list ?? [], [faq.data]);
  const refresh = () => client.invalidateQueries({ queryKey: FAQ_KEY });

  const save = useMutation({
    mutationFn: (body: z.input<typeof saveFaqBodySchema>) => saveFaq(body),
    onSuccess: async () => {
      void message.success(t('common.saved'));
      setEditing(null);
      await refresh();
    },
    onError: (error) => showServerIssues(form, error),
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteFaq({ id }),
    onSuccess: async () => {
      void message.success(t('config.faq.deleted'));
      await refresh();
    },
  });
  /** Moves a question up or down: the two swap places, each saved with its new sort number (10 apart). */
  const move = useMutation({
    mutationFn: async ({ index, by }: { index: number; by: -1 | 1 }) => {
      const order = [...list];
      const [item] = order.splice(index, 1);
      if (!item) return;
      order.splice(index + by, 0, item);
      const changed = order.map((f, i) => ({ f, sort: (i + 1) * 10 })).filter(({ f, sort }) => f.sort !== sort);
      for (const { f, sort } of changed) await saveFaq({ id: f.id, question: f.question, answer: f.answer, sort });
    },
    onSuccess: refresh,
  });

  function open(item: StoredFaq | 'new') {
    setEditing(item);
    form.resetFields();
    form.setFieldsValue(
      item === 'new'
        ? { question: {}, answer: {}, sort: (list.at(-1)?.sort ?? 0) + 10 }
        : { question: item.question, answer: item.answer, sort: item.sort },
    );
  }
  function submit(values: FaqValues) {
    const body = checkWith(form, saveFaqBodySchema, { ...values, ...(editing && editing !== 'new' ? { id: editing.id } : {}) }, t);
    if (body) save.mutate(body);
  }

  const locale = currentLocale();
  return (
    <Card
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
          {t('config.faq.add')}
        </Button>
      }
    >
      <Table<StoredFaq>
        rowKey="id"
        loading={faq.isLoading}
        dataSource={list}
        pagination={false}
        columns={[
          { title: t('config.faq.sort'), dataIndex: 'sort', width: 90 },
          { title: t('config.faq.question'), key: 'q', render: (_, row) => row.question[locale] ?? row.question[DEFAULT_LOCALE] },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 260,
            render: (_, row, index) => (
              <Space>
                <Button
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label={t('config.faq.up')}
                  disabled={index === 0 || move.isPending}
                  onClick={() => move.mutate({ index, by: -1 })}
                />
                <Button
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label={t('config.faq.down')}
                  disabled={index === list.length - 1 || move.isPending}
                  onClick={() => move.mutate({ index, by: 1 })}
                />
                <Button size="small" onClick={() => open(row)}>
                  {t('common.edit')}
                </Button>
                <Popconfirm
                  title={t('config.faq.confirmDelete')}
                  okText={t('common.delete')}
                  cancelText={t('common.cancel')}
                  onConfirm={() => remove.mutate(row.id)}
                >
                  <Button size="small" danger>
                    {t('common.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        width={760}
        title={editing === 'new' ? t('config.faq.add') : t('config.faq.edit')}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={save.isPending}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={submit}>
          <LocalizedTabs>
            {(l) => (
              <>
                <Form.Item
                  name={['question', l]}
                  label={t('config.faq.question')}
                  rules={
                    l === DEFAULT_LOCALE ? [{ required: true, message: t('validation.required', { field: t('config.faq.question') }) }] : []
                  }
                >
                  <Input maxLength={200} />
                </Form.Item>
                <Form.Item
                  name={['answer', l]}
                  label={t('config.faq.answer')}
                  extra={l === DEFAULT_LOCALE ? undefined : t('config.fallbackHint')}
                >
                  <RichTextEditor aria-label={`${t('config.faq.answer')} ${l}`} />
                </Form.Item>
              </>
            )}
          </LocalizedTabs>
          <Form.Item name="sort" label={t('config.faq.sort')} extra={t('config.faq.sortHint')}>
            <InputNumber min={0} max={100000} precision={0} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}

/** Content in three languages: the guide and company overview, the agreements, the FAQ (operators). */
export default function ContentPage() {
  const { t } = useTranslation();
  return (
    <Card title={t('config.content.title')}>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'pages', label: t('config.content.pages'), children: <PagesTab /> },
          { key: 'agreements', label: t('config.content.agreements'), children: <AgreementsTab /> },
          { key: 'faq', label: t('config.content.faq'), children: <FaqTab /> },
        ]}
      />
    </Card>
  );
}
