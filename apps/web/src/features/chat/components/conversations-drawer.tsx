import { useEffect, useState, type SyntheticEvent } from 'react';
import { Button, Popup } from 'antd-mobile';
import { AddOutline, DeleteOutline, EditSOutline } from 'antd-mobile-icons';
import { CONVERSATION_TITLE_MAX, CHAT_SEARCH_MAX, type Conversation } from '@uu/contract/chat';
import { showModal } from '@/components/ui/modal';
import { showToast } from '@/components/ui/toast';
import { formatDateTime } from '@/lib/dates';
import { useChatSearch, useConversations, useDeleteConversation, useRenameConversation } from '../api/conversations';
import { useChatTranslation } from '../hooks/use-chat-translation';
import { excerptAround, highlightPieces } from '../utils/highlight';
import styles from './chat.module.css';

/** How long typing pauses before the search runs. */
const SEARCH_DELAY_MS = 300;

type Props = {
  visible: boolean;
  onClose: () => void;
  /** The conversation on the screen (null: a new one). */
  current: number | null;
  onOpen: (id: number) => void;
  onNew: () => void;
  /** The conversation on the screen was deleted. */
  onDeleted: (id: number) => void;
  /** An answer is under way: switching would lose it, so the list only reads. */
  locked: boolean;
};

