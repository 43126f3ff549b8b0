import { SignInHistoryList } from '@/features/devices/components/sign-in-history-list';
import styles from './setting-up.module.css';

/** signInHistory (settings › security): the account's sign-ins of the last 90 days, refused ones too. */
export default function SignInHistoryScreen() {
  return (
    <div className={styles.screen}>
      <SignInHistoryList />
    </div>
  );
}
