import { DeviceList } from '@/features/devices/components/device-list';
import styles from './setting-up.module.css';

/** devices (settings › security): the devices signed in to the account, each with its sign-out. */
export default function DevicesScreen() {
  return (
    <div className={styles.screen}>
      <DeviceList />
    </div>
  );
}
