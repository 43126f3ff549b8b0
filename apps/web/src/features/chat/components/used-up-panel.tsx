import { Button } from 'antd-mobile';
import { useNavigate } from '@/lib/router';
import { paths } from '@/config/paths';
import { useChatTranslation } from '../hooks/use-chat-translation';
import styles from './chat.module.css';

/**
 * No questions left today: what gives more (spec §1: a check-in gives 1 extra; product.md: chat
 * packages, sold in the world of mutual finance). The check-in is offered while today's is to do.
 */
export function UsedUpPanel({ signedToday }: { signedToday: boolean }) {
  const { t } = useChatTranslation();
  const navigate = useNavigate();
  return (
    <section className={styles.usedUp} aria-label={t('chat.usedUpTitle')} data-testid="chat-empty-allowance">
      <h2 className={styles.usedUpTitle}>{t('chat.usedUpTitle')}</h2>
      <p className={styles.usedUpText}>{t(signedToday ? 'chat.usedUpSigned' : 'chat.usedUpCheckIn')}</p>
      <div className={styles.usedUpActions}>
        {!signedToday && (
          <Button color="primary" shape="rounded" size="small" onClick={() => navigate(paths.signIn.getHref())} data-testid="chat-checkin">
            {t('chat.checkIn')}
          </Button>
        )}
        <Button
          color="primary"
          fill="outline"
          shape="rounded"
          size="small"
          onClick={() => navigate(paths.financialWorld.getHref())}
          data-testid="chat-buy-package"
        >
          {t('chat.buyPackage')}
        </Button>
      </div>
    </section>
  );
}
