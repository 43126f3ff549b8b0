import { useLayoutEffect, useRef, type SyntheticEvent, type KeyboardEvent } from 'react';
import { Button } from 'antd-mobile';
import { QUESTION_MAX } from '@uu/contract/chat';
import { useChatTranslation } from '../hooks/use-chat-translation';
import styles from './chat.module.css';

type Props = {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  /** No questions left: nothing can be typed. */
  usedUp: boolean;
  /** Sending is possible now (connected, no answer under way, questions left). */
  canSend: boolean;
};

const MAX_HEIGHT = 120;

/** The question field and its send button; Enter sends, Shift+Enter breaks the line. */
export function ChatComposer({ value, onChange, onSend, usedUp, canSend }: Props) {
  const { t } = useChatTranslation();
  const field = useRef<HTMLTextAreaElement>(null);
  const ready = canSend && value.trim() !== '';

  // Grows with its text up to a few lines, then scrolls.
  useLayoutEffect(() => {
    const el = field.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, MAX_HEIGHT)}px`;
  }, [value]);

  const submit = (event?: SyntheticEvent) => {
    event?.preventDefault();
    if (ready) onSend();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An IME's Enter confirms the composed characters (Chinese input); it must not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form className={styles.composer} onSubmit={submit}>
      <textarea
        ref={field}
        className={styles.input}
        rows={1}
        value={value}
        maxLength={QUESTION_MAX}
        placeholder={t(usedUp ? 'chat.placeholderUsedUp' : 'chat.placeholder')}
        aria-label={t('chat.placeholder')}
        disabled={usedUp}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        data-testid="chat-input"
      />
      <Button type="submit" color="primary" shape="rounded" disabled={!ready} className={styles.send} data-testid="chat-send">
        {t('chat.send')}
      </Button>
    </form>
  );
}
