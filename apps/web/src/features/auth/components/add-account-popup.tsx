import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Popup } from 'antd-mobile';
import { LockOutline, UserOutline } from 'antd-mobile-icons';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Limits } from '@uu/contract/limits';
import { addUserFormSchema, type AddUserForm as Values } from '@uu/contract/profile';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { showToast } from '@/components/ui/toast';
import { useAddUser, type AddUserFormOutput } from '../api/add-user';
import styles from './settings-popup.module.css';

const empty: Values = { nickname: '', password: '', confirmPassword: '' };

/**
 * Settings → add account (product.md "Several accounts per person"): a sibling with its own
 * nickname and password, sharing this account's email or phone for recovery.
 */
export function AddAccountPopup({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const add = useAddUser();
  const { control, handleSubmit, reset } = useForm<Values, unknown, AddUserFormOutput>({
    resolver: zodResolver(addUserFormSchema),
    defaultValues: empty,
  });

  const close = () => {
    reset(empty);
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
    } catch {
      return; // the API client already told the member why (nickname taken, too many accounts)
    }
    showToast(t('accounts.added'), 'success');
    close();
  });

  return (
    <Popup visible={visible} onMaskClick={close} onClose={close} bodyClassName={styles.popup}>
      <form onSubmit={onSubmit} noValidate aria-label={t('accounts.addTitle')}>
        <h2 className={styles.title}>{t('accounts.addTitle')}</h2>
        <p className={styles.lead}>{t('accounts.addHint')}</p>
        <TextField
          control={control}
          name="nickname"
          id={`${id}-nickname`}
          label={t('settings.nickname')}
          icon={<UserOutline />}
          placeholder={t('settings.nicknamePlaceholder')}
          maxLength={Limits.nicknameMax}
          autoComplete="off"
          clearable
          data-testid="add-account-nickname"
        />
        <TextField
          control={control}
          name="password"
          id={`${id}-password`}
          label={t('register.password')}
          icon={<LockOutline />}
          kind="password"
          placeholder={t('register.passwordPlaceholder')}
          autoComplete="new-password"
          data-testid="add-account-password"
        />
        <TextField
          control={control}
          name="confirmPassword"
          id={`${id}-confirm`}
          label={t('register.confirmPassword')}
          icon={<LockOutline />}
          kind="password"
          placeholder={t('register.confirmPlaceholder')}
          autoComplete="new-password"
          data-testid="add-account-confirm"
        />
        <div className={styles.actions}>
          <SubmitButton className={styles.submit} pending={add.isPending} pendingText={t('accounts.adding')} data-testid="add-account-submit">
            {t('accounts.submit')}
          </SubmitButton>
        </div>
      </form>
    </Popup>
  );
}
