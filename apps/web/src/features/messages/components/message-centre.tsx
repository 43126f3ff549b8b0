import { InfiniteScroll } from 'antd-mobile';
import { useNavigate, useSearchParams } from '@/lib/router';
import { MESSAGE_CATEGORIES, type Message, type MessageCategory } from '@uu/contract/messages';
import { EmptyView } from '@/components/ui/empty-view';
import { showModal } from '@/components/ui/modal';
import { showToast } from '@/components/ui/toast';
import { formatDateTime } from '@/lib/dates';
import { useDeleteMessage, useMessages, useReadAllMessages, useReadMessage } from '../api/messages';
import { useUnread } from '../api/unread';
import { useMessagesTranslation } from '../hooks/use-messages-translation';
import { objectHref } from '../utils/object-href';
import styles from './messages.module.css';

function parseCategory(value: string | null): MessageCategory | undefined {
  return MESSAGE_CATEGORIES.find((c) => c === value);
}

/**
 * The message centre (issue 21): a tab per category with its unread count, the messages newest first
 * (more as the list scrolls), each opening what it reports and marked read; mark all read; delete.
 * The category lives in the address (replaced).
 */
export function MessageCentre() {
  const { t } = useMessagesTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const category = parseCategory(params.get('category'));
  const messages = useMessages(category);
  const unread = useUnread().data;
  const read = useReadMessage();
  const readAll = useReadAllMessages();
  const remove = useDeleteMessage();
  const list = messages.data?.pages.flatMap((p) => p.list) ?? [];
  const unreadHere = unread ? (category ? unread.byCategory[category] : unread.total) : 0;

  const open = async (message: Message) => {
    if (message.readAt === null) {
      try {
        await read.mutateAsync(message.id);
      } catch {
        return; // the API client already told the member why
      }
    }
    if (message.object) await navigate(objectHref(message.object));
  };

  const confirmDelete = async (message: Message) => {
    if (!(await showModal({ content: t('messages.deleteConfirm'), danger: true }))) return;
    try {
      await remove.mutateAsync(message.id);
    } catch {
      return;
    }
    showToast(t('messages.deleted'), 'success');
  };

  const markAll = async () => {
    try {
      await readAll.mutateAsync(category);
    } catch {
      return;
    }
    showToast(t('messages.readAllDone'), 'success');
  };

  const tabs: { key: MessageCategory | undefined; count: number }[] = [
    { key: undefined, count: unread?.total ?? 0 },
    ...MESSAGE_CATEGORIES.map((key) => ({ key, count: unread?.byCategory[key] ?? 0 })),
  ];

  return (
    <div className={styles.screen}>
      <div className={styles.tabs} role="tablist" aria-label={t('messages.categoriesLabel')}>
        {tabs.map((tab) => (
          <button
            key={tab.key ?? 'all'}
            type="button"
            role="tab"
            aria-selected={tab.key === category}
            className={styles.tab}
            onClick={() => setParams(tab.key ? { category: tab.key } : {}, { replace: true })}
            data-testid={`messages-tab-${tab.key ?? 'all'}`}
          >
            <span>{t(`messages.categories.${tab.key ?? 'all'}`)}</span>
            {tab.count > 0 && (
              <span className={styles.count} data-testid={`messages-count-${tab.key ?? 'all'}`}>
                <span aria-hidden="true">{tab.count > 99 ? '99+' : tab.count}</span>
                <span className={styles.hidden}>{t('messages.unreadIn', { unread: tab.count })}</span>
              </span>
            )}
          </button>
        ))}
      </div>

      <div className={styles.toolbar}>
        <button
          type="button"
          className={styles.textButton}
          disabled={unreadHere === 0 || readAll.isPending}
          onClick={() => void markAll()}
          data-testid="messages-read-all"
        >
          {t('messages.readAll')}
        </button>
      </div>

      {messages.isPending ? (
        <p className={styles.status}>{t('common.loading')}</p>
      ) : messages.isError && list.length === 0 ? (
        <p className={styles.status}>{t('messages.loadFailed')}</p>
      ) : list.length === 0 ? (
        <EmptyView text={t('messages.empty')} />
      ) : (
        <>
          <ul className={styles.list} data-testid="messages-list">
            {list.map((message) => (
              <li key={message.id} className={styles.item} data-testid="message-item" data-unread={message.readAt === null || undefined}>
                <button type="button" className={styles.open} onClick={() => void open(message)} data-testid="message-open">
                  <span className={styles.head}>
                    {message.readAt === null && (
                      <span className={styles.unreadDot} role="img" aria-label={t('messages.unread')} data-testid="message-unread" />
                    )}
                    <span className={styles.title}>{message.title}</span>
                    <time className={styles.time} dateTime={message.createdAt}>
                      {formatDateTime(message.createdAt)}
                    </time>
                  </span>
                  <span className={styles.body}>{message.body}</span>
                </button>
                <button
                  type="button"
                  className={styles.delete}
                  aria-label={`${t('messages.delete')} ${message.title}`}
                  onClick={() => void confirmDelete(message)}
                  data-testid="message-delete"
                >
                  {t('messages.delete')}
                </button>
              </li>
            ))}
          </ul>
          <InfiniteScroll
            loadMore={async () => {
              await messages.fetchNextPage();
            }}
            hasMore={messages.hasNextPage}
          >
            {messages.hasNextPage ? t('common.loading') : t('messages.noMore')}
          </InfiniteScroll>
        </>
      )}
    </div>
  );
}
