import { Button } from 'antd-mobile';
import { useNavigate } from '@/lib/router';
import type { PlatformRate } from '@uu/contract/wallet';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import { useSession } from '@/lib/session';
import { useMyWallet, usePlatformRate } from '../api/finance';
import { useFinanceTranslation } from '../hooks/use-finance-translation';
import styles from './finance.module.css';

/**
 * eosPage (product.md): the CRC reference price, its history as a chart, the member's CRC and the
 * way to exchange UU for it (walletOperation `exchange`).
 */
export function EosView() {
  const { t } = useFinanceTranslation();
  const navigate = useNavigate();
  const { token } = useSession();
  const rate = usePlatformRate();
  const wallet = useMyWallet(Boolean(token));

  return (
    <div className={styles.screen}>
      <section className={styles.hero} data-testid="eos-rate">
        <h2 className={styles.heroTitle}>{t('finance.rateTitle')}</h2>
        <p className={styles.rate}>{rate.data?.rate ? t('finance.rate', { rate: rate.data.rate }) : t('finance.rateUnset')}</p>
        {rate.data?.updatedAt && <p className={styles.heroNote}>{t('finance.updatedAt', { time: formatDateTime(rate.data.updatedAt) })}</p>}
      </section>

      <section className={styles.card}>
        <h2 className={styles.title}>{t('finance.history')}</h2>
        {rate.data && rate.data.history.length > 1 ? (
          <RateChart history={rate.data.history} label={t('finance.history')} />
        ) : (
          <p className={styles.muted}>{t('finance.noHistory')}</p>
        )}
      </section>

      <section className={styles.card}>
        <h2 className={styles.title}>{t('finance.myCrc')}</h2>
        {token && (
          <p className={styles.crc} data-testid="eos-my-crc">
            {wallet.data?.balances.CRC ?? '—'} CRC
          </p>
        )}
        <p className={styles.muted}>{t('finance.about')}</p>
        <Button
          block
          color="primary"
          shape="rounded"
          onClick={() =>
            void navigate(
              token ? paths.walletOperation.getHref({ type: 'exchange' }) : paths.login.getHref({ redirect: paths.eosPage.getHref() }),
            )
          }
          data-testid="eos-exchange"
        >
          {t('finance.exchange')}
        </Button>
      </section>
    </div>
  );
}

const W = 320;
const H = 140;
const PAD = 28;

/**
 * The rate's history as a line (the chart is an SVG drawn here: a charting library would add tens of
 * kilobytes for one line; this page loads it alone). Oldest left; the axis shows the lowest and
 * highest rate and the first and last dates.
 */
export function RateChart({ history, label }: { history: PlatformRate['history']; label: string }) {
  const values = history.map((h) => Number(h.rate));
  const times = history.map((h) => Date.parse(h.at));
  const [lo, hi] = [Math.min(...values), Math.max(...values)];
  const [t0, t1] = [times[0] ?? 0, times[times.length - 1] ?? 0];
  const x = (t: number) => PAD + ((t - t0) / Math.max(1, t1 - t0)) * (W - PAD * 2);
  const y = (v: number) => H - PAD - ((v - lo) / Math.max(1e-9, hi - lo)) * (H - PAD * 2);
  const points = history.map((h) => `${x(Date.parse(h.at)).toFixed(1)},${y(Number(h.rate)).toFixed(1)}`).join(' ');
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      className={styles.chart}
      role="img"
      aria-label={label}
      data-testid="eos-chart"
      data-points={history.length}
    >
      <line x1={PAD} y1={H - PAD} x2={W - PAD} y2={H - PAD} className={styles.axis} />
      <polyline points={points} className={styles.line} />
      {history.map((h) => (
        <circle key={h.at} cx={x(Date.parse(h.at))} cy={y(Number(h.rate))} r={2.5} className={styles.dot} />
      ))}
      <text x={4} y={y(hi) + 4} className={styles.tick}>
        {hi.toFixed(2)}
      </text>
      <text x={4} y={y(lo) + 4} className={styles.tick}>
        {lo.toFixed(2)}
      </text>
      <text x={PAD} y={H - 8} className={styles.tick}>
        {history[0]?.at.slice(5, 10)}
      </text>
      <text x={W - PAD} y={H - 8} textAnchor="end" className={styles.tick}>
        {history[history.length - 1]?.at.slice(5, 10)}
      </text>
    </svg>
  );
}
