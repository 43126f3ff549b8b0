import { useState, type ReactNode } from 'react';
import { Button, Input } from 'antd-mobile';
import { Link } from '@/lib/router';
import type { AfterSale } from '@uu/contract/after-sales';
import { afterSaleActionsFor } from '@uu/domain/after-sales';
import { EmptyView } from '@/components/ui/empty-view';
import { PageLoading } from '@/components/ui/page-loading';
import { showToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import { useAfterSale, useReturnShipment } from '../api/after-sales';
import { useOrdersTranslation } from '../hooks/use-orders-translation';
import { displayAmount } from '../utils/format';
import styles from './orders.module.css';

/** One after-sales request (issue 22): its state and each step so far, what the operator said, and the parcel back. */
export function AfterSaleDetailsView({ id }: { id: number }) {
  const { t, i18n } = useOrdersTranslation();
  const query = useAfterSale(id, i18n.language);
  const request = query.data;
  if (request === undefined) return query.isError ? <EmptyView text={t('orders.loadFailed')} /> : <PageLoading />;
  if (request === null) return <EmptyView text={t('orders.afterSales.notFound')} />;

  const row = (label: string, value: ReactNode, testId?: string) =>
    value ? (
      <div className={styles.row}>
        <span className={styles.label}>{label}</span>
        <span className={styles.value} data-testid={testId}>
          {value}
        </span>
      </div>
    ) : null;

  return (
    <div className={styles.screen} data-testid="after-sale-details" data-state={request.state}>
      <section className={styles.card}>
        <h2 className={styles.heading} data-testid="after-sale-state">
          {t(`orders.afterSales.states.${request.state}`)}
        </h2>
        {request.refusal && row(t('orders.afterSales.refusal'), request.refusal, 'after-sale-refusal')}
        {request.state === 'approved' && row(t('orders.afterSales.returnAddress'), request.returnAddress, 'after-sale-return-address')}
        {request.refund &&
          row(
            t('orders.afterSales.refund'),
            t('orders.afterSales.refundAmount', { uu: displayAmount(request.refund.uu), fb: displayAmount(request.refund.fb) }),
            'after-sale-refund',
          )}
      </section>

      {afterSaleActionsFor(request, 'member').includes('ship') && <ShipBackForm request={request} />}

      <section className={styles.card}>
        {row(t('orders.afterSales.type'), t(`orders.afterSales.types.${request.type}`), 'after-sale-type')}
        {row(t('orders.afterSales.reason'), t(`orders.afterSales.reasons.${request.reason}`))}
        {row(t('orders.afterSales.description'), request.description)}
        {request.photos.length > 0 && (
          <div className={styles.photos}>
            {request.photos.map((url) => (
              <img key={url} src={url} alt="" className={styles.cover} />
            ))}
          </div>
        )}
        {request.state !== 'approved' && row(t('orders.afterSales.returnAddress'), request.returnAddress)}
        {row(
          t('orders.afterSales.returnShipment'),
          request.returnShipment && `${request.returnShipment.company} ${request.returnShipment.number}`,
          'after-sale-return-shipment',
        )}
        {row(
          t('orders.afterSales.replacement'),
          request.replacement && `${request.replacement.company} ${request.replacement.number}`,
          'after-sale-replacement',
        )}
        {row(t('orders.afterSales.orderNo'), <Link to={paths.orderDetails.getHref({ id: request.orderId })}>{request.orderNo}</Link>)}
      </section>

      <section className={styles.card}>
        <h2 className={styles.heading}>{t('orders.afterSales.timeline')}</h2>
        <ol className={styles.steps} data-testid="after-sale-timeline">
          {request.timeline.map((step) => (
            <li key={step.state}>
              <span>{t(`orders.afterSales.states.${step.state}`)}</span>
              <span className={styles.muted}>{formatDateTime(step.at)}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/** The carrier and tracking number of the goods sent back to the return address. */
function ShipBackForm({ request }: { request: AfterSale }) {
  const { t } = useOrdersTranslation();
  const ship = useReturnShipment();
  const [company, setCompany] = useState('');
  const [number, setNumber] = useState('');
  const send = async () => {
    if (!company.trim() || !number.trim()) {
      showToast(t(company.trim() ? 'orders.afterSales.trackingNumber' : 'orders.afterSales.carrier'));
      return;
    }
    try {
      await ship.mutateAsync({ id: request.id, company: company.trim(), number: number.trim() });
      showToast(t('orders.afterSales.shipped'), 'success');
    } catch {
      // The API client has shown why.
    }
  };
  return (
    <section className={styles.card} data-testid="after-sale-ship-back">
      <h2 className={styles.heading}>{t('orders.afterSales.shipBack')}</h2>
      <Input
        placeholder={t('orders.afterSales.carrier')}
        aria-label={t('orders.afterSales.carrier')}
        value={company}
        onChange={setCompany}
        maxLength={60}
        data-testid="after-sale-carrier"
      />
      <Input
        placeholder={t('orders.afterSales.trackingNumber')}
        aria-label={t('orders.afterSales.trackingNumber')}
        value={number}
        onChange={setNumber}
        maxLength={60}
        data-testid="after-sale-tracking"
      />
      <Button
        block
        color="primary"
        shape="rounded"
        loading={ship.isPending}
        onClick={() => void send()}
        data-testid="after-sale-ship-submit"
      >
        {t('orders.afterSales.shipBackSubmit')}
      </Button>
    </section>
  );
}
