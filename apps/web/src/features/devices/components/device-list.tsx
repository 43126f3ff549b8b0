import { Button, Tag } from 'antd-mobile';
import type { Device } from '@uu/contract/devices';
import { showModal } from '@/components/ui/modal';
import { showToast } from '@/components/ui/toast';
import { useDevices } from '../api/list-devices';
import { useSignOutDevice } from '../api/sign-out-device';
import { useSignOutOtherDevices } from '../api/sign-out-other-devices';
import { useDevicesTranslation } from '../hooks/use-devices-translation';
import { deviceDetails, deviceName, formatTime, placeName } from '../utils/describe';
import styles from './devices.module.css';

/** The devices signed in to the account: this one marked, every other one with its own sign-out, and "all others". */
export function DeviceList() {
  const { t, i18n } = useDevicesTranslation();
  const devices = useDevices();
  const signOut = useSignOutDevice();
  const signOutOthers = useSignOutOtherDevices();
  const list = devices.data ?? [];
  const others = list.filter((d) => !d.current);

  const confirmSignOut = async (device: Device) => {
    if (!(await showModal({ content: t('devices.signOutConfirm', { device: deviceName(t, device) }), danger: true }))) return;
    try {
      await signOut.mutateAsync(device.id);
    } catch {
      return; // the API client already told the member why
    }
    showToast(t('devices.signedOut'), 'success');
  };

  const confirmSignOutOthers = async () => {
    if (!(await showModal({ content: t('devices.signOutOthersConfirm'), danger: true }))) return;
    let count: number;
    try {
      ({ count } = await signOutOthers.mutateAsync());
    } catch {
      return;
    }
    showToast(t('devices.signedOutOthers', { count }), 'success');
  };

  if (devices.isPending) return <div className={styles.status}>{t('common.loading')}</div>;
  if (devices.isError) return <div className={styles.status}>{t('devices.loadFailed')}</div>;

  return (
    <section className={styles.list} aria-label={t('routes.devices')} data-testid="device-list">
      <p className={styles.intro}>{t('devices.intro')}</p>
      {list.map((device) => {
        const place = placeName(device.country, i18n.language);
        return (
          <article key={device.id} className={styles.item} data-testid="device-item" data-current={device.current ? 'true' : 'false'}>
            <div className={styles.head}>
              <span className={styles.name}>
                {deviceName(t, device)}
                {device.current && (
                  <Tag color="primary" fill="outline" data-testid="device-this">
                    {t('devices.thisDevice')}
                  </Tag>
                )}
              </span>
              {!device.current && (
                <Button
                  size="small"
                  color="danger"
                  fill="outline"
                  loading={signOut.isPending && signOut.variables === device.id}
                  onClick={() => void confirmSignOut(device)}
                  data-testid="device-sign-out"
                >
                  {t('devices.signOut')}
                </Button>
              )}
            </div>
            <div className={styles.details}>{deviceDetails(t, device)}</div>
            <div className={styles.muted}>{[place, device.ip ? t('devices.ip', { ip: device.ip }) : null].filter(Boolean).join(' · ')}</div>
            <div className={styles.muted}>
              {t('devices.lastActive', { time: formatTime(device.lastActiveAt) })} ·{' '}
              {t('devices.signedInAt', { time: formatTime(device.createdAt) })}
            </div>
          </article>
        );
      })}
      {others.length === 0 ? (
        <div className={styles.status} data-testid="device-only-this">
          {t('devices.onlyThis')}
        </div>
      ) : (
        <Button
          className={styles.othersButton}
          block
          shape="rounded"
          color="danger"
          loading={signOutOthers.isPending}
          onClick={() => void confirmSignOutOthers()}
          data-testid="device-sign-out-others"
        >
          {t('devices.signOutOthers')}
        </Button>
      )}
    </section>
  );
}
