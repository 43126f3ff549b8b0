import { useState } from 'react';
import type { EftAddress } from '@uu/contract/wallet';
import { useDelEftAddress } from '../api/del-eft-address';
import { useEftAddresses } from '../api/list-eft-addresses';
import { useWalletTranslation } from '../hooks/use-wallet-translation';
import { EftAddressPopup } from './eft-address-popup';
import { confirmDelete, PayoutDeleteButton, PayoutList } from './payout-list';
import styles from './wallet-list.module.css';

/** The member's wallet (EFT) addresses for payouts, added in a popup. */
export function EftAddressList() {
  const { t } = useWalletTranslation();
  const addresses = useEftAddresses();
  const del = useDelEftAddress();
  const [adding, setAdding] = useState(false);

  const remove = (address: EftAddress) =>
    confirmDelete({
      question: t('wallet.eft.deleteConfirm', { address: address.maskedAddress }),
      remove: () => del.mutateAsync(address.id),
      done: t('wallet.eft.deleted'),
    });

  return (
    <PayoutList
      title={t('wallet.eft.title')}
      addLabel={t('wallet.eft.add')}
      addTestId="eft-add"
      onAdd={() => setAdding(true)}
      data={addresses.data}
      loaded={addresses.isSuccess}
      emptyText={t('wallet.eft.empty')}
      limitText={(max) => t('wallet.eft.limit', { max })}
    >
      {(addresses.data?.list ?? []).map((address) => (
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
          <PayoutDeleteButton label={t('wallet.eft.delete')} testId="eft-delete" onClick={() => void remove(address)} />
        </article>
      ))}
      <EftAddressPopup visible={adding} onClose={() => setAdding(false)} />
    </PayoutList>
  );
}
