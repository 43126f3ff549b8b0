import { useEffect, useState } from 'react';
import { List, Switch } from 'antd-mobile';
import {
  MESSAGE_CATEGORIES,
  NOTIFY_CHANNELS,
  type MessageCategory,
  type NotifyChannel,
  type NotifySettings,
  type QuietHours,
} from '@uu/contract/messages';
import { showToast } from '@/components/ui/toast';
import { subscribePush, unsubscribePush, useNotifySettings, useSaveNotifySettings } from '../api/notify-settings';
import { useMessagesTranslation } from '../hooks/use-messages-translation';
import { currentEndpoint, pushSupported, subscribeDevice, unsubscribeDevice } from '@/lib/web-push';
import styles from './notify-settings.module.css';

const DEFAULT_QUIET: QuietHours = { from: '22:00', to: '08:00' };

/**
 * Settings › notifications (issue 21): Web Push on this device (the browser's permission, then a subscription of
 * the app's service worker), the outside channels the member wants per message category, and quiet hours. Every
 * change is saved at once.
 */
export function NotifySettingsPanel() {
  const { t } = useMessagesTranslation();
  const { data: settings } = useNotifySettings();
  const save = useSaveNotifySettings();
  const [supported, setSupported] = useState<boolean | null>(null);
  const [subscribed, setSubscribed] = useState(false);
  const [pushBusy, setPushBusy] = useState(false);

  useEffect(() => {
    const screen = { open: true };
    void (async () => {
      const can = await pushSupported().catch(() => false);
      const endpoint = can ? await currentEndpoint().catch(() => null) : null;
      if (!screen.open) return;
      setSupported(can);
      setSubscribed(endpoint !== null);
    })();
    return () => {
      screen.open = false;
    };
  }, []);

  if (!settings) return null;

  const store = async (change: Partial<Pick<NotifySettings, 'channels' | 'quietHours'>>) => {
    try {
      await save.mutateAsync({ channels: settings.channels, quietHours: settings.quietHours, ...change });
    } catch {
      return; // the API client already told the member why
    }
    showToast(t('messages.notify.saved'), 'success');
  };

  const toggleChannel = (category: MessageCategory, channel: NotifyChannel, on: boolean) => {
    const current = settings.channels[category];
    const next = on ? [...current, channel] : current.filter((c) => c !== channel);
    void store({ channels: { ...settings.channels, [category]: NOTIFY_CHANNELS.filter((c) => next.includes(c)) } });
  };

  const togglePush = async (on: boolean) => {
    const publicKey = settings.push.publicKey;
    if (!publicKey) return;
    setPushBusy(true);
    try {
      if (on) {
        const outcome = await subscribeDevice(publicKey);
        if (!outcome.ok) {
          showToast(t(outcome.reason === 'denied' ? 'messages.notify.pushDenied' : 'messages.notify.pushUnsupported'), 'fail');
          return;
        }
        await subscribePush(outcome.subscription);
        setSubscribed(true);
        showToast(t('messages.notify.pushOn'), 'success');
      } else {
        const endpoint = await unsubscribeDevice();
        // The browser's subscription is gone either way; the server's copy would be deleted at its first 410.
        if (endpoint) await unsubscribePush(endpoint).catch(() => undefined);
        setSubscribed(false);
        showToast(t('messages.notify.pushOff'), 'success');
      }
    } catch {
      showToast(t('messages.notify.pushFailed'), 'fail');
    } finally {
      setPushBusy(false);
    }
  };

  const pushNote = !settings.push.publicKey
    ? t('messages.notify.pushUnavailable')
    : supported === false
      ? t('messages.notify.pushUnsupported')
      : t('messages.notify.pushHint');
  const missing = (channel: NotifyChannel) =>
    (channel === 'email' && !settings.contacts.email) || (channel === 'sms' && !settings.contacts.phone);
  const quiet = settings.quietHours;

  return (
    <div className={styles.panel}>
      <List header={t('messages.notify.pushTitle')} className={styles.list}>
        <List.Item
          description={<span data-testid="notify-push-note">{pushNote}</span>}
          extra={
            <Switch
              checked={subscribed}
              loading={pushBusy}
              disabled={!settings.push.publicKey || supported !== true}
              onChange={(on) => void togglePush(on)}
              aria-label={t('messages.notify.pushTitle')}
              data-testid="notify-push-switch"
            />
          }
        >
          {t('messages.notify.pushTitle')}
        </List.Item>
      </List>

      <List header={t('messages.notify.channelsTitle')} className={styles.list}>
        {MESSAGE_CATEGORIES.map((category) => (
          <List.Item key={category} data-testid={`notify-category-${category}`}>
            {t(`messages.categories.${category}`)}
            <div className={styles.channels}>
              {NOTIFY_CHANNELS.map((channel) => (
                <label key={channel} className={styles.channel}>
                  <input
                    type="checkbox"
                    checked={settings.channels[category].includes(channel)}
                    disabled={save.isPending || missing(channel)}
                    onChange={(event) => toggleChannel(category, channel, event.target.checked)}
                    data-testid={`notify-${category}-${channel}`}
                  />
                  {t(`messages.notify.channels.${channel}`)}
                </label>
              ))}
            </div>
          </List.Item>
        ))}
      </List>
      <p className={styles.hint}>
        {t('messages.notify.channelsHint')}
        {!settings.contacts.email && ` ${t('messages.notify.noEmail')}`}
        {!settings.contacts.phone && ` ${t('messages.notify.noPhone')}`}
      </p>

      <List header={t('messages.notify.quietTitle')} className={styles.list}>
        <List.Item
          extra={
            <Switch
              checked={quiet !== null}
              disabled={save.isPending}
              onChange={(on) => void store({ quietHours: on ? DEFAULT_QUIET : null })}
              aria-label={t('messages.notify.quietTitle')}
              data-testid="notify-quiet-switch"
            />
          }
          description={t('messages.notify.quietHint', { timeZone: settings.timeZone })}
        >
          {t('messages.notify.quietTitle')}
        </List.Item>
        {quiet && (
          <List.Item>
            <div className={styles.times}>
              {(['from', 'to'] as const).map((end) => (
                <label key={end} className={styles.time}>
                  {t(end === 'from' ? 'messages.notify.quietFrom' : 'messages.notify.quietTo')}
                  <input
                    type="time"
                    value={quiet[end]}
                    required
                    onChange={(event) => {
                      const value = event.target.value;
                      const next = { ...quiet, [end]: value };
                      if (/^\d\d:\d\d$/.test(value) && next.from !== next.to) void store({ quietHours: next });
                    }}
                    data-testid={`notify-quiet-${end}`}
                  />
                </label>
              ))}
            </div>
          </List.Item>
        )}
      </List>
    </div>
  );
}