/** Text with the searched words marked. */
function Marked({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlightPieces(text, terms).map((piece, i) =>
        piece.match ? (
          <mark key={i} className={styles.mark} data-testid="chat-search-mark">
            {piece.text}
          </mark>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}

/**
 * The member's conversations (issue 23): new, open, rename, delete, and a search of the whole history whose hits
 * open their conversation, the searched words marked.
 */
export function ConversationsDrawer({ visible, onClose, current, onOpen, onNew, onDeleted, locked }: Props) {
  const { t } = useChatTranslation();
  const [words, setWords] = useState('');
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<{ id: number; title: string } | null>(null);
  const conversations = useConversations();
  const search = useChatSearch(query);
  const rename = useRenameConversation();
  const remove = useDeleteConversation();

  useEffect(() => {
    const timer = setTimeout(() => setQuery(words.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [words]);

  const list = conversations.data?.pages.flatMap((page) => page.list) ?? [];
  const searching = query !== '';

  const open = (id: number) => {
    if (locked) return;
    onOpen(id);
    onClose();
  };

  const saveTitle = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!editing) return;
    const title = editing.title.trim();
    if (!title) return;
    await rename.mutateAsync({ id: editing.id, title });
    setEditing(null);
    showToast(t('chat.renamed'), 'success');
  };

  const deleteOne = async (conversation: Conversation) => {
    if (!(await showModal({ content: t('chat.deleteConfirm'), danger: true }))) return;
    await remove.mutateAsync(conversation.id);
    showToast(t('chat.deleted'), 'success');
    if (conversation.id === current) onDeleted(conversation.id);
  };

  return (
    <Popup visible={visible} position="left" onMaskClick={onClose} onClose={onClose} bodyClassName={styles.drawer}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="chat-conversations-title"
        className={styles.drawerBody}
        data-testid="chat-drawer"
      >
        <div className={styles.drawerHead}>
          <h2 className={styles.drawerTitle} id="chat-conversations-title">
            {t('chat.conversations')}
          </h2>
          <button type="button" className={styles.drawerClose} onClick={onClose}>
            {t('chat.close')}
          </button>
        </div>
        <Button
          block
          color="primary"
          fill="outline"
          shape="rounded"
          disabled={locked}
          onClick={() => {
            onNew();
            onClose();
          }}
          data-testid="chat-new-conversation"
        >
          <AddOutline aria-hidden /> {t('chat.newConversation')}
        </Button>
        <input
          type="search"
          className={styles.drawerSearch}
          value={words}
          maxLength={CHAT_SEARCH_MAX}
          placeholder={t('chat.searchPlaceholder')}
          aria-label={t('chat.searchPlaceholder')}
          onChange={(event) => setWords(event.target.value)}
          data-testid="chat-search"
        />

        {searching ? (
          <ul className={styles.drawerList} data-testid="chat-search-results">
            {search.data && search.data.list.length === 0 && <li className={styles.drawerEmpty}>{t('chat.searchEmpty')}</li>}
            {search.data?.list.map((hit) => (
              <li key={hit.id}>
                <button
                  type="button"
                  className={styles.drawerItem}
                  disabled={locked}
                  onClick={() => open(hit.conversationId)}
                  data-testid="chat-search-hit"
                  data-conversation-id={hit.conversationId}
                >
                  <span className={styles.drawerItemTitle}>{hit.conversationTitle || t('chat.untitled')}</span>
                  <span className={styles.drawerHitText}>
                    <Marked text={excerptAround(hit.question, search.data.terms)} terms={search.data.terms} />
                  </span>
                  <span className={styles.drawerHitText}>
                    <Marked text={excerptAround(hit.answer, search.data.terms)} terms={search.data.terms} />
                  </span>
                  <span className={styles.drawerDate}>{formatDateTime(hit.createdAt)}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <ul className={styles.drawerList} data-testid="chat-conversations">
            {conversations.data && list.length === 0 && <li className={styles.drawerEmpty}>{t('chat.noConversations')}</li>}
            {list.map((conversation) => (
              <li
                key={conversation.id}
                className={styles.drawerRow}
                data-testid="chat-conversation"
                aria-current={conversation.id === current || undefined}
              >
                {editing?.id === conversation.id ? (
                  <form className={styles.renameForm} onSubmit={(event) => void saveTitle(event).catch(() => undefined)}>
                    <input
                      className={styles.renameInput}
                      value={editing.title}
                      maxLength={CONVERSATION_TITLE_MAX}
                      aria-label={t('chat.renameLabel')}
                      autoFocus
                      onChange={(event) => setEditing({ id: conversation.id, title: event.target.value })}
                      data-testid="chat-rename-input"
                    />
                    <Button
                      size="mini"
                      color="primary"
                      type="submit"
                      loading={rename.isPending}
                      disabled={!editing.title.trim()}
                      data-testid="chat-rename-save"
                    >
                      {t('chat.save')}
                    </Button>
                    <Button size="mini" onClick={() => setEditing(null)}>
                      {t('common.cancel')}
                    </Button>
                  </form>
                ) : (
                  <>
                    <button
                      type="button"
                      className={styles.drawerItem}
                      disabled={locked}
                      onClick={() => open(conversation.id)}
                      data-testid="chat-conversation-open"
                    >
                      <span className={styles.drawerItemTitle}>{conversation.title || t('chat.untitled')}</span>
                      <span className={styles.drawerDate}>{formatDateTime(conversation.updatedAt)}</span>
                    </button>
                    <button
                      type="button"
                      className={styles.drawerAction}
                      aria-label={t('chat.rename')}
                      onClick={() => setEditing({ id: conversation.id, title: conversation.title })}
                      data-testid="chat-conversation-rename"
                    >
                      <EditSOutline aria-hidden />
                    </button>
                    <button
                      type="button"
                      className={styles.drawerAction}
                      aria-label={t('chat.deleteConversation')}
                      disabled={locked && conversation.id === current}
                      onClick={() => void deleteOne(conversation).catch(() => undefined)}
                      data-testid="chat-conversation-delete"
                    >
                      <DeleteOutline aria-hidden />
                    </button>
                  </>
                )}
              </li>
            ))}
            {conversations.hasNextPage && (
              <li>
                <Button
                  block
                  size="small"
                  fill="none"
                  loading={conversations.isFetchingNextPage}
                  onClick={() => void conversations.fetchNextPage()}
                >
                  {t('chat.loadMore')}
                </Button>
              </li>
            )}
          </ul>
        )}
      </div>
    </Popup>
  );
}
