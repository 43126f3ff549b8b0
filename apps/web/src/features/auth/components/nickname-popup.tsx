import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { nicknameSchema } from '@uu/contract/fields';
import { showToast } from '@/components/ui/toast';
import { useUpdateUserInfo } from '../api/update-user-info';
import { FormPopup } from './form-popup';
import { NicknameField } from './nickname-field';

const nicknameFormSchema = z.object({ nickname: nicknameSchema });
type Values = z.input<typeof nicknameFormSchema>;

type Props = { visible: boolean; current: string; onClose: () => void };

/** Settings → nickname: 2-12 letters and digits (spec §5), unique (the server answers 1021 when taken). */
export function NicknamePopup({ visible, current, onClose }: Props) {
  const { t } = useTranslation();
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
    if (nickname === current) {
      close();
      return;
    }
    try {
      await update.mutateAsync({ nickname });
    } catch {
      return; // the API client already told the member why (e.g. the nickname is taken)
    }
    showToast(t('settings.nicknameSaved'), 'success');
    onClose();
  });

  return (
    <FormPopup
      visible={visible}
      onClose={close}
      destroyOnClose
      title={t('settings.editNickname')}
      onSubmit={onSubmit}
      submit={{ text: t('settings.save'), pending: update.isPending, pendingText: t('settings.saving'), testId: 'nickname-submit' }}
    >
      <NicknameField control={control} hint={t('settings.nicknameHint')} autoComplete="nickname" data-testid="nickname-input" />
    </FormPopup>
  );
}
