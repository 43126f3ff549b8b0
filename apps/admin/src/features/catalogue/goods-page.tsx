import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Image, Input, InputNumber, Modal, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminGoodsSummary } from '@uu/contract/admin-catalogue';
import { DELIVERY_TYPES, type DeliveryType } from '@uu/contract/mall';
import { formatTime } from '@/lib/format';
import { currentLocale } from '@/lib/i18n';
import { catalogueKeys, pickText } from './catalogue-lib';
import { adjustGoodsStock } from './api/adjust-goods-stock';
import { adminCategories } from './api/admin-categories';
import { adminGoods } from './api/admin-goods';
import { setGoodsShelf } from './api/set-goods-shelf';
import { HotWordsCard } from './components/hot-words-card';

/** The drawer carries the rich-text editor (tiptap): loaded when first opened, not with the list. */
const GoodsDrawer = lazy(() => import('./goods-drawer').then((m) => ({ default: m.GoodsDrawer })));

type Filters = {
  q?: string;
  categoryId?: number;
  deliveryType?: DeliveryType;
  onShelf?: 'true' | 'false';
  soldOut?: boolean;
  lowStock?: boolean;
};

/** Stock alerts: goods with this many or fewer left are listed by the filter and marked in the table. */
const STOCK_ALERT = 10;

/**
 * Goods: every one, on the shelf or not, by name or id, category, delivery type, shelf and stock;
 * put on or take off the shelf in the row, adjust stock by a difference, create and edit in a drawer.
 */
