import { DeleteOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Image, Input, Popconfirm, Space, Tag, Typography, Upload } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { saveBannersBodySchema, saveNoticeBodySchema } from '@uu/contract/home';
import { DEFAULT_LOCALE } from '@uu/contract/locales';
import { checkWith, showServerIssues } from './components/form-issues';
import { LocalizedTabs } from './components/localized-tabs';
import { getBannersAdmin } from './api/get-banners-admin';
import { getNoticeAdmin } from './api/get-notice-admin';
import { uploadBannerImage } from './api/upload-banner-image';
import { saveBanners } from './api/save-banners';
import { saveNotice } from './api/save-notice';

type Texts = Record<string, string | undefined>;
type BannerValues = { banners?: { title: Texts; image: string | null; link: string | null }[] };
type NoticeValues = { title: Texts; content: Texts };

const BANNERS_KEY = ['admin', 'config', 'banners'];
const NOTICE_KEY = ['admin', 'config', 'notice'];

/** An image field: uploads through the admin upload endpoint and keeps the served path. */
function BannerImage({ value, onChange, index }: { value?: string | null; onChange?: (v: string | null) => void; index: number }) {
  const { t } = useTranslation();
  const upload = useMutation({
    mutationFn: (file: File) => uploadBannerImage(file, index),
    onSuccess: (result) => onChange?.(result.localPath),
  });
  return (
    <Space align="start">
      {value ? (
        <Image src={value} width={160} height={64} style={{ objectFit: 'cover' }} />
      ) : (
        <Typography.Text type="secondary">{t('config.home.noImage')}</Typography.Text>
      )}
      <Upload
        accept="image/png,image/jpeg,image/webp,image/gif"
        showUploadList={false}
        customRequest={({ file }) => upload.mutate(file as File)}
      >
        <Button icon={<UploadOutlined />} loading={upload.isPending}>
          {t('config.home.upload')}
        </Button>
      </Upload>
      {value ? <Button onClick={() => onChange?.(null)}>{t('config.home.removeImage')}</Button> : null}
    </Space>
  );
}

/** The home page's banners, in order: a title per language, an image and a link each. */
function BannersCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<BannerValues>();
  const banners = useQuery({ queryKey: BANNERS_KEY, queryFn: () => getBannersAdmin() });
  useEffect(() => {
    if (banners.data) form.setFieldsValue({ banners: banners.data.banners });
  }, [form, banners.data]);
  const save = useMutation({
    mutationFn: (body: z.input<typeof saveBannersBodySchema>) => saveBanners(body),
    onSuccess: async () => {
      void message.success(t('common.saved'));
      await client.invalidateQueries({ queryKey: BANNERS_KEY });
    },
    onError: (error) => showServerIssues(form, error),
  });
  function submit(values: BannerValues) {
    // An empty link or image is none.
    const list = (values.banners ?? []).map((b) => ({ ...b, image: b.image || null, link: b.link?.trim() || null }));
    const body = checkWith(form, saveBannersBodySchema, { banners: list }, t);
    if (body) save.mutate(body);
  }
  return (
    <Card title={t('config.home.banners')} loading={banners.isLoading}>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.List name="banners">
          {(fields, { add, remove, move }) => (
            <Space direction="vertical" style={{ width: '100%' }}>
              {fields.map((field, index) => (
                <Card
                  key={field.key}
                  size="small"
                  title={t('config.home.banner', { n: index + 1 })}
                  extra={
                    <Space>
                      <Button size="small" disabled={index === 0} onClick={() => move(index, index - 1)}>
                        {t('config.home.up')}
                      </Button>
                      <Button size="small" danger icon={<DeleteOutlined />} onClick={() => remove(field.name)}>
                        {t('common.delete')}
                      </Button>
                    </Space>
                  }
                >
                  <LocalizedTabs>
                    {(l) => (
                      <Form.Item
                        name={[field.name, 'title', l]}
                        label={t('config.fields.title')}
                        rules={
                          l === DEFAULT_LOCALE
                            ? [{ required: true, message: t('validation.required', { field: t('config.fields.title') }) }]
                            : []
                        }
                      >
                        <Input maxLength={200} />
                      </Form.Item>
                    )}
                  </LocalizedTabs>
                  <Form.Item name={[field.name, 'image']} label={t('config.home.image')}>
                    <BannerImage index={index} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'link']} label={t('config.home.link')} extra={t('config.home.linkHint')}>
                    <Input placeholder="/pages/mall/index" />
                  </Form.Item>
                </Card>
              ))}
              <Button icon={<PlusOutlined />} disabled={fields.length >= 10} onClick={() => add({ title: {}, image: null, link: null })}>
                {t('config.home.addBanner')}
              </Button>
            </Space>
          )}
        </Form.List>
        <Button type="primary" htmlType="submit" loading={save.isPending} style={{ marginTop: 16 }}>
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}

