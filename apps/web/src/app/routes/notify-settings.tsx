import { NotifySettingsPanel } from '@/features/messages/components/notify-settings';
import styles from './setting-up.module.css';

/** notifySettings (settings › notifications): Web Push on this device, the channels per category, quiet hours. */
export default function NotifySettingsScreen() {
  return (
    <div className={styles.screen}>
      <NotifySettingsPanel />
    </div>
  );
}
