import { Button } from 'antd-mobile';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useNavigate } from '@/lib/router';
import type { SignLog } from '@uu/contract/chat';
import { paths } from '@/config/paths';
import { useSign } from '../api/sign';
import { useCheckInTranslation } from '../hooks/use-check-in-translation';
import styles from './check-in.module.css';

/**
 * The streak and today's check-in (spec §1: +1 question today). After it: the extra question, the
 * streak reward it paid if any, and a way to the chat to use it.
 */
export function CheckInCard({ log }: { log: SignLog | undefined }) {
  const { t } = useCheckInTranslation();
  const navigate = useNavigate();
  const sign = useSign();
  const result = sign.data;
  const signedToday = Boolean(result) || log?.signedToday === true;
  const streak = result?.streak ?? log?.streak ?? 0;

  return (
    <section className={styles.hero}>
      <p className={styles.streakLabel}>{t('checkIn.streak')}</p>
      <p className={styles.streak} data-testid="signin-streak" data-streak={log || result ? streak : undefined}>
        {log || result ? t('checkIn.streakDays', { days: streak, count: streak }) : '—'}
      </p>
      <Button
        className={styles.signButton}
        shape="rounded"
        size="large"
        disabled={!log || signedToday}
        loading={sign.isPending}
        loadingText={t('checkIn.signing')}
        onClick={() => sign.mutate()}
        data-testid="signin-button"
        data-signed={signedToday ? 'true' : undefined}
      >
        {signedToday ? t('checkIn.signed') : t('checkIn.sign')}
      </Button>
      {result ? (
        <div className={styles.result} role="status" data-testid="signin-result">
          <p className={styles.resultLine}>
            <CheckCircleFill /> {t('checkIn.bonus', { questions: result.bonusQuestions })}
          </p>
          {result.reward && (
            <p className={styles.resultLine} data-testid="signin-reward">
              {result.reward.coupon !== null
                ? t('checkIn.rewardCoupon', { streak: result.reward.streak, coupon: result.reward.coupon })
                : t('checkIn.reward', { streak: result.reward.streak, amount: result.reward.amount, currency: result.reward.currency })}
            </p>
          )}
          <Button size="small" shape="rounded" onClick={() => navigate(paths.chat.getHref())} data-testid="signin-go-chat">
            {t('checkIn.goAsk')}
          </Button>
        </div>
      ) : (
        <p className={styles.hint}>{t('checkIn.hint')}</p>
      )}
    </section>
  );
}
