import { Card, Col, Row, Statistic, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Dashboard } from '@uu/contract/admin-members';
import { ordersOfGoods, ordersPaidWithin, salesChange } from './dashboard-links';

type TopGoods = Dashboard['topGoods'][number];

/**
 * The dashboard's sales (issue 17 "Dashboard"): UU sold today against yesterday, per day of the period (a bar
 * opens that day's paid orders), and the goods sold most (a row opens its orders).
 */
export function SalesCards({ d }: { d: Dashboard }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const change = salesChange(d.sales.today.uu, d.sales.yesterday.uu);
  const series = d.series.map((s) => ({ ...s, label: s.day.slice(5), salesUU: Number(s.salesUU) }));

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={8}>
        <Card title={t('dashboard.salesToday')} style={{ height: '100%' }}>
          <Link to={ordersPaidWithin(d.sales.today.from, d.sales.today.to)} aria-label={t('dashboard.salesToday')}>
            <Statistic value={d.sales.today.uu} suffix="UU" />
          </Link>
          <Typography.Paragraph type="secondary">
            {t('dashboard.salesOrders', { count: d.sales.today.orders })}
            {change ? ` · ${t('dashboard.salesChange', { change })}` : ''}
          </Typography.Paragraph>
          <Link to={ordersPaidWithin(d.sales.yesterday.from, d.sales.yesterday.to)} aria-label={t('dashboard.salesYesterday')}>
            <Statistic title={t('dashboard.salesYesterday')} value={d.sales.yesterday.uu} suffix="UU" />
          </Link>
          <Typography.Text type="secondary">{t('dashboard.salesOrders', { count: d.sales.yesterday.orders })}</Typography.Text>
        </Card>
      </Col>
      <Col xs={24} xl={16}>
        <Card title={t('dashboard.salesByDay')}>
          <ResponsiveContainer width="100%" height={260}>
            <ComposedChart
              data={series}
              onClick={(state) => {
                const i = typeof state.activeTooltipIndex === 'number' ? state.activeTooltipIndex : Number(state.activeTooltipIndex);
                const day = Number.isInteger(i) ? d.series[i] : undefined;
                if (day) void navigate(ordersPaidWithin(day.from, day.to));
              }}
            >
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="label" />
              <YAxis yAxisId="uu" />
              <YAxis yAxisId="count" orientation="right" allowDecimals={false} />
              <Tooltip />
              <Legend />
              <Bar yAxisId="uu" dataKey="salesUU" name={t('dashboard.seriesSales')} fill="#1677ff" cursor="pointer" />
              <Line
                yAxisId="count"
                type="monotone"
                dataKey="paidOrders"
                name={t('dashboard.seriesPaidOrders')}
                stroke="#52c41a"
                dot={false}
              />
            </ComposedChart>
          </ResponsiveContainer>
        </Card>
      </Col>
      <Col xs={24}>
        <Card title={t('dashboard.topGoods')}>
          <Table<TopGoods>
            rowKey="goodsId"
            size="small"
            pagination={false}
            dataSource={d.topGoods}
            locale={{ emptyText: t('dashboard.topGoodsEmpty') }}
            columns={[
              {
                title: t('dashboard.topGoodsName'),
                key: 'name',
                render: (_, g) => <Link to={ordersOfGoods(g.goodsId, d.from)}>{g.name}</Link>,
              },
              { title: t('dashboard.topGoodsQuantity'), dataIndex: 'quantity', align: 'right' },
              { title: t('dashboard.topGoodsOrders'), dataIndex: 'orders', align: 'right' },
              { title: t('dashboard.topGoodsUU'), dataIndex: 'uu', align: 'right' },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
