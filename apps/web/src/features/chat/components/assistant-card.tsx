import { Link } from '@/lib/router';
import type { AssistantCard } from '@uu/contract/assistant';
import { paths } from '@/config/paths';
import { useChatTranslation } from '../hooks/use-chat-translation';
import styles from './chat.module.css';

/** One row of a card: a label and its figure. */
function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.cardRow}>
      <span>{label}</span>
      <strong>{value}</strong>
    </div>
  );
}

/**
 * What the assistant's tools found, and its action drafts (issue 23). A draft only opens the right
 * form with the figures filled in: money moves there, with the payment password, never from here.
 */
export function AssistantCardView({ card }: { card: AssistantCard }) {
  const { t } = useChatTranslation();
  switch (card.kind) {
    case 'balance':
      return (
        <section className={styles.card} data-testid="chat-card-balance" aria-label={t('chat.cards.balance')}>
          <h3 className={styles.cardTitle}>{t('chat.cards.balance')}</h3>
          {(['UU', 'U', 'FB', 'KB', 'CRC'] as const).map((c) => (
            <Row key={c} label={c} value={card.balances[c]} />
          ))}
          {card.frozenUU !== '0.00' && <p className={styles.cardNote}>{t('chat.cards.frozen', { amount: card.frozenUU })}</p>}
          <Link className={styles.cardLink} to={paths.myMoney.getHref()}>
            {t('chat.cards.balance')}
          </Link>
        </section>
      );
    case 'order':
      return (
        <section className={styles.card} data-testid="chat-card-order">
          <h3 className={styles.cardTitle}>{t('chat.cards.order', { orderNo: card.orderNo })}</h3>
          <Row label={card.goodsName} value={`${card.total} UU`} />
          {card.logistics && <p className={styles.cardNote}>{t('chat.cards.logistics', card.logistics)}</p>}
          {card.writeOffCode && <p className={styles.cardNote}>{t('chat.cards.writeOff', { code: card.writeOffCode })}</p>}
          <Link className={styles.cardLink} to={paths.orderDetails.getHref({ id: card.id })}>
            {t('chat.cards.openOrder')}
          </Link>
        </section>
      );
    case 'goods':
      return (
        <section className={styles.card} data-testid="chat-card-goods">
          <h3 className={styles.cardTitle}>{card.name}</h3>
          <Row label="UU" value={card.price} />
          <Link className={styles.cardLink} to={paths.goodsDetails.getHref({ id: card.id })}>
            {t('chat.cards.openGoods')}
          </Link>
        </section>
      );
    case 'withdrawal':
      return (
        <section className={styles.card} data-testid="chat-card-withdrawal">
          <h3 className={styles.cardTitle}>{t('chat.cards.withdrawal')}</h3>
          <Row label={t('chat.cards.amount')} value={`${card.amount} ${card.currency}`} />
          <Row label={t('chat.cards.fee')} value={card.fee} />
          {card.currency === 'UU' && <Row label={t('chat.cards.toFb')} value={card.toFb} />}
          <Row label={t('chat.cards.toU')} value={card.toU} />
          <p className={styles.cardNote}>{t('chat.cards.draftNote')}</p>
          <Link
            className={styles.cardLink}
            to={paths.walletOperation.getHref({ type: 'withdraw', currency: card.currency, amount: card.amount })}
            data-testid="chat-card-open-withdraw"
          >
            {t('chat.cards.openWithdraw')}
          </Link>
        </section>
      );
    case 'transfer': {
      const href = paths.walletOperation.getHref({ type: 'transfer', currency: card.currency, amount: card.amount, to: card.to });
      return (
        <section className={styles.card} data-testid="chat-card-transfer">
          <h3 className={styles.cardTitle}>{t('chat.cards.transfer')}</h3>
          {card.amount && <Row label={t('chat.cards.amount')} value={`${card.amount} ${card.currency}`} />}
          {card.to && <Row label={t('chat.cards.to')} value={card.to} />}
          <Row label={t('chat.cards.fee')} value={card.fee} />
          <p className={styles.cardNote}>{t('chat.cards.draftNote')}</p>
          <Link className={styles.cardLink} to={href} data-testid="chat-card-open-transfer">
            {t('chat.cards.openTransfer')}
          </Link>
        </section>
      );
    }
    case 'package':
      return (
        <section className={styles.card} data-testid="chat-card-package">
          <h3 className={styles.cardTitle}>{card.name}</h3>
          <Row label={t('chat.cards.package', { days: card.days })} value={`${card.price} UU`} />
          <Link className={styles.cardLink} to={paths.flowPackages.getHref({ type: card.type, buy: card.id })}>
            {t('chat.cards.openPackage')}
          </Link>
        </section>
      );
  }
}
