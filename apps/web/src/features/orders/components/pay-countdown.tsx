import { useEffect, useState } from 'react';
import { useOrdersTranslation } from '../hooks/use-orders-translation';
import styles from './orders.module.css';

/** "mm:ss" (or "h:mm:ss") of the time left; never below zero. */
function formatLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mmss = `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  return h > 0 ? `${h}:${mmss}` : mmss;
}

/**
 * An unpaid order's time left before it cancels itself (`payBy`), ticking each second; once past,
 * it says the order is being canceled. Screen readers read it when asked, not every second.
 */
export function PayCountdown({ payBy, 'data-testid': testId = 'pay-countdown' }: { payBy: string; 'data-testid'?: string }) {
  const { t } = useOrdersTranslation();
  const deadline = Date.parse(payBy);
  const [now, setNow] = useState(() => Date.now());
  const left = deadline - now;
  const over = left <= 0;
  useEffect(() => {
    if (over) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [over]);
  if (Number.isNaN(deadline)) return null;
  return (
    <p className={styles.countdown} role="timer" data-testid={testId} data-left={Math.max(0, Math.ceil(left / 1000))}>
      {left > 0 ? t('orders.countdown.left', { time: formatLeft(left) }) : t('orders.countdown.over')}
    </p>
  );
}
