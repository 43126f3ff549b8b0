import { useState } from 'react';
import { Button, Dialog, Input } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import type { Order } from '@uu/contract/orders';
import { showModal } from '@/components/ui/modal';
import { showToast } from '@/components/ui/toast';
import { ORDERS_KEY, orderQueryOptions, updateOrder } from '../api/orders';
import { OrderTimeline } from './order-timeline';
import { useIdempotentCall } from '@/lib/use-idempotent-call';
import { useOrdersTranslation } from '../hooks/use-orders-translation';
import { actionsFor, type OrderAction } from '../utils/order-rules';
import { PaySheet } from './pay-sheet';
import styles from './orders.module.css';

type Props = {
  order: Order;
  /** spec §6: false (and the set-it-first prompt shown) without a payment password. */
  canPay: () => boolean;
  /** After an action changed the order (the lists and details are refreshed already). */
  onChanged?: (order: Order, action: OrderAction) => void;
};

const CONFIRM_TEXT = { cancel: 'orders.confirmCancel', confirm: 'orders.confirmReceipt', delete: 'orders.confirmDelete' } as const;

/** The actions an order's state allows (product.md), as on its card and its details page. */
export function OrderActions({ order, canPay, onChanged }: Props) {
  const { t, i18n } = useOrdersTranslation();
  const queryClient = useQueryClient();
  const [paying, setPaying] = useState<Order | null>(null);
  const [busy, setBusy] = useState<OrderAction | null>(null);
  const call = useIdempotentCall(updateOrder);
  const actions = actionsFor(order.status);
  if (actions.length === 0) return null;

  const changed = async (next: Order, action: OrderAction) => {
    await queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
    onChanged?.(next, action);
  };

  const simple = async (action: 'cancel' | 'confirm' | 'delete') => {
    if (!(await showModal({ content: t(CONFIRM_TEXT[action]), danger: action !== 'confirm' }))) return;
    setBusy(action);
    try {
      const next = await call({ action, id: order.id });
      showToast(t('orders.done'), 'success');
      await changed(next, action);
    } catch {
      // The API client has shown why.
    } finally {
      setBusy(null);
    }
  };

  const writeOff = () => {
    let code = '';
    void Dialog.confirm({
      title: t('orders.writeoffTitle'),
      content: (
        <Input
          placeholder={t('orders.writeoffPlaceholder')}
          onChange={(value) => {
            code = value;
          }}
          maxLength={32}
          autoFocus
          data-testid="order-writeoff-input"
        />
      ),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
      // Never rejects: a rejected onConfirm is an uncaught error in antd-mobile's dialog.
      onConfirm: async () => {
        if (code.trim().length < 4) {
          showToast(t('orders.writeoffPlaceholder'));
          return;
        }
        try {
          const next = await call({ action: 'writeoff', id: order.id, code: code.trim() });
          showToast(t('orders.done'), 'success');
          await changed(next, 'writeoff');
        } catch {
          // The API client has shown why (a wrong code, too many tries).
        }
      },
    });
  };

  // The dialog renders outside the app's providers: the order (with its timeline) is read first.
  const logistics = async () => {
    setBusy('logistics');
    try {
      const detail = await queryClient.query({ ...orderQueryOptions(order.id, i18n.language), staleTime: 0 });
      if (!detail) return;
      void Dialog.alert({ title: t('orders.logistics'), content: <OrderTimeline order={detail} />, confirmText: t('common.confirm') });
    } catch {
      showToast(t('orders.loadFailed'));
    } finally {
      setBusy(null);
    }
  };

  const run = (action: OrderAction) => {
    if (action === 'pay') {
      if (canPay()) setPaying(order);
    } else if (action === 'writeoff') writeOff();
    else if (action === 'logistics') void logistics();
    else void simple(action);
  };

  return (
    // The card opens the details when tapped; its buttons do only their own action.
    <div className={styles.actions} onClick={(event) => event.stopPropagation()}>
      {actions.map((action) => (
        <Button
          key={action}
          size="small"
          shape="rounded"
          color={action === 'pay' || action === 'confirm' ? 'primary' : 'default'}
          loading={busy === action}
          disabled={busy !== null}
          onClick={() => run(action)}
          data-testid={`order-action-${action}`}
        >
          {t(`orders.actions.${action}`)}
        </Button>
      ))}
      {/* On the details page (which listens for changes) the paid order's details replace it; from a list they open over it. */}
      <PaySheet order={paying} onClose={() => setPaying(null)} onPaid={() => setPaying(null)} replace={onChanged !== undefined} />
    </div>
  );
}
