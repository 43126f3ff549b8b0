import { useState } from 'react';
import { Popup, SpinLoading, Switch } from 'antd-mobile';
import type { PlanGoods } from '@uu/contract/packages';
import { PayPasswordInput, usePayPasswordEntry } from '@/components/ui/pay-password-entry';
import { showToast } from '@/components/ui/toast';
import { useIdempotentCall } from '@/lib/use-idempotent-call';
import { createFlowPlan } from '../api/packages';
import { usePackagesTranslation } from '../hooks/use-packages-translation';
import styles from './packages.module.css';

/**
 * Buying a package (createFlowPlan): the price, whether FB pays its share, and the 6-digit payment
 * password; the call goes on the sixth digit with one Idempotency-Key per purchase.
 */
export function BuySheet({ goods, onClose, onBought }: { goods: PlanGoods | null; onClose: () => void; onBought: () => void }) {
  const { t } = usePackagesTranslation();
  const [useFb, setUseFb] = useState(true);
  const buy = useIdempotentCall(createFlowPlan);
  const entry = usePayPasswordEntry(
    async (payPassword) => {
      if (!goods) return;
      await buy({ goodsId: goods.id, payPassword, useFb });
      showToast(t('packages.bought'), 'success');
      onBought();
    },
    { clearOnSuccess: true },
  );
  return (
    <Popup
      visible={goods !== null}
      onMaskClick={entry.pending ? undefined : onClose}
      afterShow={entry.focus}
      afterClose={entry.clear}
      destroyOnClose
      bodyClassName={styles.sheet}
    >
      {goods && (
        <div data-testid="package-buy-sheet">
          <h3 className={styles.sheetTitle}>{t('packages.payTitle', { name: goods.name })}</h3>
          <p className={styles.sheetAmount} data-testid="package-buy-amount">
            {t('packages.payAmount', { amount: goods.price })}
          </p>
          {goods.fbPercent > 0 && (
            <label className={styles.row}>
              <span>{t('packages.useFb')}</span>
              <Switch checked={useFb} onChange={setUseFb} />
            </label>
          )}
          <p id="package-pay-label" className={styles.muted}>
            {t('packages.enter')}
          </p>
          <PayPasswordInput entry={entry} labelledBy="package-pay-label" testId="package-pay-passcode" />
          {entry.pending && <SpinLoading className={styles.spin} />}
        </div>
      )}
    </Popup>
  );
}
