import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Input, InputNumber, Select, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { specKey, type SpecDimension } from '@uu/contract/mall';
import { amountCents, formatAmount } from '@/lib/money';
import { MAX_DIMENSIONS, MAX_SPEC_VALUES, reshape, type SkuDraft, type SpecsValue } from '../spec-editor-lib';
import { ImageListInput } from './image-list-input';

/**
 * The goods' specs (issue 22): up to two dimensions (e.g. colour × size) and, per combination, its
 * price in UU (the FB part follows the goods' FB share), stock and picture. An antd Form control
 * (value / onChange); an empty value means goods without specs.
 */
export function SpecEditor({
  value,
  onChange,
  defaultPrice,
  fbPercent = 0,
  pid,
}: {
  value?: SpecsValue;
  onChange?: (value: SpecsValue) => void;
  /** The goods' price: new combinations start from it. */
  defaultPrice?: string;
  fbPercent?: number;
  pid?: number;
}) {
  const { t } = useTranslation();
  const specs = value?.specs ?? [];
  const skus = value?.skus ?? [];

  const setSpecs = (next: SpecDimension[]) => onChange?.({ specs: next, skus: reshape(next, skus, { price: defaultPrice }) });
  const setDimension = (index: number, patch: Partial<SpecDimension>) =>
    setSpecs(specs.map((d, i) => (i === index ? { ...d, ...patch } : d)));
  const setSku = (values: string[], patch: Partial<SkuDraft>) =>
    onChange?.({ specs, skus: skus.map((s) => (specKey(s.values) === specKey(values) ? { ...s, ...patch } : s)) });

  const fbOf = (price: string | undefined) => {
    const cents = amountCents(price);
    return cents === null ? '—' : formatAmount(Math.floor((cents * fbPercent) / 100));
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="spec-editor">
      {specs.map((d, index) => (
        <Card
          key={index}
          size="small"
          title={t('catalogue.specs.dimension', { index: index + 1 })}
          extra={
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('catalogue.specs.removeDimension', { index: index + 1 })}
              onClick={() => setSpecs(specs.filter((_, i) => i !== index))}
            />
          }
        >
          <Space direction="vertical" style={{ width: '100%' }}>
            <Input
              aria-label={t('catalogue.specs.name', { index: index + 1 })}
              placeholder={t('catalogue.specs.namePlaceholder')}
              maxLength={20}
              value={d.name}
              onChange={(e) => setDimension(index, { name: e.target.value })}
            />
            <Select
              mode="tags"
              aria-label={t('catalogue.specs.values', { index: index + 1 })}
              placeholder={t('catalogue.specs.valuesPlaceholder')}
              style={{ width: '100%' }}
              tokenSeparators={[',', '，', '、']}
              maxCount={MAX_SPEC_VALUES}
              value={d.values}
              onChange={(values: string[]) =>
                setDimension(index, { values: [...new Set(values.map((v) => v.trim().slice(0, 20)).filter(Boolean))] })
              }
            />
          </Space>
        </Card>
      ))}
      {specs.length < MAX_DIMENSIONS ? (
        <Button icon={<PlusOutlined />} onClick={() => setSpecs([...specs, { name: '', values: [] }])}>
          {t('catalogue.specs.addDimension')}
        </Button>
      ) : null}
      {skus.length ? (
        <Table<SkuDraft>
          size="small"
          pagination={false}
          rowKey={(s) => specKey(s.values)}
          dataSource={skus}
          columns={[
            ...specs.map((d, i) => ({
              key: `d${i}`,
              title: d.name || t('catalogue.specs.dimension', { index: i + 1 }),
              render: (_: unknown, s: SkuDraft) => s.values[i],
            })),
            {
              key: 'price',
              title: t('catalogue.specs.price'),
              render: (_: unknown, s: SkuDraft) => (
                <Input
                  aria-label={t('catalogue.specs.priceOf', { spec: s.values.join(' / ') })}
                  suffix="UU"
                  inputMode="decimal"
                  value={s.price}
                  onChange={(e) => setSku(s.values, { price: e.target.value })}
                  style={{ width: 120 }}
                />
              ),
            },
            {
              key: 'fb',
              title: t('catalogue.specs.fbMax'),
              render: (_: unknown, s: SkuDraft) => <Typography.Text type="secondary">{fbPercent ? fbOf(s.price) : '—'}</Typography.Text>,
            },
            {
              key: 'stock',
              title: t('catalogue.specs.stock'),
              render: (_: unknown, s: SkuDraft) => (
                <InputNumber
                  aria-label={t('catalogue.specs.stockOf', { spec: s.values.join(' / ') })}
                  min={0}
                  max={1_000_000}
                  precision={0}
                  value={s.stock}
                  onChange={(stock) => setSku(s.values, { stock })}
                  style={{ width: 100 }}
                />
              ),
            },
            {
              key: 'picture',
              title: t('catalogue.specs.picture'),
              render: (_: unknown, s: SkuDraft) => (
                <ImageListInput
                  model="goods"
                  pid={pid}
                  max={1}
                  value={s.picture ? [s.picture] : []}
                  onChange={(list) => setSku(s.values, { picture: list[0] ?? null })}
                />
              ),
            },
          ]}
        />
      ) : null}
    </Space>
  );
}
