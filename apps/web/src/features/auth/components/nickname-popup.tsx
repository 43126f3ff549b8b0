import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Popup } from 'antd-mobile';
import { UserOutline } from 'antd-mobile-icons';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Limits } from '@uu/contract/limits';
import { nicknameSchema } from '@uu/contract/fields';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { showToast } from '@/components/ui/toast';
import { useUpdateUserInfo } from '../api/update-user-info';
import styles from './settings-popup.module.css';

const nicknameFormSchema = z.object({ nickname: nicknameSchema });
type Values = z.input<typeof nicknameFormSchema>;

type Props = { visible: boolean; current: string; onClose: () => void };

/** Settings → nickname: 2-12 letters and digits (spec §5), unique (the server answers 1021 when taken). */
export function NicknamePopup({ visible, current, onClose }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const update = useUpdateUserInfo();
  const { control, handleSubmit, reset } = useForm<Values, unknown, z.output<typeof nicknameFormSchema>>({
    resolver: zodResolver(nicknameFormSchema),
    values: { nickname: current },
  });

  const close = () => {
    reset({ nickname: current });
    onClose();
  };

  const onSubmit = handleSubmit(async ({ nickname }) => {
    if (nickname === current) return close();
    try {
      await update.mutateAsync({ nickname });
    } catch {
      return; // the API client already told the member why (e.g. the nickname is taken)
    }
    showToast(t('settings.nicknameSaved'), 'success');
    onClose();
  });

  return (
    <Popup visible={visible} onMaskClick={close} onClose={close} bodyClassName={styles.popup} destroyOnClose>
      <form onSubmit={onSubmit} noValidate aria-label={t('settings.editNickname')}>
        <h2 className={styles.title}>{t('settings.editNickname')}</h2>
        <TextField
          control={control}
          name="nickname"
          id={`${id}-nickname`}
          label={t('settings.nickname')}
          icon={<UserOutline />}
          placeholder={t('settings.nicknamePlaceholder')}
          hint={t('settings.nicknameHint')}
          maxLength={Limits.nicknameMax}
          autoComplete="nickname"
          clearable
          data-testid="nickname-input"
        />
        <div className={styles.actions}>
          <SubmitButton className={styles.submit} pending={update.isPending} pendingText={t('settings.saving')} data-testid="nickname-submit">
            {t('settings.save')}
          </SubmitButton>
        </div>
      </form>
    </Popup>
  );
}
