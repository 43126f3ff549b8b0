import { Drawer, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CouponCopy } from '@uu/contract/coupons';
import { formatTime } from '@/lib/format';
import { currentLocale } from '@/lib/i18n';
import { useCouponCopies } from '../api/list-coupon-copies';
import { pickText } from '../catalogue-lib';
import type { Coupon } from '../coupons-lib';

type Filter = 'all' | 'used' | 'unused';
const STATUS_COLOR: Record<CouponCopy['status'], string> = { available: 'green', used: 'blue', expired: 'default' };

/** The copies of one coupon (issue 17 "a list of issued and used coupons per coupon"): who, how, when, which order. */
export function CouponCopiesDrawer({ coupon, onClose }: { coupon: Coupon | null; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState({ page: 1, size: 20 });
  const copies = useCouponCopies(coupon?.id ?? null, { ...page, status: filter === 'all' ? undefined : filter });
  const counts = copies.data?.counts;

  return (
    <Drawer
      open={coupon !== null}
      onClose={onClose}
      width={900}
      destroyOnHidden
      title={coupon ? t('catalogue.coupons.copiesTitle', { name: pickText(coupon.name, locale) }) : ''}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space>
          <Segmented<Filter>
            value={filter}
            onChange={(v) => {
              setFilter(v);
              setPage((p) => ({ ...p, page: 1 }));
            }}
            options={(['all', 'used', 'unused'] as const).map((v) => ({ value: v, label: t(`catalogue.coupons.copiesFilter.${v}`) }))}
          />
          {counts ? <Typography.Text type="secondary">{t('catalogue.coupons.copiesCounts', counts)}</Typography.Text> : null}
        </Space>
        <Table<CouponCopy>
          rowKey="id"
          size="small"
          loading={copies.isLoading}
          dataSource={copies.data?.list ?? []}
          pagination={{
            current: page.page,
            pageSize: page.size,
            total: copies.data?.total ?? 0,
            onChange: (p, size) => setPage({ page: p, size }),
          }}
          columns={[
            {
              title: t('catalogue.coupons.member'),
              key: 'member',
              render: (_, c) => <Link to={`/members/${c.member.id}`}>{`${c.member.nickname} (${c.member.memberNo})`}</Link>,
            },
            { title: t('catalogue.coupons.source'), key: 'source', render: (_, c) => t(`catalogue.coupons.copySource.${c.source}`) },
            { title: t('catalogue.coupons.issuedAt'), key: 'issuedAt', render: (_, c) => formatTime(c.issuedAt) },
            { title: t('catalogue.coupons.expiresAt'), key: 'expiresAt', render: (_, c) => formatTime(c.expiresAt) },
            {
              title: t('common.status'),
              key: 'status',
              render: (_, c) => <Tag color={STATUS_COLOR[c.status]}>{t(`catalogue.coupons.copyStatus.${c.status}`)}</Tag>,
            },
            { title: t('catalogue.coupons.usedAt'), key: 'usedAt', render: (_, c) => (c.usedAt ? formatTime(c.usedAt) : '') },
            {
              title: t('catalogue.coupons.order'),
              key: 'order',
              render: (_, c) => (c.order ? <Link to={`/orders?id=${c.order.id}`}>{c.order.orderNo}</Link> : ''),
            },
          ]}
        />
      </Space>
    </Drawer>
  );
}
