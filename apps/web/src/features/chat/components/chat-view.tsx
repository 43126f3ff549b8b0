import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button } from 'antd-mobile';
import { UnorderedListOutline } from 'antd-mobile-icons';
import { showModal } from '@/components/ui/modal';
import { showToast } from '@/components/ui/toast';
import { useAllowance } from '../api/get-allowance';
import { useChatLog } from '../api/list-chat-log';
import { useClearChatLog } from '../api/clear-chat-log';
import { useConversations } from '../api/conversations';
import { useChat } from '../hooks/use-chat';
import { useChatScroll } from '../hooks/use-chat-scroll';
import { useChatTranslation } from '../hooks/use-chat-translation';
import { fromLog, type Turn } from '../utils/turns';
import { AllowanceBar } from './allowance-bar';
import { AnswerBubble, QuestionBubble } from './chat-bubbles';
import { ChatComposer } from './chat-composer';
import { ConversationsDrawer } from './conversations-drawer';
import { UsedUpPanel } from './used-up-panel';
import styles from './chat.module.css';

/**
 * The AI chat (spec §1, product.md): one conversation at a time (issue 23: the latest when the page
 * opens; the drawer lists, searches, renames and deletes them, and starts new ones), its history
 * oldest at the top and older pages as the member scrolls up; questions asked here with their
 * answers streaming over the socket, each answer copyable and the last one regenerated; the
 * allowance; what to do when no questions remain; clearing the whole history.
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
  const conversations = useConversations();
  // The conversation the member chose: undefined until they choose (the latest is on the screen), null a new one.
  const [selected, setSelected] = useState<number | null | undefined>(undefined);
  const [drawer, setDrawer] = useState(false);
  const latest = conversations.data?.pages[0]?.list[0]?.id;
  const listed = conversations.data !== undefined || conversations.isError;
  // A new conversation is named by its first question's `start` frame.
  const started = chat.turns.find((turn) => turn.conversationId !== null)?.conversationId ?? null;
  /** Known once the list has loaded (or the member chose). */
  const known = selected !== undefined || listed;
  const conversationId = selected !== undefined ? (selected ?? started) : (latest ?? started);
  const log = useChatLog(conversationId);
  const clear = useClearChatLog();
  const { refetch: refetchConversations } = conversations;
  // A question moves its conversation to the top of the list (and names a new one).
  const finished = chat.turns.filter((turn) => turn.status === 'done' || turn.status === 'stopped').length;
  useEffect(() => {
    if (finished > 0) void refetchConversations();
  }, [finished, refetchConversations]);

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
  const canAsk = chat.status === 'ready' && !chat.busy && !usedUp && known;

  const send = () => {
    scroll.follow();
    if (chat.ask(draft, conversationId)) setDraft('');
  };

  const regenerate = (turn: Turn) => {
    scroll.follow();
    chat.ask(turn.question, turn.conversationId ?? conversationId);
  };

  const openConversation = (id: number | null) => {
    if (chat.busy || id === conversationId) return;
    chat.reset();
    setSelected(id);
  };

  const retry = (turn: Turn) => {
    scroll.follow();
    chat.retry(turn);
  };

  const clearHistory = async () => {
    if (!(await showModal({ content: t('chat.clearConfirm'), danger: true }))) return;
    await clear.mutateAsync();
    chat.reset();
    setSelected(null);
    showToast(t('chat.cleared'), 'success');
  };

  const current =
    conversationId === null ? undefined : conversations.data?.pages.flatMap((page) => page.list).find((c) => c.id === conversationId);

  return (
    <div className={styles.screen}>
      <div className={styles.conversationBar}>
        <button
          type="button"
          className={styles.conversationToggle}
          onClick={() => setDrawer(true)}
          aria-label={t('chat.conversations')}
          data-testid="chat-conversations-toggle"
        >
          <UnorderedListOutline aria-hidden />
        </button>
        <span className={styles.conversationTitle} data-testid="chat-conversation-title">
          {current?.title || t('chat.untitled')}
        </span>
        <button
          type="button"
          className={styles.conversationToggle}
          onClick={() => openConversation(null)}
          disabled={chat.busy || conversationId === null}
          aria-label={t('chat.newConversation')}
          data-testid="chat-new"
        >
          +
        </button>
      </div>
      <ConversationsDrawer
        visible={drawer}
        onClose={() => setDrawer(false)}
        current={conversationId}
        onOpen={openConversation}
        onNew={() => openConversation(null)}
        onDeleted={() => {
          chat.reset();
          setSelected(null);
        }}
        locked={chat.busy}
      />
      <AllowanceBar
        allowance={allowance}
        onClear={() => void clearHistory().catch(() => undefined)}
        clearDisabled={chat.busy || clear.isPending || (turns.length === 0 && latest === undefined)}
      />

      {chat.source === 'builtin' && (
        <p className={styles.builtinNotice} data-testid="chat-builtin-notice">
          {t('chat.builtinNotice')}
        </p>
      )}

      <div
        className={styles.history}
        ref={scroll.ref}
        onScroll={scroll.onScroll}
        data-testid="chat-history"
        data-conversation={known ? (conversationId ?? 'new') : undefined}
      >
        {log.hasNextPage || log.isFetchingNextPage ? (
          <p className={styles.older}>{t('chat.loadingOlder')}</p>
        ) : log.data && turns.length > 0 ? (
          <p className={styles.older}>{t('chat.noOlder')}</p>
        ) : null}

        {!known || (conversationId !== null && log.isPending) ? (
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
            <AnswerBubble
              turn={turn}
              onRetry={canAsk ? () => retry(turn) : undefined}
              onRegenerate={canAsk && turn === last ? () => regenerate(turn) : undefined}
            />
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
