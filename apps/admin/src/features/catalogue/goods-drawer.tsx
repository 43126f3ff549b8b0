import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Col, Drawer, Form, Input, InputNumber, Row, Select, Space, Spin, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { amountSchema } from '@uu/contract/wallet';
import { DELIVERY_TYPES, type DeliveryType, type SaveGoodsBody } from '@uu/contract/mall';
import type { AdminGoods } from '@uu/contract/admin-catalogue';
import type { Plan } from '@uu/contract/packages';
import { amountText } from '@/lib/money';
import { currentLocale } from '@/lib/i18n';
import { required } from '@/lib/required';
import { catalogueKeys, compactText, pickText, zodRule } from './catalogue-lib';
import { ImageListInput } from './components/image-list-input';
import { LocalizedInput } from './components/localized-input';
import { RichTextEditor } from '@/components/rich-text-editor';
import { uploadImage } from './api/upload-image';
import { adminCategories } from './api/admin-categories';
import { adminGoodsDetail } from './api/admin-goods-detail';
import { adminStores } from './api/admin-stores';
import { saveGoods } from './api/save-goods';
import { SpecEditor } from './components/spec-editor';
import { specsOf, specsRule, stockToSave, type SpecsValue } from './spec-editor-lib';

type Texts = { 'zh-Hant'?: string; 'zh-Hans'?: string; en?: string };
type FormValues = {
  categoryId?: number;
  name: Texts;
  description: Texts;
  images?: string[];
  detailImages?: string[];
  price?: string;
  referencePrice?: string;
  fbPercent?: number;
  deliveryType: DeliveryType;
  stock: number;
  storeIds?: number[];
  onSale: boolean;
  planType?: Plan['type'];
  dataMb?: number;
  questionsPerDay?: number;
  days?: number;
  specsValue?: SpecsValue;
  purchaseLimit?: number | null;
};

const WITH_STORES: DeliveryType[] = ['pickup', 'writeoff'];

function toForm(goods: AdminGoods): FormValues {
  return {
    categoryId: goods.categoryId,
    name: goods.name,
    description: goods.description,
    images: goods.images,
    detailImages: goods.detailImages,
    price: goods.price,
    referencePrice: goods.referencePrice ?? undefined,
    fbPercent: goods.fbPercent,
    deliveryType: goods.deliveryType,
    stock: goods.stock,
    storeIds: goods.storeIds,
    onSale: goods.onSale,
    planType: goods.plan?.type,
    dataMb: goods.plan?.type === 'flow' ? goods.plan.dataMb : undefined,
    questionsPerDay: goods.plan?.type === 'chat' ? goods.plan.questionsPerDay : undefined,
    days: goods.plan?.days,
    specsValue: specsOf(goods),
    purchaseLimit: goods.purchaseLimit,
  };
}

function planOf(values: FormValues): Plan | null {
  if (values.deliveryType !== 'virtual') return null;
  if (values.planType === 'flow') return { type: 'flow', dataMb: values.dataMb ?? 0, days: values.days ?? 0 };
  return { type: 'chat', questionsPerDay: values.questionsPerDay ?? 0, days: values.days ?? 0 };
}

/**
 * Creates goods or edits them, in a drawer: names and rich descriptions per language, category,
 * prices, FB share, delivery (with its stores or its package), stock, images and the shelf.
 * An edit reads the goods as stored (every language), not as a member sees them.
 */
