import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Form, Input, InputNumber, Modal, Row, Space, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WRITEOFF_CODE_RE, type AdminStore } from '@uu/contract/admin-catalogue';
import { currentLocale } from '@/lib/i18n';
import { required } from '@/lib/required';
import { catalogueKeys, compactText, pickText } from './catalogue-lib';
import { LocalizedInput } from './components/localized-input';
import { adminStores } from './api/admin-stores';
import { saveStore } from './api/save-store';
import { ImageListInput } from './components/image-list-input';
import { setStoreWriteoffCode } from './api/set-store-writeoff-code';
import { setStoreEnabled } from './api/set-store-enabled';
import { deleteStore } from './api/delete-store';
import { StoreMapPicker } from './components/store-map-picker';

type Texts = { 'zh-Hant'?: string; 'zh-Hans'?: string; en?: string };
type FormValues = {
  name: Texts;
  address: Texts;
  phone?: string;
  hours?: Texts;
  latitude?: number;
  longitude?: number;
  writeoffCode?: string;
  /** The storefront's picture: a list of at most one upload. */
  pictures?: string[];
};

/** "25.0330, 121.5654" as copied from a map: both coordinates at once. */
function parsePair(text: string): [number, number] | null {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*[,\s]\s*(-?\d+(?:\.\d+)?)\s*$/.exec(text);
  if (!match) return null;
  const [lat, lng] = [Number(match[1]), Number(match[2])];
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? [lat, lng] : null;
}

/** The hours per language without the empty ones; null when none was written (members then see no hours). */
export function hoursOf(texts: Texts | undefined): Texts | null {
  const out: Texts = {};
  for (const [locale, text] of Object.entries(texts ?? {}) as [keyof Texts, string | undefined][])
    if (text?.trim()) out[locale] = text.trim();
  return Object.keys(out).length ? out : null;
}

/**
 * Stores for self-pickup and write-off: names, addresses and opening hours per language, phone, the
 * coordinates the member's map shows (picked on a map or typed), the store's own write-off code; and
 * disabling (members no longer see it) or deleting (only a store nothing refers to), each confirmed
 * with what members will see.
 */
