import { useState } from 'react';
import { Button } from 'antd-mobile';
import { AddOutline, DeleteOutline } from 'antd-mobile-icons';
import type { EftAddress } from '@uu/contract/wallet';
import { showModal } from '@/components/ui/modal';
import { showToast } from '@/components/ui/toast';
import { useDelEftAddress } from '../api/del-eft-address';
import { useEftAddresses } from '../api/list-eft-addresses';
import { useWalletTranslation } from '../hooks/use-wallet-translation';
import { EftAddressPopup } from './eft-address-popup';
import styles from './wallet-list.module.css';

/** The member's wallet (EFT) addresses for payouts, added in a popup. */
export function EftAddressList() {
  const { t } = useWalletTranslation();
  const addresses = useEftAddresses();
  const del = useDelEftAddress();
  const [adding, setAdding] = useState(false);
  const list = addresses.data?.list ?? [];
  const full = addresses.data ? list.length >= addresses.data.max : false;

  const remove = async (address: EftAddress) => {
    const sure = await showModal({ content: t('wallet.eft.deleteConfirm', { address: address.maskedAddress }), danger: true });
    if (!sure) return;
    try {
      await del.mutateAsync(address.id);
    } catch {
      return;
    }
    showToast(t('wallet.eft.deleted'), 'success');
  };

  return (
    <section className={styles.list} aria-label={t('wallet.eft.title')}>
      <div className={styles.headingRow}>
        <h3 className={styles.heading}>{t('wallet.eft.title')}</h3>
        <Button size="small" shape="rounded" color="primary" fill="outline" onClick={() => setAdding(true)} disabled={full} data-testid="eft-add">
          <AddOutline /> {t('wallet.eft.add')}
        </Button>
      </div>
      {addresses.isSuccess && list.length === 0 && <p className={styles.emptyLine}>{t('wallet.eft.empty')}</p>}
      {full && <p className={styles.muted}>{t('wallet.eft.limit', { max: addresses.data?.max ?? 0 })}</p>}
      {list.map((address) => (
        <article key={address.id} className={styles.card} data-testid="eft-item" data-id={address.id}>
          <div className={styles.cardBody}>
            <span className={styles.cardBank}>
              {address.network}
              {address.label ? ` · ${address.label}` : ''}
            </span>
            <span className={styles.cardNumber} data-testid="eft-address-masked">
              {address.maskedAddress}
            </span>
          </div>
          <button
            type="button"
            className={styles.cardDelete}
            onClick={() => void remove(address)}
            aria-label={t('wallet.eft.delete')}
            data-testid="eft-delete"
          >
            <DeleteOutline />
          </button>
        </article>
      ))}
      <EftAddressPopup visible={adding} onClose={() => setAdding(false)} />
    </section>
  );
}
