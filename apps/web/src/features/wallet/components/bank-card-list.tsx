import type { BankCard } from '@uu/contract/wallet';
import { useDelBankCard } from '../api/del-bank-card';
import { useBankCards } from '../api/get-bank-cards';
import { useWalletTranslation } from '../hooks/use-wallet-translation';
import { confirmDelete, PayoutDeleteButton, PayoutList } from './payout-list';
import styles from './wallet-list.module.css';

type Props = {
  onAdd: () => void;
  onEdit: (card: BankCard) => void;
};

/** The member's bank cards, numbers masked (product.md); tap one to change it. */
export function BankCardList({ onAdd, onEdit }: Props) {
  const { t } = useWalletTranslation();
  const cards = useBankCards();
  const del = useDelBankCard();

  const remove = (card: BankCard) =>
    confirmDelete({
      question: t('wallet.bankCards.deleteConfirm', { bank: card.bankName, last4: card.last4 }),
      remove: () => del.mutateAsync(card.id),
      done: t('wallet.bankCards.deleted'),
    });

  return (
    <PayoutList
      title={t('wallet.bankCards.title')}
      addLabel={t('wallet.bankCards.add')}
      addTestId="bankcard-add"
      onAdd={onAdd}
      data={cards.data}
      loaded={cards.isSuccess}
      emptyText={t('wallet.bankCards.empty')}
      limitText={(max) => t('wallet.bankCards.limit', { max })}
    >
      {(cards.data?.list ?? []).map((card) => (
        <article key={card.id} className={styles.card} data-testid="bankcard-item" data-id={card.id}>
          <button type="button" className={styles.cardBody} onClick={() => onEdit(card)} aria-label={t('wallet.bankCards.edit')}>
            <span className={styles.cardBank}>{card.bankName}</span>
            <span className={styles.cardNumber} data-testid="bankcard-number-masked">
              {card.maskedNumber}
            </span>
            <span className={styles.cardHolder}>
              {card.holder}
              {card.branch ? ` · ${card.branch}` : ''}
            </span>
          </button>
          <PayoutDeleteButton label={t('wallet.bankCards.delete')} testId="bankcard-delete" onClick={() => void remove(card)} />
        </article>
      ))}
    </PayoutList>
  );
}
