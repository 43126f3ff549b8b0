import { useState } from 'react';
import { Button, Popup, SpinLoading, Switch } from 'antd-mobile';
import { Link } from 'react-router';
import type { Order } from '@uu/contract/orders';
import { PayPasswordInput, usePayPasswordEntry } from '@/components/ui/pay-password-sheet';
import { paths } from '@/config/paths';
import { useIdempotentCall } from '@/lib/use-idempotent-call';
import { updateOrder } from '../api/orders';
import { useOrdersTranslation } from '../hooks/use-orders-translation';
import { displayAmount } from '../utils/format';
import styles from './orders.module.css';

type Props = {
  order: Order | null;
  /** Closed without paying ("pay later", the mask). */
  onClose: () => void;
  onPaid: (order: Order) => void;
};

/**
 * Paying an order: the total, whether FB pays its share, and the 6-digit payment password (the
 * wallet's sheet, spec §5, §9). The call goes on the sixth digit with one Idempotency-Key per
 * submission; a refusal clears the digits for another try (the API client has said why).
 */
export function PaySheet({ order, onClose, onPaid }: Props) {
  const { t } = useOrdersTranslation();
  const [useFb, setUseFb] = useState(true);
  const pay = useIdempotentCall(updateOrder);
  const entry = usePayPasswordEntry(
    async (payPassword) => {
      if (!order) return;
      const paid = await pay({ action: 'pay', id: order.id, payPassword, useFb });
      onPaid(paid);
    },
    { clearOnSuccess: true },
  );
  const { pending, input, setDigits } = entry;

  return (
    <Popup
      visible={order !== null}
      onMaskClick={pending ? undefined : onClose}
      afterShow={() => input.current?.focus()}
      afterClose={() => setDigits('')}
      destroyOnClose
      bodyClassName={styles.sheet}
    >
      <div data-testid="pay-sheet">
        <div className={styles.sheetHeader}>
          <h3 className={styles.sheetTitle}>{t('orders.pay.title')}</h3>
        </div>
        {order && (
          <div className={styles.row}>
            <span className={styles.label}>{t('orders.total')}</span>
            <span className={styles.price} data-testid="pay-total">
              {t('orders.price', { amount: displayAmount(order.total) })}
            </span>
          </div>
        )}
        <div className={styles.row}>
          <span className={styles.label} id="orders-use-fb">
            {t('orders.pay.useFb')}
          </span>
          <Switch checked={useFb} onChange={setUseFb} disabled={pending} aria-labelledby="orders-use-fb" data-testid="pay-use-fb" />
        </div>
        <div className={styles.passcode}>
          <span id="orders-paypwd-label">{t('orders.pay.enter')}</span>
          <PayPasswordInput entry={entry} labelledBy="orders-paypwd-label" testId="pay-passcode" />
          {pending && (
            <span role="status" aria-live="polite">
              <SpinLoading style={{ '--size': '18px' }} /> {t('orders.pay.processing')}
            </span>
          )}
        </div>
        <Button block shape="rounded" onClick={onClose} disabled={pending} data-testid="pay-later">
          {t('orders.pay.later')}
        </Button>
        <p className={styles.muted}>
          <Link to={paths.getBack.getHref({ type: 'pay' })}>{t('orders.pay.forgot')}</Link>
        </p>
      </div>
    </Popup>
  );
}
