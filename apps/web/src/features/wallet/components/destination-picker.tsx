import { CheckCircleFill } from 'antd-mobile-icons';
import { Link } from '@/lib/router';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import { useWalletTranslation } from '../hooks/use-wallet-translation';
import styles from './wallet-form.module.css';

/** A payout destination: one of the member's bank cards or wallet (EFT) addresses. */
export type Destination = {
  type: 'bank' | 'eft';
  id: number;
  title: string;
  detail: string;
  /** While the 24-hour hold of a new or changed destination lasts: when it ends (ISO); null when usable. */
  heldUntil: string | null;
};

export const destinationKey = (d: Pick<Destination, 'type' | 'id'>) => `${d.type}:${d.id}`;

type Props = {
  destinations: readonly Destination[];
  selected: string | null;
  onSelect: (key: string) => void;
  loading: boolean;
};

/**
 * Where a withdrawal is paid: the member's cards and addresses, and a way to add one. Without any,
 * spec §8's 'wallet address not set, cannot withdraw' and the same way to add one.
 */
export function DestinationPicker({ destinations, selected, onSelect, loading }: Props) {
  const { t } = useWalletTranslation();
  return (
    <section className={styles.destinations} data-testid="op-destination" aria-label={t('wallet.withdraw.destination')}>
      <div className={styles.sectionHead}>
        <h3 className={styles.sectionTitle}>{t('wallet.withdraw.destination')}</h3>
        <Link to={paths.bankCard.getHref()} className={styles.sectionLink} data-testid="op-destination-add">
          {t('wallet.withdraw.addDestination')}
        </Link>
      </div>
      {!loading && destinations.length === 0 ? (
        <p className={styles.notice} role="alert" data-testid="op-destination-empty">
          {t('wallet.withdraw.noDestination')} <Link to={paths.bankCard.getHref()}>{t('wallet.withdraw.goAdd')}</Link>
        </p>
      ) : (
        <div role="radiogroup" aria-label={t('wallet.withdraw.destination')} className={styles.destinationList}>
          {destinations.map((destination) => {
            const key = destinationKey(destination);
            const active = key === selected;
            const held = destination.heldUntil !== null;
            return (
              <button
                key={key}
                type="button"
                role="radio"
                aria-checked={active}
                aria-disabled={held || undefined}
                disabled={held}
                className={styles.destination}
                data-active={active || undefined}
                data-held={held || undefined}
                style={held ? { opacity: 0.55 } : undefined}
                onClick={() => onSelect(key)}
                data-testid="op-destination-item"
              >
                <span className={styles.destinationKind}>
                  {t(destination.type === 'bank' ? 'wallet.withdraw.bank' : 'wallet.withdraw.eft')}
                </span>
                <span className={styles.destinationText}>
                  <span className={styles.destinationTitle}>{destination.title}</span>
                  <span className={styles.destinationDetail}>{destination.detail}</span>
                  {destination.heldUntil !== null && (
                    <span className={styles.destinationDetail} data-testid="op-destination-held" title={t('wallet.withdraw.heldHint')}>
                      {t('wallet.withdraw.held', { time: formatDateTime(destination.heldUntil) })}
                    </span>
                  )}
                </span>
                {active && <CheckCircleFill className={styles.destinationCheck} />}
              </button>
            );
          })}
        </div>
      )}
    </section>
  );
}
