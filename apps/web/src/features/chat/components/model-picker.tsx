import type { ChatModelChoices } from '@uu/contract/chat';
import { showToast } from '@/components/ui/toast';
import { useChooseChatModel } from '../api/models';
import { useChatTranslation } from '../hooks/use-chat-translation';
import styles from './chat.module.css';

const BUILTIN = 'builtin';

/**
 * Who answers (issue 23, "Operators"): the enabled models the operators configured and the built-in
 * assistant. Shown only when there is a model to choose; the choice is kept for the member on the
 * server, and a model disabled later gives way to the default.
 */
export function ModelPicker({ choices, disabled }: { choices: ChatModelChoices | undefined; disabled: boolean }) {
  const { t } = useChatTranslation();
  const choose = useChooseChatModel();
  if (!choices || choices.models.length === 0) return null;
  const value = choices.source === 'builtin' ? BUILTIN : String(choices.current ?? BUILTIN);
  return (
    <label className={styles.modelPicker}>
      <span>{t('chat.answeredBy')}</span>
      <select
        value={value}
        disabled={disabled || choose.isPending}
        data-testid="chat-model-picker"
        onChange={(event) => {
          const next = event.target.value === BUILTIN ? null : Number(event.target.value);
          choose.mutate(next, { onError: (error) => showToast(error.message) });
        }}
      >
        {choices.models.map((model) => (
          <option key={model.id} value={String(model.id)}>
            {model.name}
          </option>
        ))}
        <option value={BUILTIN}>{t('chat.builtinModel')}</option>
      </select>
    </label>
  );
}
