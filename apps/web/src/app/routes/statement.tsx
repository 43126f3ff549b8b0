import { useSearchParams } from '@/lib/router';
import { CURRENCIES, type Currency } from '@uu/contract/wallet';
import { currentMonth, StatementView } from '@/features/wallet/components/statement-view';
import styles from './wallet-screen.module.css';

const isCurrency = (value: string | null): value is Currency => (CURRENCIES as readonly string[]).includes(value ?? '');

/** statement (ours, issue 24): `?currency=UU&month=2026-11`; the pickers change the query (so the back button and a reload keep them). */
export default function StatementScreen() {
  const [params, setParams] = useSearchParams();
  const currency = params.get('currency');
  const month = params.get('month') ?? '';
  return (
    <div className={styles.screen}>
      <StatementView
        currency={isCurrency(currency) ? currency : 'UU'}
        month={/^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : currentMonth()}
        onChange={(next) => setParams(next, { replace: true })}
      />
    </div>
  );
}
