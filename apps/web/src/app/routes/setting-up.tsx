import { lazy, Suspense, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { CLIENT_VERSION } from '@uu/contract/headers';
import type { UploadResult } from '@uu/contract/profile';
import { DefaultAvatar } from '@/components/illustrations/default-avatar';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { showModal } from '@/components/ui/modal';
import { showToast } from '@/components/ui/toast';
import { LANGUAGE_NAMES } from '@/config/languages';
import { paths } from '@/config/paths';
import { useUserInfo } from '@/features/auth/api/get-user-info';
import { useLogout } from '@/features/auth/api/logout';
import { useUpdateUserInfo } from '@/features/auth/api/update-user-info';
import { AccountSwitcher } from '@/features/auth/components/account-switcher';
import { NicknamePopup } from '@/features/auth/components/nickname-popup';
import { CustomerServicePopup } from '@/features/content/components/customer-service-popup';
import { ImagePicker } from '@/features/uploads/components/image-picker';
import { copyText } from '@/lib/clipboard';
import { fileUrl } from '@/lib/files';
import { queryClient } from '@/lib/query-client';
import { session } from '@/lib/session';
import styles from './setting-up.module.css';

const LanguageSheet = lazy(() => import('@/app/layouts/language-sheet'));

/** Settings (settingUp): profile, security, accounts, language, customer service, version, cache, logout. */
export default function SettingUpScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { data: info } = useUserInfo();
  const updateInfo = useUpdateUserInfo();
  const logout = useLogout();
  const [nicknameOpen, setNicknameOpen] = useState(false);
  const [serviceOpen, setServiceOpen] = useState(false);
  const [languageOpen, setLanguageOpen] = useState(false);
  const [languageUsed, setLanguageUsed] = useState(false);

  const saveAvatar = async (upload: UploadResult) => {
    try {
      await updateInfo.mutateAsync({ avatar: upload.url });
    } catch {
      return; // the API client already told the member why
    }
    showToast(t('settings.avatarSaved'), 'success');
  };

  const copyMemberNo = async () => {
    if (!info) return;
    const copied = await copyText(info.memberNo);
    showToast(t(copied ? 'common.copied' : 'common.copyFailed'), copied ? 'success' : undefined);
  };

  const clearCache = async () => {
    if (!(await showModal({ content: t('settings.clearCacheConfirm') }))) return;
    // spec §3: the device-stored items, together; and the cached answers of the other pages. The
    // session stays, and so do the answers this page is showing.
    session.clearDeviceItems();
    queryClient.removeQueries({ type: 'inactive' });
    showToast(t('settings.cacheCleared'), 'success');
  };

  const signOut = async () => {
    if (!(await showModal({ content: t('mine.logoutConfirm'), danger: true }))) return;
    // As on Mine: leave this page before the session goes, or its guard would remember it as the way back.
    await logout.mutateAsync(() => flushSync(() => navigate(paths.login.getHref(), { replace: true })));
  };

  const payPasswordSet = info?.isSetPayPassword ?? false;

  return (
    <div className={styles.screen}>
      <List header={t('settings.profile')} className={styles.list}>
        <List.Item
          extra={
            <ImagePicker
              label={t('settings.changeAvatar')}
              className={styles.avatarButton}
              onUploaded={saveAvatar}
              busy={updateInfo.isPending}
              data-testid="settings-avatar"
              inputTestId="settings-avatar-input"
            >
              {info?.avatar ? (
                <img className={styles.avatar} src={fileUrl(info.avatar)} alt={t('mine.avatar')} data-testid="settings-avatar-image" />
              ) : (
                <DefaultAvatar className={styles.avatar} />
              )}
            </ImagePicker>
          }
        >
          {t('settings.avatar')}
        </List.Item>
        <List.Item extra={info?.nickname} onClick={() => setNicknameOpen(true)} data-testid="settings-nickname">
          {t('settings.nickname')}
        </List.Item>
        <List.Item
          extra={
            <span className={styles.memberNo}>
              <span data-testid="settings-member-no">{info?.memberNo}</span>
              <button type="button" className={styles.copy} onClick={() => void copyMemberNo()} aria-label={t('settings.copyMemberNo')}>
                {t('common.copy')}
              </button>
            </span>
          }
        >
          {t('settings.memberNo')}
        </List.Item>
      </List>

      <List header={t('settings.security')} className={styles.list}>
        <List.Item
          extra={t('settings.change')}
          onClick={() => navigate(paths.settingContent.getHref({ type: 'login' }))}
          data-testid="settings-login-password"
        >
          {t('settings.loginPassword')}
        </List.Item>
        <List.Item
          extra={
            <span className={payPasswordSet ? undefined : styles.warn} data-testid="settings-pay-password-state">
              {t(payPasswordSet ? 'settings.set' : 'settings.notSet')}
            </span>
          }
          onClick={() => navigate(paths.settingContent.getHref({ type: payPasswordSet ? 'pay' : 'setPay' }))}
          data-testid="settings-pay-password"
        >
          {t('settings.payPassword')}
        </List.Item>
        <List.Item onClick={() => navigate(paths.devices.getHref())} data-testid="settings-devices">
          {t('settings.devices')}
        </List.Item>
        <List.Item onClick={() => navigate(paths.signInHistory.getHref())} data-testid="settings-sign-in-history">
          {t('settings.signInHistory')}
        </List.Item>
        <List.Item onClick={() => navigate(paths.notifySettings.getHref())} data-testid="settings-notifications">
          {t('settings.notifications')}
        </List.Item>
        <List.Item
          extra={<span data-testid="settings-contact-value">{info?.email ?? info?.phone}</span>}
          onClick={() => navigate(paths.settingContent.getHref({ type: 'contact' }))}
          data-testid="settings-contact"
        >
          {t('settings.contact')}
        </List.Item>
      </List>

      <AccountSwitcher className={styles.list} onSwitched={() => navigate(paths.mine.getHref())} />

      <List header={t('settings.general')} className={styles.list}>
        <List.Item
          extra={(LANGUAGE_NAMES as Partial<Record<string, { name: string }>>)[i18n.language]?.name}
          onClick={() => {
            setLanguageUsed(true);
            setLanguageOpen(true);
          }}
          data-testid="settings-language"
        >
          {t('common.language')}
        </List.Item>
        <List.Item onClick={() => setServiceOpen(true)} data-testid="settings-customer-service">
          {t('settings.customerService')}
        </List.Item>
        <List.Item extra={<span data-testid="settings-version">{CLIENT_VERSION}</span>}>{t('settings.version')}</List.Item>
        <List.Item onClick={() => void clearCache()} data-testid="settings-clear-cache">
          {t('settings.clearCache')}
        </List.Item>
      </List>

      <Button className={styles.logout} block shape="rounded" size="large" onClick={() => void signOut()} data-testid="settings-logout">
        {t('mine.logout')}
      </Button>

      {info && <NicknamePopup visible={nicknameOpen} current={info.nickname} onClose={() => setNicknameOpen(false)} />}
      <CustomerServicePopup visible={serviceOpen} onClose={() => setServiceOpen(false)} />
      {languageUsed && (
        <Suspense fallback={null}>
          <LanguageSheet visible={languageOpen} onClose={() => setLanguageOpen(false)} />
        </Suspense>
      )}
      <LoadingOverlay visible={logout.isPending} text={t('mine.loggingOut')} />
    </div>
  );
}
