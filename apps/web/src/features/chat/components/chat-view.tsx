import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button } from 'antd-mobile';
import type { ChatLog } from '@uu/contract/chat';
import { UnorderedListOutline, UploadOutline } from 'antd-mobile-icons';
import { showModal } from '@/components/ui/modal';
import { showToast } from '@/components/ui/toast';
import { copyText } from '@/lib/clipboard';
import { useAllowance } from '../api/get-allowance';
import { useChatLog } from '../api/list-chat-log';
import { useClearChatLog } from '../api/clear-chat-log';
import { useConversations } from '../api/conversations';
import { useChatModels } from '../api/models';
import { useSuggestions } from '../api/suggestions';
import { useChat } from '../hooks/use-chat';
import { useChatScroll } from '../hooks/use-chat-scroll';
import { useChatTranslation } from '../hooks/use-chat-translation';
import { conversationText, shareText } from '../utils/export-text';
import { fromLog, IN_FLIGHT, type Turn } from '../utils/turns';
import { AllowanceBar } from './allowance-bar';
import { AnswerBubble, QuestionBubble } from './chat-bubbles';
import { ChatComposer } from './chat-composer';
import { ConversationsDrawer } from './conversations-drawer';
import { ModelPicker } from './model-picker';
import { UsedUpPanel } from './used-up-panel';
import styles from './chat.module.css';

/**
 * The history's pages (newest first) and this visit's turns as the conversation reads, oldest first: a question asked
 * on this visit shows once, from this visit's state; one an edit of this visit replaced does not show.
 */
function mergeTurns(pages: readonly { list: ChatLog[] }[], live: readonly Turn[]): Turn[] {
  const shown = new Set(live.map((turn) => turn.logId));
  const replaced = new Set(live.flatMap((turn) => (turn.replaces === undefined ? [] : [turn.replaces])));
  const history = pages.flatMap((page) => page.list).filter((entry) => !shown.has(entry.id));
  return [...history.reverse().map(fromLog), ...live].filter((turn) => turn.logId === null || !replaced.has(turn.logId));
}

/**
 * The AI chat (spec §1, product.md): one conversation at a time (issue 23: the latest when the page
 * opens; the drawer lists, searches, renames and deletes them, and starts new ones), its history
 * oldest at the top and older pages as the member scrolls up; questions asked here with their
 * answers streaming over the socket, each answer copyable and the last one regenerated, the last
 * question editable; suggested questions on an empty conversation; sharing one as text; the
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
  const models = useChatModels().data;
  // Who answers: with models to choose from, the member's choice as the server has it (it changes without a new
  // socket); else what the socket said when it opened.
  const source = models?.models.length ? models.source : chat.source;
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
  // this visit shows once, from this visit's state, even after a refetch brought it in the history;
  // one an edit replaced does not show while the edit stands.
  const turns = useMemo<Turn[]>(() => mergeTurns(log.data?.pages ?? [], chat.turns), [log.data, chat.turns]);

  const last = turns.at(-1);
  /** The last question being edited (its history id): the next send replaces it. */
  const [editing, setEditing] = useState<number | null>(null);
  const editingLast = editing !== null && last?.logId === editing ? editing : null;
  const { fetchNextPage } = log;
  const loadOlder = useCallback(async () => !(await fetchNextPage()).isError, [fetchNextPage]);
  const scroll = useChatScroll({
    firstKey: turns[0]?.key,
    contentVersion: `${turns.length}:${last?.answer.length ?? 0}:${last?.status ?? ''}`,
    canLoadOlder: log.hasNextPage && !log.isFetchingNextPage,
    loadOlder,
  });
  const { ref: historyRef, onScroll: onHistoryScroll } = scroll;

  const usedUp = allowance?.remaining === 0;
  const canAsk = chat.status === 'ready' && !chat.busy && !usedUp && known;

  const send = () => {
    scroll.follow();
    // `editing` stays: the edit's turn hides the old one (the banner goes); a refused edit brings both back.
    if (chat.ask(draft, conversationId, editingLast ?? undefined)) setDraft('');
  };

  const edit = (turn: Turn) => {
    if (turn.logId === null) return;
    setEditing(turn.logId);
    setDraft(turn.question);
  };

  const cancelEdit = () => {
    setEditing(null);
    setDraft('');
  };

  const ask = (question: string) => {
    scroll.follow();
    chat.ask(question, conversationId);
  };

  // Suggested questions, read only while the conversation on the screen is empty.
  const empty = known && turns.length === 0 && !(conversationId !== null && (log.isPending || log.isError));
  const suggestions = useSuggestions(empty, allowance?.signedToday ?? null);

  const [sharing, setSharing] = useState(false);
  const share = async () => {
    setSharing(true);
    try {
      // Every older page first: the text is the whole conversation.
      let pages = log.data?.pages ?? [];
      if (log.hasNextPage) {
        let result = await log.fetchNextPage();
        while (result.hasNextPage && !result.isError) result = await result.fetchNextPage();
        pages = result.data?.pages ?? pages;
      }
      const title = current?.title || t('chat.untitled');
      const text = conversationText(title, mergeTurns(pages, chat.turns), { q: t('chat.exportQ'), a: t('chat.exportA') });
      const result = await shareText(title, text, copyText);
      if (result === 'copied') showToast(t('chat.exportCopied'), 'success');
      else if (result === 'downloaded') showToast(t('chat.exportDownloaded'), 'success');
      else if (result === 'failed') showToast(t('chat.exportFailed'), 'fail');
    } catch {
      showToast(t('chat.exportFailed'), 'fail');
    } finally {
      setSharing(false);
    }
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
          onClick={() => void share()}
          disabled={sharing || turns.length === 0}
          aria-label={t('chat.share')}
          data-testid="chat-share"
        >
          <UploadOutline aria-hidden />
        </button>
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

      <ModelPicker choices={models} disabled={chat.busy} />

      {source === 'builtin' && (
        <p className={styles.builtinNotice} data-testid="chat-builtin-notice">
          {t('chat.builtinNotice')}
        </p>
      )}

      <div
        className={styles.history}
        ref={historyRef}
        onScroll={onHistoryScroll}
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
            <p className={styles.suggestionsTitle}>{t('chat.suggestionsTitle')}</p>
            <div className={styles.suggestions} data-testid="chat-suggestions">
              {suggestions.map((s) => {
                const question = t(`chat.suggest.${s.key}`, { orderNo: s.orderNo });
                return (
                  <button
                    key={s.key}
                    type="button"
                    className={styles.suggestion}
                    disabled={!canAsk}
                    onClick={() => ask(question)}
                    data-testid="chat-suggestion"
                  >
                    {question}
                  </button>
                );
              })}
            </div>
          </div>
        ) : null}

        {turns.map((turn) => (
          <div key={turn.key} className={styles.turn} data-log-id={turn.logId ?? undefined}>
            <QuestionBubble
              text={turn.question}
              onEdit={canAsk && turn === last && turn.logId !== null && !IN_FLIGHT.includes(turn.status) ? () => edit(turn) : undefined}
            />
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
        {editingLast !== null && (
          <div className={styles.editing} role="status" data-testid="chat-editing">
            <span>{t('chat.editing')}</span>
            <button type="button" className={styles.answerAction} onClick={cancelEdit} data-testid="chat-cancel-edit">
              {t('chat.cancelEdit')}
            </button>
          </div>
        )}
        <ChatComposer value={draft} onChange={setDraft} onSend={send} usedUp={usedUp && !chat.busy} canSend={canAsk} />
      </footer>
    </div>
  );
}