export default function GoodsPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState({ page: 1, size: 20 });
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [stockOf, setStockOf] = useState<AdminGoodsSummary | null>(null);
  const [delta, setDelta] = useState<number | null>(null);

  const query = {
    ...page,
    q: filters.q || undefined,
    categoryId: filters.categoryId,
    deliveryType: filters.deliveryType,
    onShelf: filters.onShelf,
    soldOut: filters.soldOut ? 'true' : undefined,
    stockAtMost: filters.lowStock ? STOCK_ALERT : undefined,
  };
  const goods = useQuery({
    queryKey: [...catalogueKeys.goods, 'list', query],
    queryFn: () => adminGoods(query),
    placeholderData: keepPreviousData,
  });
  const categories = useQuery({ queryKey: catalogueKeys.categories, queryFn: () => adminCategories() });
  const categoryName = new Map((categories.data?.list ?? []).map((c) => [c.id, pickText(c.name, locale)]));

  const shelf = useMutation({
    mutationFn: (v: { id: number; onSale: boolean }) => setGoodsShelf({ id: v.id }, { onSale: v.onSale }),
    onSuccess: async (g) => {
      void message.success(g.onSale ? t('catalogue.goods.putOnShelf') : t('catalogue.goods.takenOffShelf'));
      await client.invalidateQueries({ queryKey: catalogueKeys.all });
    },
  });
  const stock = useMutation({
    mutationFn: (v: { id: number; delta: number }) => adjustGoodsStock({ id: v.id }, { delta: v.delta }),
    onSuccess: async (g) => {
      void message.success(t('catalogue.goods.stockNow', { stock: g.stock }));
      setStockOf(null);
      await client.invalidateQueries({ queryKey: catalogueKeys.all });
    },
  });

  return (
    <Card
      title={t('catalogue.goods.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('catalogue.goods.create')}
        </Button>
      }
    >
      <Form
        form={form}
        name="goodsFilter"
        layout="inline"
        style={{ marginBottom: 16, rowGap: 8 }}
        onFinish={(values) => {
          setFilters(values);
          setPage((p) => ({ ...p, page: 1 }));
        }}
      >
        <Form.Item name="q">
          <Input
            allowClear
            placeholder={t('catalogue.goods.searchPlaceholder')}
            style={{ width: 220 }}
            aria-label={t('catalogue.goods.searchPlaceholder')}
          />
        </Form.Item>
        <Form.Item name="categoryId">
          <Select
            allowClear
            placeholder={t('catalogue.goods.anyCategory')}
            aria-label={t('catalogue.goods.category')}
            style={{ width: 160 }}
            options={(categories.data?.list ?? []).map((c) => ({ value: c.id, label: pickText(c.name, locale) }))}
          />
        </Form.Item>
        <Form.Item name="deliveryType">
          <Select
            allowClear
            placeholder={t('catalogue.goods.anyDelivery')}
            aria-label={t('catalogue.goods.deliveryType')}
            style={{ width: 150 }}
            options={DELIVERY_TYPES.map((d) => ({ value: d, label: t(`catalogue.delivery.${d}`) }))}
          />
        </Form.Item>
        <Form.Item name="onShelf">
          <Select
            allowClear
            placeholder={t('catalogue.goods.anyShelf')}
            aria-label={t('catalogue.goods.shelf')}
            style={{ width: 130 }}
            options={[
              { value: 'true', label: t('catalogue.goods.onShelf') },
              { value: 'false', label: t('catalogue.goods.offShelf') },
            ]}
          />
        </Form.Item>
        <Form.Item name="soldOut" valuePropName="checked" label={t('catalogue.goods.soldOutOnly')}>
          <Switch size="small" />
        </Form.Item>
        <Form.Item name="lowStock" valuePropName="checked" label={t('catalogue.goods.lowStockOnly', { count: STOCK_ALERT })}>
          <Switch size="small" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('common.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              setFilters({});
              setPage((p) => ({ ...p, page: 1 }));
            }}
          >
            {t('common.reset')}
          </Button>
        </Space>
      </Form>
      <Table<AdminGoodsSummary>
        rowKey="id"
        size="middle"
        loading={goods.isLoading}
        dataSource={goods.data?.list ?? []}
        pagination={{
          current: page.page,
          pageSize: page.size,
          total: goods.data?.total ?? 0,
          showTotal: (count) => t('common.total', { count }),
          onChange: (p, size) => setPage({ page: p, size }),
        }}
        columns={[
          { title: t('common.id'), dataIndex: 'id', width: 70 },
          {
            title: t('catalogue.goods.cover'),
            dataIndex: 'cover',
            width: 72,
            // The goods' name is the picture's alternative text (docs/accessibility.md).
            render: (src: string | null, g) =>
              src ? <Image src={src} alt={pickText(g.name, locale)} width={48} height={48} style={{ objectFit: 'cover' }} /> : '—',
          },
          { title: t('catalogue.goods.name'), dataIndex: 'name', render: (_, g) => pickText(g.name, locale) },
          { title: t('catalogue.goods.category'), dataIndex: 'categoryId', render: (id: number) => categoryName.get(id) ?? id },
          {
            title: t('catalogue.goods.price'),
            dataIndex: 'price',
            align: 'right',
            render: (_, g) => (
              <Space direction="vertical" size={0} style={{ alignItems: 'flex-end' }}>
                <span>{g.price} UU</span>
                {g.referencePrice ? (
                  <Typography.Text delete type="secondary">
                    {g.referencePrice}
                  </Typography.Text>
                ) : null}
                {g.fbPercent ? <Typography.Text type="secondary">FB ≤ {g.fbPercent}%</Typography.Text> : null}
              </Space>
            ),
          },
          {
            title: t('catalogue.goods.stock'),
            dataIndex: 'stock',
            align: 'right',
            render: (s: number, g: AdminGoodsSummary) => (
              <Space direction="vertical" size={4} align="end">
                {s === 0 ? (
                  <Tag color="red">{t('catalogue.goods.soldOut')}</Tag>
                ) : s <= STOCK_ALERT ? (
                  <Tag color="orange" data-testid="stock-alert">
                    {t('catalogue.goods.lowStock', { count: s })}
                  </Tag>
                ) : (
                  s
                )}
                {/* In the stock alert: the spec combinations that are short, though the goods' total is not. */}
                {g.lowSkus?.map((k) => (
                  <Tag key={k.id} color={k.stock === 0 ? 'red' : 'orange'} data-testid="sku-stock-alert">
                    {t('catalogue.goods.lowSku', { spec: k.values.join(' / '), count: k.stock })}
                  </Tag>
                ))}
              </Space>
            ),
          },
          { title: t('catalogue.goods.sold'), dataIndex: 'sold', align: 'right' },
          {
            title: t('catalogue.goods.deliveryType'),
            dataIndex: 'deliveryType',
            render: (d: DeliveryType) => <Tag>{t(`catalogue.delivery.${d}`)}</Tag>,
          },
          {
            title: t('catalogue.goods.shelf'),
            dataIndex: 'onSale',
            render: (on: boolean, g) => (
              <Switch
                checked={on}
                loading={shelf.isPending && shelf.variables.id === g.id}
                checkedChildren={t('catalogue.goods.onShelf')}
                unCheckedChildren={t('catalogue.goods.offShelf')}
                aria-label={t('catalogue.goods.shelfOf', { name: pickText(g.name, locale) })}
                onChange={(onSale) =>
                  onSale
                    ? shelf.mutate({ id: g.id, onSale })
                    : // Off sale: members stop seeing it in the mall, so ask first.
                      modal.confirm({
                        title: t('catalogue.goods.offShelfConfirmTitle', { name: pickText(g.name, locale) }),
                        content: t('catalogue.goods.offShelfConfirm'),
                        okText: t('catalogue.goods.offShelf'),
                        okButtonProps: { danger: true },
                        cancelText: t('common.cancel'),
                        onOk: () => shelf.mutateAsync({ id: g.id, onSale }).catch(() => undefined),
                      })
                }
              />
            ),
          },
          { title: t('common.updatedAt'), dataIndex: 'updatedAt', render: (v: string) => formatTime(v) },
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_, g) => (
              <Space>
                <Button size="small" onClick={() => setEditing(g.id)}>
                  {t('common.edit')}
                </Button>
                <Button
                  size="small"
                  onClick={() => {
                    setDelta(null);
                    setStockOf(g);
                  }}
                >
                  {t('catalogue.goods.adjustStock')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <HotWordsCard />
      {editing !== null ? (
        <Suspense fallback={null}>
          <GoodsDrawer goodsId={editing} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
      <Modal
        open={stockOf !== null}
        title={stockOf ? t('catalogue.goods.adjustStockOf', { name: pickText(stockOf.name, locale) }) : ''}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        okButtonProps={{ disabled: !delta }}
        confirmLoading={stock.isPending}
        onCancel={() => setStockOf(null)}
        onOk={() => stockOf && delta && stock.mutate({ id: stockOf.id, delta })}
        destroyOnHidden
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text>{t('catalogue.goods.stockCurrent', { stock: stockOf?.stock ?? 0 })}</Typography.Text>
          <InputNumber
            autoFocus
            precision={0}
            min={-1_000_000}
            max={1_000_000}
            value={delta}
            onChange={(v) => setDelta(v)}
            style={{ width: '100%' }}
            aria-label={t('catalogue.goods.stockDelta')}
            placeholder={t('catalogue.goods.stockDelta')}
          />
          <Typography.Text type="secondary">{t('catalogue.goods.stockDeltaHint')}</Typography.Text>
        </Space>
      </Modal>
    </Card>
  );
}
