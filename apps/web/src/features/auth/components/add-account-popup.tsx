import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { addUserFormSchema, type AddUserForm as Values } from '@uu/contract/profile';
import { showToast } from '@/components/ui/toast';
import { useAddUser, type AddUserFormOutput } from '../api/add-user';
import { FormPopup } from './form-popup';
import { NewPasswordFields } from './password-fields';
import { NicknameField } from './nickname-field';

const empty: Values = { nickname: '', password: '', confirmPassword: '' };

/**
 * Settings → add account (product.md "Several accounts per person"): a sibling with its own
 * nickname and password, sharing this account's email or phone for recovery.
 */
export function AddAccountPopup({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
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
    <FormPopup
      visible={visible}
      onClose={close}
      title={t('accounts.addTitle')}
      lead={t('accounts.addHint')}
      onSubmit={onSubmit}
      submit={{ text: t('accounts.submit'), pending: add.isPending, pendingText: t('accounts.adding'), testId: 'add-account-submit' }}
    >
      <NicknameField control={control} autoComplete="off" data-testid="add-account-nickname" />
      <NewPasswordFields control={control} kind="login" testIds={{ password: 'add-account-password', confirm: 'add-account-confirm' }} />
    </FormPopup>
  );
}
