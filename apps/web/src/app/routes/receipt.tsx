import { useSearchParams } from '@/lib/router';
import { EmptyView } from '@/components/ui/empty-view';
import { ReceiptView } from '@/features/wallet/components/receipt-view';
import styles from './wallet-screen.module.css';

/** receipt (ours, issue 24): /subpackage/receipt/index?id=42, one of the member's transactions. */
export default function ReceiptScreen() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id <= 0) return <EmptyView />;
  return (
    <div className={styles.screen}>
      <ReceiptView key={id} id={id} />
    </div>
  );
}
