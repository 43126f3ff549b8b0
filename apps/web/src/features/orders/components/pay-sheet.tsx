import { useState } from 'react';
import { Button, Popup, SpinLoading, Switch } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@/lib/router';
import { OrderStatus, type Order } from '@uu/contract/orders';
import { PayPasswordInput, usePayPasswordEntry } from '@/components/ui/pay-password-entry';
import { showToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { WALLET_KEY } from '@/lib/query-keys';
import { useIdempotentCall } from '@/lib/use-idempotent-call';
import { ORDERS_KEY, updateOrder, useOrderWallet } from '../api/orders';
import { useOrdersTranslation } from '../hooks/use-orders-translation';
import { displayAmount } from '../utils/format';
import { paySplit } from '../utils/pay-split';
import { PayCountdown } from './pay-countdown';
import styles from './orders.module.css';

type Props = {
  order: Order | null;
  /** Closed without paying ("pay later", the mask). */
  onClose: () => void;
  /** Leaving the screen it was opened on for the paid order's details replaces it (submitOrder) rather than stacking on it. */
  replace?: boolean;
  /** After paying, as the payment result opens (the sheet's owner closes it). */
  onPaid?: (order: Order) => void;
  /** What follows a payment instead of the payment result page (the cart pays its orders one after the other). */
  afterPaid?: (order: Order) => void;
};

/**
 * Paying an order, wherever it is opened (submitOrder, the list, the details): the goods, the coupon
 * the order keeps, the total; FB only where the goods takes it and the member has some; the 6-digit
 * payment password (the wallet's sheet, spec §5, §9). The call goes on the sixth digit with one
 * Idempotency-Key per submission; a refusal clears the digits for another try (the API client has
 * said why). One result: "paid", then the order's details.
 */
export function PaySheet({ order, onClose, replace = false, onPaid, afterPaid }: Props) {
  const { t } = useOrdersTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [useFb, setUseFb] = useState(true);
  // The balances: FB for the switch, UU for what is missing.
  const wallet = useOrderWallet(order !== null);
  const fbBalance = wallet.data?.balances.FB ?? '0.00';
  const fbOffered = order !== null && order.fbPercent > 0 && fbBalance !== '0.00';
  const split =
    order && wallet.data
      ? paySplit({
          total: order.total,
          fbPercent: order.fbPercent,
          useFb: fbOffered && useFb,
          uuBalance: wallet.data.balances.UU,
          fbBalance,
        })
      : null;
  const short = split !== null && split.missingUU !== '0.00';
  const pay = useIdempotentCall(updateOrder);
  const entry = usePayPasswordEntry(
    async (payPassword) => {
      if (!order) return;
      const paid = await pay({ action: 'pay', id: order.id, payPassword, useFb: fbOffered && useFb });
      showToast(t('orders.pay.success'), 'success');
      await Promise.all([queryClient.invalidateQueries({ queryKey: ORDERS_KEY }), queryClient.invalidateQueries({ queryKey: WALLET_KEY })]);
      onPaid?.(paid);
      if (afterPaid) afterPaid(paid);
      else void navigate(paths.payResult.getHref({ ids: String(paid.id) }), { replace });
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
        {order && order.couponId !== null && (
          <>
            <div className={styles.row}>
              <span className={styles.label}>{t('orders.pay.subtotal')}</span>
              <span>{t('orders.price', { amount: displayAmount(order.subtotal) })}</span>
            </div>
            <div className={styles.row}>
              <span className={styles.label}>{t('orders.pay.coupon')}</span>
              <span data-testid="pay-discount">-{t('orders.price', { amount: displayAmount(order.discount) })}</span>
            </div>
          </>
        )}
        {order && (
          <div className={styles.row}>
            <span className={styles.label}>{t('orders.total')}</span>
            <span className={styles.price} data-testid="pay-total">
              {t('orders.price', { amount: displayAmount(order.total) })}
            </span>
          </div>
        )}
        {fbOffered ? (
          <div className={styles.row}>
            <span className={styles.label} id="orders-use-fb">
              {t('orders.pay.useFb')}
              <br />
              <span className={styles.muted}>
                {t('orders.pay.fbShare', { percent: order.fbPercent, balance: displayAmount(fbBalance) })}
              </span>
            </span>
            <Switch checked={useFb} onChange={setUseFb} disabled={pending} aria-labelledby="orders-use-fb" data-testid="pay-use-fb" />
          </div>
        ) : (
          order &&
          (order.fbPercent === 0 || wallet.data) && (
            <p className={styles.muted} data-testid="pay-uu-only">
              {order.fbPercent === 0 ? t('orders.pay.uuOnly') : t('orders.pay.noFb')}
            </p>
          )
        )}
        {order && order.status === OrderStatus.pendingPayment && order.payBy && <PayCountdown payBy={order.payBy} />}
        {short && order && (
          <div className={styles.short} role="alert" data-testid="pay-uu-short">
            <span>{t('orders.pay.short', { amount: displayAmount(split.missingUU) })}</span>
            <Button
              size="small"
              color="primary"
              shape="rounded"
              onClick={() =>
                void navigate(paths.topUp.getHref({ redirect: paths.orderDetails.getHref({ id: order.id }), amount: split.missingUU }))
              }
              data-testid="pay-top-up"
            >
              {t('orders.pay.topUp')}
            </Button>
          </div>
        )}
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