export default function StoresPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [editing, setEditing] = useState<AdminStore | 'new' | null>(null);
  const [form] = Form.useForm<FormValues>();
  const latitude = Form.useWatch('latitude', form);
  const longitude = Form.useWatch('longitude', form);

  const list = useQuery({ queryKey: catalogueKeys.stores, queryFn: () => adminStores() });
  const save = useMutation({
    mutationFn: async (values: FormValues) => {
      const saved = await saveStore({
        ...(editing && editing !== 'new' ? { id: editing.id } : {}),
        name: compactText(values.name),
        address: compactText(values.address),
        phone: values.phone?.trim() || null,
        hours: hoursOf(values.hours),
        latitude: required(values.latitude, 'latitude'),
        longitude: required(values.longitude, 'longitude'),
        picture: values.pictures?.[0] ?? null,
      });
      // The write-off code is its own call (it is what members type at the counter); sent only when it changed.
      const code = values.writeoffCode?.trim().toUpperCase() || null;
      const before = editing && editing !== 'new' ? editing.writeoffCode : null;
      if (code !== before) await setStoreWriteoffCode({ id: saved.id }, { code });
    },
    onSuccess: async () => {
      void message.success(t('common.saved'));
      setEditing(null);
      await client.invalidateQueries({ queryKey: catalogueKeys.all });
    },
  });

  const toggle = useMutation({
    mutationFn: (store: AdminStore) => setStoreEnabled({ id: store.id }, { enabled: !store.enabled }),
    onSuccess: async (saved) => {
      void message.success(t(saved.enabled ? 'catalogue.stores.enabledDone' : 'catalogue.stores.disabledDone'));
      await client.invalidateQueries({ queryKey: catalogueKeys.all });
    },
  });
  const remove = useMutation({
    mutationFn: (store: AdminStore) => deleteStore({ id: store.id }),
    onSuccess: async () => {
      void message.success(t('catalogue.stores.deleted'));
      await client.invalidateQueries({ queryKey: catalogueKeys.all });
    },
  });

  function confirmToggle(store: AdminStore) {
    const name = pickText(store.name, locale);
    modal.confirm({
      title: t(store.enabled ? 'catalogue.stores.disableTitle' : 'catalogue.stores.enableTitle', { name }),
      content: store.enabled ? t('catalogue.stores.disableBody', { orders: store.orderCount }) : t('catalogue.stores.enableBody'),
      okText: t(store.enabled ? 'catalogue.stores.disable' : 'catalogue.stores.enable'),
      okButtonProps: store.enabled ? { danger: true } : {},
      cancelText: t('common.cancel'),
      onOk: () => toggle.mutateAsync(store),
    });
  }

  function confirmDelete(store: AdminStore) {
    const name = pickText(store.name, locale);
    if (store.orderCount > 0 || store.goodsCount > 0) {
      // Refused by the server too (STORE_IN_USE): say so before asking, and point to disabling.
      modal.warning({
        title: t('catalogue.stores.deleteTitle', { name }),
        content: t('catalogue.stores.deleteInUse', { orders: store.orderCount, goods: store.goodsCount }),
        okText: t('common.confirm'),
      });
      return;
    }
    modal.confirm({
      title: t('catalogue.stores.deleteTitle', { name }),
      content: t('catalogue.stores.deleteBody'),
      okText: t('catalogue.stores.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => remove.mutateAsync(store),
    });
  }

  function open(store: AdminStore | 'new') {
    setEditing(store);
    form.resetFields();
    if (store !== 'new')
      form.setFieldsValue({
        ...store,
        phone: store.phone ?? undefined,
        hours: store.hours ?? undefined,
        writeoffCode: store.writeoffCode ?? undefined,
        pictures: store.picture ? [store.picture] : [],
      });
  }

  return (
    <Card
      title={t('catalogue.stores.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
          {t('catalogue.stores.create')}
        </Button>
      }
    >
      <Table<AdminStore>
        rowKey="id"
        size="middle"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        pagination={false}
        columns={[
          { title: t('common.id'), dataIndex: 'id', width: 70 },
          { title: t('catalogue.stores.name'), dataIndex: 'name', render: (_, s) => pickText(s.name, locale) },
          { title: t('catalogue.stores.address'), dataIndex: 'address', render: (_, s) => pickText(s.address, locale) },
          { title: t('catalogue.stores.phone'), dataIndex: 'phone', render: (v: string | null) => v ?? '—' },
          { title: t('catalogue.stores.hours'), dataIndex: 'hours', render: (_, s) => (s.hours ? pickText(s.hours, locale) : '—') },
          {
            title: t('catalogue.stores.coordinates'),
            key: 'coordinates',
            render: (_, s) => (
              <Typography.Link
                href={`https://www.openstreetmap.org/?mlat=${s.latitude}&mlon=${s.longitude}#map=17/${s.latitude}/${s.longitude}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                {s.latitude}, {s.longitude}
              </Typography.Link>
            ),
          },
          {
            title: t('catalogue.stores.writeoffCode'),
            dataIndex: 'writeoffCode',
            render: (v: string | null) => (v ? <Tag color="blue">{v}</Tag> : <Tag>{t('catalogue.stores.noCode')}</Tag>),
          },
          { title: t('catalogue.stores.goods'), dataIndex: 'goodsCount', align: 'right' },
          { title: t('catalogue.stores.orders'), dataIndex: 'orderCount', align: 'right' },
          {
            title: t('catalogue.stores.status'),
            key: 'enabled',
            render: (_, s) => (
              <Switch
                checked={s.enabled}
                checkedChildren={t('catalogue.stores.enabled')}
                unCheckedChildren={t('catalogue.stores.disabled')}
                aria-label={`${t('catalogue.stores.status')} ${pickText(s.name, locale)}`}
                onClick={() => confirmToggle(s)}
              />
            ),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_, s) => (
              <Space>
                <Button size="small" onClick={() => open(s)}>
                  {t('common.edit')}
                </Button>
                <Button size="small" danger onClick={() => confirmDelete(s)}>
                  {t('catalogue.stores.delete')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t('catalogue.stores.createTitle') : t('catalogue.stores.editTitle')}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={save.isPending}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        destroyOnHidden
        width={680}
      >
        <Form form={form} name="store" layout="vertical" onFinish={(values) => save.mutate(values)}>
          <LocalizedInput name="name" label={t('catalogue.stores.name')} max={2000} />
          <LocalizedInput name="address" label={t('catalogue.stores.address')} max={2000} />
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item
                name="phone"
                label={t('catalogue.stores.phone')}
                rules={[{ max: 40, message: t('catalogue.form.tooLong', { max: 40 }) }]}
              >
                <Input />
              </Form.Item>
            </Col>
          </Row>
          <LocalizedInput name="hours" label={t('catalogue.stores.hours')} max={120} required={false} />
          <Typography.Paragraph type="secondary" style={{ marginTop: -4 }}>
            {t('catalogue.stores.hoursHint')}
          </Typography.Paragraph>
          <Form.Item label={t('catalogue.stores.map')} style={{ marginBottom: 0 }}>
            <StoreMapPicker
              value={typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : null}
              onPick={(at) => form.setFieldsValue(at)}
            />
          </Form.Item>
          <Form.Item label={t('catalogue.stores.pastePair')} extra={t('catalogue.stores.pastePairHint')}>
            <Input
              aria-label={t('catalogue.stores.pastePair')}
              placeholder="25.0330, 121.5654"
              onChange={(e) => {
                const pair = parsePair(e.target.value);
                if (pair) form.setFieldsValue({ latitude: pair[0], longitude: pair[1] });
              }}
            />
          </Form.Item>
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item
                name="latitude"
                label={t('catalogue.stores.latitude')}
                rules={[{ required: true, type: 'number', min: -90, max: 90, message: t('validation.latitude') }]}
              >
                <InputNumber step={0.0001} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="longitude"
                label={t('catalogue.stores.longitude')}
                rules={[{ required: true, type: 'number', min: -180, max: 180, message: t('validation.longitude') }]}
              >
                <InputNumber step={0.0001} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
          {typeof latitude === 'number' && typeof longitude === 'number' ? (
            <Typography.Link
              href={`https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('catalogue.stores.checkOnMap')}
            </Typography.Link>
          ) : null}
          <Form.Item
            name="writeoffCode"
            label={t('catalogue.stores.writeoffCode')}
            extra={t('catalogue.stores.writeoffCodeHint')}
            normalize={(v?: string) => v?.toUpperCase()}
            rules={[{ pattern: WRITEOFF_CODE_RE, message: t('validation.writeoffCode') }]}
            style={{ marginTop: 16 }}
          >
            <Input allowClear maxLength={16} />
          </Form.Item>
          <Form.Item name="pictures" label={t('catalogue.stores.picture')}>
            <ImageListInput model="store" pid={editing && editing !== 'new' ? editing.id : undefined} max={1} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
