import { useState } from 'react';
import { Button, List } from 'antd-mobile';
import { AddCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { MyUser } from '@uu/contract/profile';
import { DefaultAvatar } from '@/components/illustrations/default-avatar';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { showModal } from '@/components/ui/modal';
import { showToast } from '@/components/ui/toast';
import { fileUrl } from '@/lib/files';
import { useMyUsers } from '../api/list-my-users';
import { useSwitchUser } from '../api/switch-user';
import { AddAccountPopup } from './add-account-popup';
import styles from './account-switcher.module.css';

/**
 * Settings → accounts (product.md "Several accounts per person"): the person's accounts with their
 * avatar, nickname and level, the current one marked; tapping another switches to it after a
 * confirmation. "Add account" shows while the person holds fewer than the most allowed.
 */
export function AccountSwitcher({ onSwitched, className }: { onSwitched: () => void; className?: string }) {
  const { t } = useTranslation();
  const users = useMyUsers();
  const switchUser = useSwitchUser();
  const [adding, setAdding] = useState(false);

  const choose = async (user: MyUser) => {
    if (!(await showModal({ content: t('accounts.switchConfirm', { nickname: user.nickname }) }))) return;
    try {
      await switchUser.mutateAsync(user.id);
    } catch {
      return; // the API client already told the member why
    }
    showToast(t('accounts.switched', { nickname: user.nickname }), 'success');
    onSwitched();
  };

  if (!users.data) {
    return (
      <List header={t('accounts.title')} className={`${styles.list} ${className ?? ''}`}>
        <List.Item>
          {users.isError ? (
            <Button size="small" shape="rounded" loading={users.isFetching} onClick={() => void users.refetch()}>
              {t('common.retry')}
            </Button>
          ) : (
            <span className={styles.muted}>{t('common.loading')}</span>
          )}
        </List.Item>
      </List>
    );
  }

  const { list, max } = users.data;
  return (
    <>
      <List header={t('accounts.title')} className={`${styles.list} ${className ?? ''}`} data-testid="settings-accounts">
        {list.map((user) => {
          const disabled = user.status === 'disabled';
          return (
            <List.Item
              key={user.id}
              prefix={
                user.avatar ? (
                  <img className={styles.avatar} src={fileUrl(user.avatar)} alt="" />
                ) : (
                  <DefaultAvatar className={styles.avatar} />
                )
              }
              description={t('mine.memberNo', { memberNo: user.memberNo })}
              extra={
                user.isCurrent ? (
                  <span className={styles.current} data-testid="settings-account-current">
                    {t('accounts.current')}
                  </span>
                ) : disabled ? (
                  <span className={styles.muted}>{t('accounts.disabled')}</span>
                ) : undefined
              }
              arrowIcon={!user.isCurrent && !disabled}
              disabled={disabled}
              onClick={user.isCurrent || disabled ? undefined : () => void choose(user)}
              aria-current={user.isCurrent || undefined}
              data-testid={`settings-account-${user.memberNo}`}
            >
              <span className={styles.name}>
                <span className={styles.nickname}>{user.nickname}</span>
                <span className={styles.level}>{t(`levels.${user.level}`)}</span>
                {user.isOwner && <span className={styles.owner}>{t('accounts.owner')}</span>}
              </span>
            </List.Item>
          );
        })}
        {list.length < max ? (
          <List.Item
            prefix={<AddCircleOutline className={styles.addIcon} />}
            onClick={() => setAdding(true)}
            data-testid="settings-add-account"
          >
            {t('accounts.add')}
          </List.Item>
        ) : (
          <List.Item>
            <span className={styles.muted}>{t('accounts.limit', { max })}</span>
          </List.Item>
        )}
      </List>
      <AddAccountPopup visible={adding} onClose={() => setAdding(false)} />
      <LoadingOverlay visible={switchUser.isPending} text={t('accounts.switching')} />
    </>
  );
}
