import { Button } from 'antd-mobile';
import { EditSOutline, FileOutline, RedoOutline } from 'antd-mobile-icons';
import { showToast } from '@/components/ui/toast';
import { copyText } from '@/lib/clipboard';
import { useChatTranslation } from '../hooks/use-chat-translation';
import type { Turn } from '../utils/turns';
import { AssistantCardView } from './assistant-card';
import { MarkdownView } from './markdown-view';
import styles from './chat.module.css';

/** A question; `onEdit` (the last question only, when a question can be asked) puts it back in the composer. */
export function QuestionBubble({ text, onEdit }: { text: string; onEdit?: (() => void) | undefined }) {
  const { t } = useChatTranslation();
  return (
    <div className={styles.questionRow}>
      <div className={styles.question} aria-label={t('chat.question')} data-testid="chat-message-question">
        {text}
      </div>
      {onEdit && (
        <button type="button" className={styles.answerAction} onClick={onEdit} data-testid="chat-edit">
          <EditSOutline aria-hidden /> {t('chat.edit')}
        </button>
      )}
    </div>
  );
}

type AnswerProps = {
  turn: Turn;
  /** Asks the same question again; absent when it cannot be asked now (an answer under way, none left). */
  onRetry?: () => void;
  /**
   * The last answer only: asks its question again in the same conversation for a new answer (counted as a question;
   * docs/decisions.md). Absent elsewhere, and when no question can be asked now.
   */
  onRegenerate?: () => void;
};

async function copyAnswer(text: string, done: string, failed: string) {
  if (await copyText(text)) showToast(done, 'success');
  else showToast(failed, 'fail');
}

export function AnswerBubble({ turn, onRetry, onRegenerate }: AnswerProps) {
  const { t } = useChatTranslation();
  const live = turn.status === 'pending' || turn.status === 'streaming' || turn.status === 'stopping';
  return (
    <div className={styles.answerRow}>
      <div
        className={styles.answer}
        aria-label={t('chat.answer')}
        aria-busy={live || undefined}
        data-status={turn.status}
        data-testid="chat-message-answer"
      >
        {turn.source === 'builtin' && (
          <span className={styles.badge} title={t('chat.builtinHint')} data-testid="chat-builtin-badge">
            {t('chat.builtin')}
          </span>
        )}
        {turn.answer ? <MarkdownView text={turn.answer} /> : live ? <span className={styles.thinking}>{t('chat.thinking')}</span> : null}
        {turn.cards.map((card, i) => (
          <AssistantCardView key={i} card={card} />
        ))}
        {turn.status === 'stopped' && <p className={styles.note}>{t('chat.stopped')}</p>}
        {!live && turn.status !== 'failed' && turn.answer && (
          <div className={styles.answerActions}>
            <button
              type="button"
              className={styles.answerAction}
              onClick={() => void copyAnswer(turn.answer, t('chat.copied'), t('chat.copyFailed'))}
              data-testid="chat-copy"
            >
              <FileOutline aria-hidden /> {t('chat.copy')}
            </button>
            {onRegenerate && (
              <button type="button" className={styles.answerAction} onClick={onRegenerate} data-testid="chat-regenerate">
                <RedoOutline aria-hidden /> {t('chat.regenerate')}
              </button>
            )}
          </div>
        )}
        {turn.status === 'failed' && (
          <div className={styles.failure}>
            <p className={styles.error} role="alert">
              {turn.error ?? t('chat.failed')}
            </p>
            <Button size="mini" shape="rounded" disabled={!onRetry} onClick={onRetry} data-testid="chat-retry">
              <RedoOutline /> {t('chat.retry')}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
