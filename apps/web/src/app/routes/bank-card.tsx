import { useNavigate } from '@/lib/router';
import { paths } from '@/config/paths';
import { BankCardList } from '@/features/wallet/components/bank-card-list';
import { EftAddressList } from '@/features/wallet/components/eft-address-list';
import styles from './wallet-screen.module.css';

/** bankCard (spec §2): the member's bank cards and wallet addresses, where withdrawals are paid. */
export default function BankCardScreen() {
  const navigate = useNavigate();
  return (
    <div className={styles.screen}>
      <BankCardList
        onAdd={() => void navigate(paths.editBankCard.getHref())}
        onEdit={(card) => void navigate(paths.editBankCard.getHref({ id: card.id }))}
      />
      <EftAddressList />
    </div>
  );
}
