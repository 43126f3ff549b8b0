import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Image, InputNumber, Modal, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCategory } from '@uu/contract/admin-catalogue';
import { currentLocale } from '@/lib/i18n';
import { catalogueKeys, compactText, pickText } from './catalogue-lib';
import { ImageListInput } from './components/image-list-input';
import { LocalizedInput } from './components/localized-input';
import { adminCategories } from './api/admin-categories';
import { deleteCategory } from './api/delete-category';
import { saveCategory } from './api/save-category';

type FormValues = { name: { 'zh-Hant'?: string; 'zh-Hans'?: string; en?: string }; icon?: string[]; sort?: number };

/**
 * Categories in the order members see them (sort, then age), with how many goods each holds and
 * how many are on the shelf. Only an empty category can be removed.
 */
export default function CategoriesPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  const [form] = Form.useForm<FormValues>();

  const list = useQuery({ queryKey: catalogueKeys.categories, queryFn: () => adminCategories() });
  const refresh = () => client.invalidateQueries({ queryKey: catalogueKeys.all });
  const save = useMutation({
    mutationFn: (values: FormValues) =>
      saveCategory({
        ...(editing && editing !== 'new' ? { id: editing.id } : {}),
        name: compactText(values.name),
        icon: values.icon?.[0] ?? null,
        sort: values.sort ?? 0,
      }),
    onSuccess: async () => {
      void message.success(t('common.saved'));
      setEditing(null);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteCategory({ id }),
    onSuccess: async () => {
      void message.success(t('catalogue.categories.deleted'));
      await refresh();
    },
  });

  function open(category: AdminCategory | 'new') {
    setEditing(category);
    form.resetFields();
    form.setFieldsValue(
      category === 'new'
        ? { name: {}, icon: [], sort: 0 }
        : { name: category.name, icon: category.icon ? [category.icon] : [], sort: category.sort },
    );
  }

  return (
    <Card
      title={t('catalogue.categories.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
          {t('catalogue.categories.create')}
        </Button>
      }
    >
      <Table<AdminCategory>
        rowKey="id"
        size="middle"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        pagination={false}
        columns={[
          { title: t('common.id'), dataIndex: 'id', width: 70 },
          {
            title: t('catalogue.categories.icon'),
            dataIndex: 'icon',
            width: 72,
            render: (src: string | null) => (src ? <Image src={src} width={32} height={32} /> : '—'),
          },
          { title: t('catalogue.categories.name'), dataIndex: 'name', render: (_, c) => pickText(c.name, locale) },
          {
            title: t('catalogue.categories.translations'),
            key: 'translations',
            render: (_, c) => (
              <Space size={4}>
                {(['zh-Hans', 'en'] as const).map((l) => (
                  <Tag key={l} color={c.name[l] ? 'green' : 'default'}>
                    {t(`common.languages.${l}`)}
                  </Tag>
                ))}
              </Space>
            ),
          },
          { title: t('catalogue.categories.sort'), dataIndex: 'sort', align: 'right' },
          {
            title: t('catalogue.categories.goods'),
            key: 'goods',
            align: 'right',
            render: (_, c) =>
              c.goodsCount === 0 ? (
                <Tag>{t('catalogue.categories.empty')}</Tag>
              ) : (
                t('catalogue.categories.goodsCount', { total: c.goodsCount, onSale: c.onSaleCount })
              ),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_, c) => (
              <Space>
                <Button size="small" onClick={() => open(c)}>
                  {t('common.edit')}
                </Button>
                <Popconfirm
                  title={t('catalogue.categories.deleteConfirm', { name: pickText(c.name, locale) })}
                  okText={t('common.delete')}
                  cancelText={t('common.cancel')}
                  disabled={c.goodsCount > 0}
                  onConfirm={() => remove.mutateAsync(c.id)}
                >
                  <Button
                    size="small"
                    danger
                    disabled={c.goodsCount > 0}
                    title={c.goodsCount > 0 ? t('catalogue.categories.notEmpty') : undefined}
                  >
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
        title={editing === 'new' ? t('catalogue.categories.createTitle') : t('catalogue.categories.editTitle')}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={save.isPending}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        destroyOnHidden
        width={600}
      >
        <Form form={form} name="category" layout="vertical" onFinish={(values) => save.mutate(values)}>
          <LocalizedInput name="name" label={t('catalogue.categories.name')} max={2000} />
          <Form.Item name="icon" label={t('catalogue.categories.icon')}>
            <ImageListInput model="category" pid={editing && editing !== 'new' ? editing.id : undefined} max={1} />
          </Form.Item>
          <Form.Item name="sort" label={t('catalogue.categories.sort')} extra={t('catalogue.categories.sortHint')}>
            <InputNumber precision={0} min={-100000} max={100000} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