/** The popup notice: members see each published notice once; taking it down hides it. */
function NoticeCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<NoticeValues>();
  const notice = useQuery({ queryKey: NOTICE_KEY, queryFn: () => getNoticeAdmin() });
  useEffect(() => {
    if (notice.data?.notice) form.setFieldsValue({ title: notice.data.notice.title, content: notice.data.notice.content });
  }, [form, notice.data]);
  const save = useMutation({
    mutationFn: (body: z.input<typeof saveNoticeBodySchema>) => saveNotice(body),
    onSuccess: async (_, body) => {
      void message.success(body.notice ? t('config.home.published') : t('config.home.takenDown'));
      if (!body.notice) form.resetFields();
      await client.invalidateQueries({ queryKey: NOTICE_KEY });
    },
    onError: (error) => showServerIssues(form, error, [], 1),
  });
  function publish(values: NoticeValues) {
    const notice = checkWith(form, saveNoticeBodySchema.shape.notice.unwrap(), values, t);
    if (notice) save.mutate({ notice });
  }
  const current = notice.data?.notice;
  return (
    <Card
      title={t('config.home.notice')}
      loading={notice.isLoading}
      extra={current ? <Tag color="green">{t('config.home.live', { id: current.id })}</Tag> : <Tag>{t('config.home.noNotice')}</Tag>}
    >
      <Form form={form} layout="vertical" onFinish={publish}>
        <LocalizedTabs>
          {(l) => (
            <>
              <Form.Item
                name={['title', l]}
                label={t('config.fields.title')}
                rules={
                  l === DEFAULT_LOCALE ? [{ required: true, message: t('validation.required', { field: t('config.fields.title') }) }] : []
                }
              >
                <Input maxLength={200} />
              </Form.Item>
              <Form.Item
                name={['content', l]}
                label={t('config.fields.content')}
                rules={
                  l === DEFAULT_LOCALE ? [{ required: true, message: t('validation.required', { field: t('config.fields.content') }) }] : []
                }
              >
                <Input.TextArea rows={4} maxLength={2000} />
              </Form.Item>
            </>
          )}
        </LocalizedTabs>
        <Typography.Paragraph type="secondary">{t('config.home.noticeHint')}</Typography.Paragraph>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending && save.variables.notice !== null}>
            {t('config.home.publish')}
          </Button>
          <Popconfirm
            title={t('config.home.confirmTakeDown')}
            okText={t('common.confirm')}
            cancelText={t('common.cancel')}
            onConfirm={() => save.mutate({ notice: null })}
            disabled={!current}
          >
            <Button danger disabled={!current}>
              {t('config.home.takeDown')}
            </Button>
          </Popconfirm>
        </Space>
      </Form>
    </Card>
  );
}

/** The member app's home: banners and the popup notice (operators). */
export default function HomeConfigPage() {
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="large">
      <BannersCard />
      <NoticeCard />
    </Space>
  );
}