export function GoodsDrawer({ goodsId, onClose }: { goodsId: number | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const client = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const deliveryType = Form.useWatch('deliveryType', form) as DeliveryType | undefined; // undefined until the form mounts
  const planType = Form.useWatch('planType', form);
  const specsValue = Form.useWatch<SpecsValue | undefined>('specsValue', form);
  const fbPercent = Form.useWatch<number | undefined>('fbPercent', form);
  const goodsPrice = Form.useWatch<string | undefined>('price', form);
  const withSpecs = (specsValue?.specs.length ?? 0) > 0 && deliveryType !== 'virtual';
  const editing = typeof goodsId === 'number' ? goodsId : null;

  const detail = useQuery({
    queryKey: [...catalogueKeys.goods, 'detail', editing],
    queryFn: () => adminGoodsDetail({ id: required(editing, 'goods id') }),
    enabled: editing !== null,
    staleTime: 0,
  });
  const categories = useQuery({ queryKey: catalogueKeys.categories, queryFn: () => adminCategories() });
  const stores = useQuery({ queryKey: catalogueKeys.stores, queryFn: () => adminStores() });

  useEffect(() => {
    if (goodsId === null) return;
    form.resetFields();
    if (goodsId === 'new')
      form.setFieldsValue({
        images: [],
        detailImages: [],
        fbPercent: 0,
        deliveryType: 'express',
        stock: 0,
        storeIds: [],
        onSale: true,
        name: {},
        description: {},
        specsValue: { specs: [], skus: [] },
        purchaseLimit: null,
      });
    else if (detail.data) form.setFieldsValue(toForm(detail.data));
  }, [goodsId, detail.data, form]);

  const save = useMutation({
    mutationFn: async (values: FormValues) => {
      // The stock of goods on sale moves with every order: an edit keeps the figure as it is now
      // (changes go through "adjust stock"), never the one read when the drawer opened.
      const fresh = editing !== null ? await adminGoodsDetail({ id: editing }) : null;
      const stock = fresh ? fresh.stock : values.stock;
      // With specs, each combination's stock moves the same way: the change typed, applied to the stock as it is now.
      const specs = values.deliveryType !== 'virtual' ? (values.specsValue?.specs ?? []) : [];
      const opened = detail.data ? specsOf(detail.data).skus : [];
      const skus = specs.length
        ? (values.specsValue?.skus ?? []).map((k) => ({
            values: k.values,
            price: amountText(k.price),
            stock: stockToSave(k, opened, fresh?.skus ?? []),
            picture: k.picture,
          }))
        : [];
      const cheapest = skus.length ? skus.reduce((a, k) => (Number(k.price) < Number(a.price) ? k : a)).price : undefined;
      const body: SaveGoodsBody = {
        ...(editing !== null ? { id: editing } : {}),
        categoryId: required(values.categoryId, 'categoryId'),
        name: compactText(values.name),
        description: compactText(values.description),
        images: values.images ?? [],
        detailImages: values.detailImages ?? [],
        price: cheapest ?? amountText(values.price),
        referencePrice: values.referencePrice ? amountText(values.referencePrice) : null,
        fbPercent: values.fbPercent ?? 0,
        deliveryType: values.deliveryType,
        stock,
        storeIds: WITH_STORES.includes(values.deliveryType) ? (values.storeIds ?? []) : [],
        onSale: values.onSale,
        plan: planOf(values),
        specs: specs.map((d) => ({ name: d.name.trim(), values: d.values })),
        skus,
        purchaseLimit: values.purchaseLimit ?? null,
      };
      return saveGoods(body);
    },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: catalogueKeys.all });
      void message.success(t('catalogue.goods.saved'));
      onClose();
    },
  });

  return (
    <Drawer
      open={goodsId !== null}
      width={760}
      title={editing !== null ? t('catalogue.goods.editTitle', { id: editing }) : t('catalogue.goods.createTitle')}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      {editing !== null && detail.isLoading ? (
        <Spin />
      ) : (
        <Form form={form} name="goods" layout="vertical" onFinish={(values) => save.mutate(values)} scrollToFirstError>
          <LocalizedInput name="name" label={t('catalogue.goods.name')} max={2000} />
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item
                name="categoryId"
                label={t('catalogue.goods.category')}
                rules={[{ required: true, message: t('catalogue.goods.categoryRequired') }]}
              >
                <Select
                  showSearch
                  optionFilterProp="label"
                  options={(categories.data?.list ?? []).map((c) => ({ value: c.id, label: pickText(c.name, locale) }))}
                />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="deliveryType" label={t('catalogue.goods.deliveryType')} rules={[{ required: true }]}>
                <Select options={DELIVERY_TYPES.map((d) => ({ value: d, label: t(`catalogue.delivery.${d}`) }))} />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col span={8}>
              <Form.Item
                name="price"
                label={t('catalogue.goods.price')}
                rules={withSpecs ? [] : [{ required: true, message: t('validation.amountRequired') }, zodRule(amountSchema)]}
                extra={withSpecs ? t('catalogue.specs.priceFromSpecs') : undefined}
              >
                <Input suffix="UU" inputMode="decimal" disabled={withSpecs} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="referencePrice" label={t('catalogue.goods.referencePrice')} rules={[zodRule(amountSchema)]}>
                <Input suffix="UU" inputMode="decimal" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="fbPercent" label={t('catalogue.goods.fbPercent')} extra={t('catalogue.goods.fbPercentHint')}>
                <InputNumber min={0} max={100} precision={0} suffix="%" style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col span={8}>
              <Form.Item
                name="stock"
                label={t('catalogue.goods.stock')}
                extra={withSpecs ? t('catalogue.specs.stockFromSpecs') : editing !== null ? t('catalogue.goods.stockEditHint') : undefined}
                rules={[{ required: true, type: 'integer', min: 0, max: 1_000_000, message: t('catalogue.goods.stockRange') }]}
              >
                <InputNumber min={0} max={1_000_000} precision={0} disabled={editing !== null || withSpecs} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="purchaseLimit" label={t('catalogue.specs.purchaseLimit')} extra={t('catalogue.specs.purchaseLimitHint')}>
                <InputNumber min={1} max={999} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col span={8}>
              <Form.Item name="onSale" label={t('catalogue.goods.shelf')} valuePropName="checked">
                <Switch checkedChildren={t('catalogue.goods.onShelf')} unCheckedChildren={t('catalogue.goods.offShelf')} />
              </Form.Item>
            </Col>
          </Row>
          {deliveryType && WITH_STORES.includes(deliveryType) ? (
            <Form.Item
              name="storeIds"
              label={t('catalogue.goods.stores')}
              rules={[{ required: true, type: 'array', min: 1, message: t('catalogue.goods.storesRequired') }]}
            >
              <Select
                mode="multiple"
                optionFilterProp="label"
                // A disabled store may stay on the goods (members are not offered it); it says so.
                options={(stores.data?.list ?? []).map((s) => ({
                  value: s.id,
                  label: s.enabled ? pickText(s.name, locale) : t('catalogue.stores.disabledOption', { name: pickText(s.name, locale) }),
                }))}
              />
            </Form.Item>
          ) : null}
          {deliveryType === 'virtual' ? (
            <>
              <Alert type="info" showIcon message={t('catalogue.goods.planHint')} style={{ marginBottom: 12 }} />
              <Row gutter={16}>
                <Col span={8}>
                  <Form.Item
                    name="planType"
                    label={t('catalogue.goods.planType')}
                    rules={[{ required: true, message: t('validation.goodsPlan') }]}
                  >
                    <Select
                      options={[
                        { value: 'flow', label: t('catalogue.goods.planFlow') },
                        { value: 'chat', label: t('catalogue.goods.planChat') },
                      ]}
                    />
                  </Form.Item>
                </Col>
                {planType === 'flow' ? (
                  <Col span={8}>
                    <Form.Item
                      name="dataMb"
                      label={t('catalogue.goods.dataMb')}
                      rules={[{ required: true, type: 'integer', min: 1, max: 10_000_000, message: t('catalogue.goods.dataMbRange') }]}
                    >
                      <InputNumber min={1} max={10_000_000} precision={0} suffix="MB" style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                ) : null}
                {planType === 'chat' ? (
                  <Col span={8}>
                    <Form.Item
                      name="questionsPerDay"
                      label={t('catalogue.goods.questionsPerDay')}
                      rules={[{ required: true, type: 'integer', min: 1, max: 1000, message: t('catalogue.goods.questionsRange') }]}
                    >
                      <InputNumber min={1} max={1000} precision={0} style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                ) : null}
                <Col span={8}>
                  <Form.Item
                    name="days"
                    label={t('catalogue.goods.days')}
                    rules={[{ required: true, type: 'integer', min: 1, max: 3650, message: t('catalogue.goods.daysRange') }]}
                  >
                    <InputNumber min={1} max={3650} precision={0} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
              </Row>
            </>
          ) : null}
          {deliveryType !== 'virtual' ? (
            <Form.Item name="specsValue" label={t('catalogue.specs.title')} extra={t('catalogue.specs.hint')} rules={[specsRule(t)]}>
              <SpecEditor defaultPrice={goodsPrice} fbPercent={fbPercent ?? 0} pid={editing ?? undefined} />
            </Form.Item>
          ) : null}
          <Form.Item name="images" label={t('catalogue.goods.images')} extra={t('catalogue.goods.imagesHint')}>
            <ImageListInput model="goods" pid={editing ?? undefined} sortable />
          </Form.Item>
          <Form.Item name="detailImages" label={t('catalogue.goods.detailImages')} extra={t('catalogue.goods.detailImagesHint')}>
            <ImageListInput model="goods" pid={editing ?? undefined} max={20} sortable />
          </Form.Item>
          <LocalizedInput
            name="description"
            label={t('catalogue.goods.description')}
            max={50_000}
            required={false}
            render={(l) => (
              <RichTextEditor
                label={`${t('catalogue.goods.description')} ${t(`common.languages.${l}`)}`}
                uploadImage={(file) => uploadImage(file, 'goods', editing ?? undefined)}
              />
            )}
          />
        </Form>
      )}
    </Drawer>
  );
}
