import { useNavigate, useSearchParams } from '@/lib/router';
import { EmptyView } from '@/components/ui/empty-view';
import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';
import { useBankCards } from '@/features/wallet/api/get-bank-cards';
import { BankCardForm } from '@/features/wallet/components/bank-card-form';
import styles from './wallet-screen.module.css';

/** bankCard/editBankCard (spec §2): add a card, or change the one of `?id=`. */
export default function EditBankCardScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? '') || undefined;
  const cards = useBankCards();

  const back = () => {
    // Opened directly (a deep link): the card list is where it lives.
    const first = ((window.history.state as { idx?: number } | null)?.idx ?? 0) === 0;
    if (first) void navigate(paths.bankCard.getHref(), { replace: true });
    else void navigate(-1);
  };

  if (id !== undefined && cards.isPending) return <PageLoading />;
  const card = id !== undefined ? cards.data?.list.find((c) => c.id === id) : undefined;
  if (id !== undefined && !card) return <EmptyView />;

  return (
    <div className={styles.screen}>
      <BankCardForm key={card?.id ?? 'new'} card={card} onSaved={back} />
    </div>
  );
}
