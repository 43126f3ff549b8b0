import { useState, type ReactNode } from 'react';
import { Button, Selector, TextArea } from 'antd-mobile';
import { useNavigate } from '@/lib/router';
import {
  AFTER_SALE_MAX_PHOTOS,
  AFTER_SALE_REASONS,
  AFTER_SALE_TYPES,
  type AfterSaleReason,
  type AfterSaleType,
} from '@uu/contract/after-sales';
import { EmptyView } from '@/components/ui/empty-view';
import { PageLoading } from '@/components/ui/page-loading';
import { showToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import { useApplyAfterSale } from '../api/after-sales';
import { useOrder } from '../api/orders';
import { useOrdersTranslation } from '../hooks/use-orders-translation';
import { OrderGoods } from './order-goods';
import styles from './orders.module.css';

type Props = {
  orderId: number;
  /** The photo picker (features/uploads), given by the screen: calls back with the uploaded file's URL. */
  renderPhotoPicker: (onUploaded: (url: string) => void, children: ReactNode) => ReactNode;
};

/**
 * A new after-sales request for a done order (issue 22): refund only, return and refund, or exchange; a reason
 * from the list, a description and up to six photos. The server checks the window and that it is the first.
 */
export function AfterSaleApplyView({ orderId, renderPhotoPicker }: Props) {
  const { t, i18n } = useOrdersTranslation();
  const navigate = useNavigate();
  const query = useOrder(orderId, i18n.language, undefined);
  const apply = useApplyAfterSale();
  const [type, setType] = useState<AfterSaleType>('return');
  const [reason, setReason] = useState<AfterSaleReason | null>(null);
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);

  const order = query.data;
  if (order === undefined) return query.isError ? <EmptyView text={t('orders.loadFailed')} /> : <PageLoading />;
  if (order === null) return <EmptyView text={t('orders.details.notFound')} />;

  const submit = async () => {
    if (!reason) {
      showToast(t('orders.afterSales.chooseReason'));
      return;
    }
    if (!description.trim()) {
      showToast(t('orders.afterSales.descriptionPlaceholder'));
      return;
    }
    try {
      const created = await apply.mutateAsync({ orderId, type, reason, description: description.trim(), photos });
      showToast(t('orders.afterSales.submitted'), 'success');
      void navigate(paths.afterSaleDetails.getHref({ id: created.id }), { replace: true });
    } catch {
      // The API client has shown why (outside the window, asked already, …).
    }
  };

  return (
    <div className={styles.screen} data-testid="after-sale-apply">
      <section className={styles.card}>
        <OrderGoods order={order} />
        {order.afterSaleUntil && (
          <p className={styles.muted}>{t('orders.afterSales.until', { time: formatDateTime(order.afterSaleUntil) })}</p>
        )}
      </section>
      <section className={styles.card}>
        <h2 className={styles.heading}>{t('orders.afterSales.type')}</h2>
        <Selector
          columns={3}
          value={[type]}
          onChange={(v) => v[0] && setType(v[0])}
          options={AFTER_SALE_TYPES.map((value) => ({ value, label: t(`orders.afterSales.types.${value}`) }))}
          data-testid="after-sale-type"
        />
      </section>
      <section className={styles.card}>
        <h2 className={styles.heading}>{t('orders.afterSales.reason')}</h2>
        <Selector
          columns={2}
          value={reason ? [reason] : []}
          onChange={(v) => setReason(v[0] ?? null)}
          options={AFTER_SALE_REASONS.map((value) => ({ value, label: t(`orders.afterSales.reasons.${value}`) }))}
          data-testid="after-sale-reason"
        />
      </section>
      <section className={styles.card}>
        <h2 className={styles.heading}>{t('orders.afterSales.description')}</h2>
        <TextArea
          value={description}
          onChange={setDescription}
          placeholder={t('orders.afterSales.descriptionPlaceholder')}
          maxLength={500}
          showCount
          rows={4}
          data-testid="after-sale-description"
        />
      </section>
      <section className={styles.card}>
        <h2 className={styles.heading}>{t('orders.afterSales.photos', { max: AFTER_SALE_MAX_PHOTOS })}</h2>
        <div className={styles.photos} data-testid="after-sale-photos">
          {photos.map((url) => (
            <span key={url} className={styles.photo}>
              <img src={url} alt="" className={styles.cover} />
              <button
                type="button"
                className={styles.photoRemove}
                aria-label={t('orders.afterSales.removePhoto')}
                onClick={() => setPhotos((list) => list.filter((p) => p !== url))}
              >
                ×
              </button>
            </span>
          ))}
          {photos.length < AFTER_SALE_MAX_PHOTOS &&
            renderPhotoPicker(
              (url) => setPhotos((list) => (list.includes(url) || list.length >= AFTER_SALE_MAX_PHOTOS ? list : [...list, url])),
              <span className={styles.muted}>{t('orders.afterSales.addPhoto')}</span>,
            )}
        </div>
      </section>
      <Button block color="primary" shape="rounded" loading={apply.isPending} onClick={() => void submit()} data-testid="after-sale-submit">
        {t('orders.afterSales.submit')}
      </Button>
    </div>
  );
}
