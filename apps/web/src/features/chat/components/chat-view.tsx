import { useCallback, useMemo, useState } from 'react';
import { Button } from 'antd-mobile';
import { showModal } from '@/components/ui/modal';
import { showToast } from '@/components/ui/toast';
import { useAllowance } from '../api/get-allowance';
import { useChatLog } from '../api/list-chat-log';
import { useClearChatLog } from '../api/clear-chat-log';
import { useChat } from '../hooks/use-chat';
import { useChatScroll } from '../hooks/use-chat-scroll';
import { useChatTranslation } from '../hooks/use-chat-translation';
import { fromLog, type Turn } from '../utils/turns';
import { AllowanceBar } from './allowance-bar';
import { AnswerBubble, QuestionBubble } from './chat-bubbles';
import { ChatComposer } from './chat-composer';
import { UsedUpPanel } from './used-up-panel';
import styles from './chat.module.css';

/**
 * The AI chat (spec §1, product.md): the history, oldest at the top and older pages as the member
 * scrolls up; questions asked here with their answers streaming over the socket; the allowance;
 * what to do when no questions remain; clearing the history.
 */
export function ChatView() {
  const { t } = useChatTranslation();
  const [draft, setDraft] = useState('');
  const onRefused = useCallback((question: string, msg: string) => {
    setDraft((current) => current || question);
    showToast(msg);
  }, []);
  const chat = useChat({ onRefused });
  const allowance = useAllowance().data;
  const log = useChatLog();
  const clear = useClearChatLog();

  // The server's pages are newest first; the conversation reads oldest first. A question asked on
  // this visit shows once, from this visit's state, even after a refetch brought it in the history.
  const turns = useMemo<Turn[]>(() => {
    const live = new Set(chat.turns.map((turn) => turn.logId));
    const history = (log.data?.pages.flatMap((page) => page.list) ?? []).filter((entry) => !live.has(entry.id));
    return [...history.reverse().map(fromLog), ...chat.turns];
  }, [log.data, chat.turns]);

  const last = turns.at(-1);
  const { fetchNextPage } = log;
  const loadOlder = useCallback(async () => !(await fetchNextPage()).isError, [fetchNextPage]);
  const scroll = useChatScroll({
    firstKey: turns[0]?.key,
    contentVersion: `${turns.length}:${last?.answer.length ?? 0}:${last?.status ?? ''}`,
    canLoadOlder: log.hasNextPage && !log.isFetchingNextPage,
    loadOlder,
  });

  const usedUp = allowance?.remaining === 0;
  const canAsk = chat.status === 'ready' && !chat.busy && !usedUp;

  const send = () => {
    scroll.follow();
    if (chat.ask(draft)) setDraft('');
  };

  const retry = (turn: Turn) => {
    scroll.follow();
    chat.retry(turn);
  };

  const clearHistory = async () => {
    if (!(await showModal({ content: t('chat.clearConfirm'), danger: true }))) return;
    await clear.mutateAsync();
    chat.reset();
    showToast(t('chat.cleared'), 'success');
  };

  return (
    <div className={styles.screen}>
      <AllowanceBar
        allowance={allowance}
        onClear={() => void clearHistory().catch(() => undefined)}
        clearDisabled={chat.busy || clear.isPending || turns.length === 0}
      />

      {chat.source === 'builtin' && (
        <p className={styles.builtinNotice} data-testid="chat-builtin-notice">
          {t('chat.builtinNotice')}
        </p>
      )}

      <div className={styles.history} ref={scroll.ref} onScroll={scroll.onScroll} data-testid="chat-history">
        {log.hasNextPage || log.isFetchingNextPage ? (
          <p className={styles.older}>{t('chat.loadingOlder')}</p>
        ) : log.data && turns.length > 0 ? (
          <p className={styles.older}>{t('chat.noOlder')}</p>
        ) : null}

        {log.isPending ? (
          <p className={styles.older}>{t('common.loading')}</p>
        ) : log.isError && !log.data ? (
          <div className={styles.welcome}>
            <p>{t('chat.loadFailed')}</p>
            <Button size="small" shape="rounded" loading={log.isFetching} onClick={() => void log.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : turns.length === 0 ? (
          <div className={styles.welcome}>
            <h2 className={styles.welcomeTitle}>{t('chat.welcomeTitle')}</h2>
            <p>{t('chat.welcome')}</p>
          </div>
        ) : null}

        {turns.map((turn) => (
          <div key={turn.key} className={styles.turn} data-log-id={turn.logId ?? undefined}>
            <QuestionBubble text={turn.question} />
            <AnswerBubble turn={turn} onRetry={canAsk ? () => retry(turn) : undefined} />
          </div>
        ))}
      </div>

      <footer className={styles.footer}>
        {chat.busy && (
          <div className={styles.stopRow}>
            <Button size="small" shape="rounded" loading={chat.current?.status === 'stopping'} onClick={chat.stop} data-testid="chat-stop">
              <span className={styles.stopIcon} aria-hidden /> {t('chat.stop')}
            </Button>
          </div>
        )}
        {usedUp && !chat.busy && <UsedUpPanel signedToday={allowance.signedToday} />}
        {chat.status !== 'ready' && (
          <p className={styles.connection} role="status">
            {t(chat.status === 'reconnecting' ? 'chat.reconnecting' : 'chat.connecting')}
          </p>
        )}
        <ChatComposer value={draft} onChange={setDraft} onSend={send} usedUp={usedUp && !chat.busy} canSend={canAsk} />
      </footer>
    </div>
  );
}
