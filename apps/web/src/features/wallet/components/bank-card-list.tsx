import { Button } from 'antd-mobile';
import { AddOutline, DeleteOutline } from 'antd-mobile-icons';
import type { BankCard } from '@uu/contract/wallet';
import { showModal } from '@/components/ui/modal';
import { showToast } from '@/components/ui/toast';
import { useDelBankCard } from '../api/del-bank-card';
import { useBankCards } from '../api/get-bank-cards';
import { useWalletTranslation } from '../hooks/use-wallet-translation';
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
  const list = cards.data?.list ?? [];
  const full = cards.data ? list.length >= cards.data.max : false;

  const remove = async (card: BankCard) => {
    const sure = await showModal({ content: t('wallet.bankCards.deleteConfirm', { bank: card.bankName, last4: card.last4 }), danger: true });
    if (!sure) return;
    try {
      await del.mutateAsync(card.id);
    } catch {
      return;
    }
    showToast(t('wallet.bankCards.deleted'), 'success');
  };

  return (
    <section className={styles.list} aria-label={t('wallet.bankCards.title')}>
      <div className={styles.headingRow}>
        <h3 className={styles.heading}>{t('wallet.bankCards.title')}</h3>
        <Button size="small" shape="rounded" color="primary" fill="outline" onClick={onAdd} disabled={full} data-testid="bankcard-add">
          <AddOutline /> {t('wallet.bankCards.add')}
        </Button>
      </div>
      {cards.isSuccess && list.length === 0 && <p className={styles.emptyLine}>{t('wallet.bankCards.empty')}</p>}
      {full && <p className={styles.muted}>{t('wallet.bankCards.limit', { max: cards.data?.max ?? 0 })}</p>}
      {list.map((card) => (
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
          <button
            type="button"
            className={styles.cardDelete}
            onClick={() => void remove(card)}
            aria-label={t('wallet.bankCards.delete')}
            data-testid="bankcard-delete"
          >
            <DeleteOutline />
          </button>
        </article>
      ))}
    </section>
  );
}
