import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Segmented, Space, Spin, Statistic, Tooltip as Hint, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CURRENCIES } from '@uu/contract/wallet';
import { adminDashboard } from './api/admin-dashboard';
import { membersWithStatus, ordersPlacedSince, ordersWithStatus } from './dashboard-links';
import { SalesCards } from './sales-cards';

const PERIODS = [7, 30, 90] as const;

/**
 * The overview (product.md "Admin console": Dashboard): the platform's key figures now, and the
 * daily series of the chosen period, one call. Days are the platform time zone's. Each figure opens the list
 * behind it, its filters in the URL (issue 17).
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [days, setDays] = useState<(typeof PERIODS)[number]>(30);
  const data = useQuery({ queryKey: ['admin', 'dashboard', days], queryFn: () => adminDashboard({ days }) });
  const d = data.data;

  const series = (d?.series ?? []).map((s) => ({ ...s, day: s.day.slice(5), topUpApproved: Number(s.topUpApproved) }));

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card
        title={t('dashboard.title')}
        extra={
          <Space>
            {d ? <Typography.Text type="secondary">{t('dashboard.timeZone', { zone: d.timeZone })}</Typography.Text> : null}
            <Segmented<number>
              aria-label={t('dashboard.period')}
              value={days}
              onChange={(v) => setDays(v as (typeof PERIODS)[number])}
              options={PERIODS.map((p) => ({ value: p, label: t('dashboard.lastDays', { days: p, count: p }) }))}
            />
          </Space>
        }
      >
        {!d ? (
          data.isLoading ? (
            <Spin />
          ) : (
            <Empty />
          )
        ) : (
          <Row gutter={[16, 16]}>
            <Col xs={12} md={6}>
              <Link to={membersWithStatus()}>
                <Statistic title={t('dashboard.members')} value={d.members.total} />
              </Link>
              {/* A line of text under the figure: 24 px high, a target the pointer can hit (WCAG 2.5.8). */}
              <Link to={membersWithStatus('disabled')} style={{ display: 'inline-flex', alignItems: 'center', minHeight: 24 }}>
                <Typography.Text type="secondary">{t('dashboard.disabledMembers', { count: d.members.disabled })}</Typography.Text>
              </Link>
            </Col>
            <Col xs={12} md={6}>
              <Link to={membersWithStatus('active')}>
                <Statistic title={t('dashboard.activeMembers')} value={d.members.active} />
              </Link>
            </Col>
            <Col xs={12} md={6}>
              <Statistic title={t('dashboard.newMembers')} value={d.members.newInPeriod} />
            </Col>
            <Col xs={12} md={6}>
              <Hint title={t('dashboard.activeInPeriodHelp')}>
                <div>
                  <Statistic title={t('dashboard.activeInPeriod')} value={d.members.activeInPeriod} />
                </div>
              </Hint>
            </Col>
            <Col xs={12} md={6}>
              <Link to={ordersWithStatus()}>
                <Statistic title={t('dashboard.orders')} value={d.orders.total} />
              </Link>
            </Col>
            <Col xs={12} md={6}>
              <Link to={ordersPlacedSince(d.from)}>
                <Statistic title={t('dashboard.ordersInPeriod')} value={d.orders.inPeriod} />
              </Link>
            </Col>
            <Col xs={12} md={6}>
              <Link to="/topups">
                <Statistic
                  title={t('dashboard.pendingTopUps')}
                  value={d.pending.topUps}
                  valueStyle={d.pending.topUps ? { color: '#d46b08' } : undefined}
                />
              </Link>
            </Col>
            <Col xs={12} md={6}>
              <Link to="/withdrawals">
                <Statistic
                  title={t('dashboard.pendingWithdrawals')}
                  value={d.pending.withdrawals}
                  valueStyle={d.pending.withdrawals ? { color: '#d46b08' } : undefined}
                />
              </Link>
            </Col>
          </Row>
        )}
      </Card>

      {d ? (
        <>
          <SalesCards d={d} />
          <Card title={t('dashboard.circulation')}>
            <Row gutter={[16, 16]}>
              {CURRENCIES.map((c) => (
                <Col key={c} xs={12} md={4}>
                  {/* Decimal strings from the server, shown as they are: no float rounding. */}
                  <div data-testid={`circulation-${c}`}>
                    <Statistic title={c} value={d.circulation[c]} />
                  </div>
                </Col>
              ))}
            </Row>
          </Card>
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={12}>
              <Card title={t('dashboard.membersAndOrders')}>
                <ResponsiveContainer width="100%" height={280}>
                  <LineChart data={series}>
                    <CartesianGrid strokeDasharray="3 3" />
                    <XAxis dataKey="day" />
                    <YAxis allowDecimals={false} />
                    <Tooltip />
                    <Legend />
                    <Line type="monotone" dataKey="newMembers" name={t('dashboard.seriesNewMembers')} stroke="#1677ff" dot={false} />
                    <Line type="monotone" dataKey="orders" name={t('dashboard.seriesOrders')} stroke="#52c41a" dot={false} />
                  </LineChart>
                </ResponsiveContainer>
              </Card>
            </Col>
            <Col xs={24} xl={12}>
              <Card title={t('dashboard.money')}>
                <ResponsiveContainer width="100%" height={280}>
                  <BarChart data={series}>
                    <CartesianGrid strokeDasharray="3 3" />
                    <XAxis dataKey="day" />
                    <YAxis yAxisId="uu" />
                    <YAxis yAxisId="count" orientation="right" allowDecimals={false} />
                    <Tooltip />
                    <Legend />
                    <Bar yAxisId="uu" dataKey="topUpApproved" name={t('dashboard.seriesTopUp')} fill="#faad14" />
                    <Bar yAxisId="count" dataKey="withdrawalsRequested" name={t('dashboard.seriesWithdrawals')} fill="#722ed1" />
                  </BarChart>
                </ResponsiveContainer>
              </Card>
            </Col>
            <Col xs={24}>
              <Card title={t('dashboard.ordersByStatus')}>
                <ResponsiveContainer width="100%" height={240}>
                  <BarChart
                    data={d.orders.byStatus.map((s) => ({ name: t(`members.orderStatus.${s.status}`), count: s.count, status: s.status }))}
                    onClick={(state) => {
                      const i = Number(state.activeTooltipIndex);
                      const row = Number.isInteger(i) ? d.orders.byStatus[i] : undefined;
                      if (row) void navigate(ordersWithStatus(row.status));
                    }}
                  >
                    <CartesianGrid strokeDasharray="3 3" />
                    <XAxis dataKey="name" />
                    <YAxis allowDecimals={false} />
                    <Tooltip />
                    <Bar dataKey="count" name={t('dashboard.orders')} fill="#13c2c2" cursor="pointer" />
                  </BarChart>
                </ResponsiveContainer>
              </Card>
            </Col>
          </Row>
        </>
      ) : null}
    </Space>
  );
}
