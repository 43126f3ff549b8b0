import { useId } from 'react';
import { GiftOutline, LeftOutline, RightOutline } from 'antd-mobile-icons';
import type { SignLog } from '@uu/contract/chat';
import { showModal } from '@/components/ui/modal';
import { showToast } from '@/components/ui/toast';
import { useMakeUp } from '../api/make-up';
import { useCheckInTranslation } from '../hooks/use-check-in-translation';
import { monthGrid, shiftMonth } from '../utils/calendar';
import { planText } from '../utils/prize';
import styles from './check-in.module.css';

const WEEKDAYS = ['0', '1', '2', '3', '4', '5', '6'] as const;

type Cell = { key: string; day: string | null };

/** The month's cells in rows of seven. */
function weeks(cells: Cell[]): Cell[][] {
  const rows: Cell[][] = [];
  for (let i = 0; i < cells.length; i += 7) rows.push(cells.slice(i, i + 7));
  return rows;
}

type Props = {
  log: SignLog;
  onMonth: (month: string) => void;
};

/**
 * The month's calendar: checked-in and made-up days marked, today highlighted, what each coming day
 * gives (the API's `plan`), and the missed past days of this month offered for a make-up (補簽)
 * while some are left; earlier months, never past today's.
 */
export function CheckInCalendar({ log, onMonth }: Props) {
  const { t } = useCheckInTranslation();
  const { leading, days } = monthGrid(log.month);
  const signed = new Set(log.days);
  const madeUp = new Set(log.madeUpDays);
  const plan = new Map(
    log.plan.filter((entry) => entry.reward !== null || entry.milestone !== null).map((entry) => [entry.day, planText(t, entry)]),
  );
  const isThisMonth = log.month === log.today.slice(0, 7);
  const left = Math.max(0, log.makeUp.perMonth - log.makeUp.used);
  const { pay, cards } = log.makeUp;
  // A card pays when the operator wants one, or allows one and the member holds one; without a card
  // where one is required, no day is offered.
  const withCard = pay === 'card' || (pay === 'cardOrUu' && cards > 0);
  const noCard = pay === 'card' && cards === 0;
  const makeUp = useMakeUp();
  const offerMakeUp = (day: string) => isThisMonth && day < log.today && !signed.has(day) && left > 0 && !noCard;

  const confirmMakeUp = async (day: string) => {
    const confirmed = await showModal({
      title: t('checkIn.makeUp'),
      content: withCard
        ? t('checkIn.makeUpCardConfirm', { day, cards: cards - 1, left: left - 1 })
        : t('checkIn.makeUpConfirm', { day, cost: log.makeUp.cost, left: left - 1 }),
    });
    if (!confirmed) return;
    try {
      const result = await makeUp.mutateAsync(pay === 'cardOrUu' ? { day, useCard: withCard } : { day });
      showToast(t('checkIn.makeUpDone', { day: result.day, streak: result.streak, count: result.streak }), 'success');
    } catch {
      // The API client has shown why, in the member's language (none left, not enough UU, already checked in).
    }
  };
  const [year, month] = log.month.split('-');
  const isCurrentMonth = log.month >= log.today.slice(0, 7);
  const titleId = useId();
  const cells: Cell[] = [
    ...Array.from({ length: leading }, (_, i) => ({ key: `blank-${i}`, day: null })),
    ...days.map((day) => ({ key: day, day })),
  ];

  return (
    <section className={styles.card} data-testid="signin-calendar" data-month={log.month}>
      <header className={styles.monthBar}>
        <button
          type="button"
          className={styles.monthButton}
          aria-label={t('checkIn.prevMonth')}
          onClick={() => onMonth(shiftMonth(log.month, -1))}
          data-testid="signin-prev-month"
        >
          <LeftOutline />
        </button>
        <h2 className={styles.monthTitle} id={titleId}>
          {t('checkIn.month', { year, month: Number(month) })}
        </h2>
        <button
          type="button"
          className={styles.monthButton}
          aria-label={t('checkIn.nextMonth')}
          disabled={isCurrentMonth}
          onClick={() => onMonth(shiftMonth(log.month, 1))}
          data-testid="signin-next-month"
        >
          <RightOutline />
        </button>
      </header>
      {/* A grid of rows (each `display: contents`, so the seven columns stay one CSS grid): screen
          readers announce the weekday of each day. */}
      <div className={styles.grid} role="grid" aria-labelledby={titleId}>
        <div role="row" className={styles.row}>
          {WEEKDAYS.map((day) => (
            <span key={day} className={styles.weekday} role="columnheader">
              {t(`checkIn.weekdays.${day}`)}
            </span>
          ))}
        </div>
        {weeks(cells).map((week) => (
          <div key={week[0]?.key} role="row" className={styles.row}>
            {week.map((cell) => {
              if (cell.day === null) return <span key={cell.key} role="gridcell" />;
              const day = cell.day;
              const isSigned = signed.has(day);
              const isMadeUp = madeUp.has(day);
              const isToday = day === log.today;
              const gives = plan.get(day);
              const missed = isThisMonth && day < log.today && !isSigned;
              const label = [
                day,
                isToday && t('checkIn.today'),
                isSigned && t(isMadeUp ? 'checkIn.madeUpDay' : 'checkIn.signedDay'),
                missed && t('checkIn.missedDay'),
                gives && t('checkIn.gives', { prize: gives }),
              ]
                .filter(Boolean)
                .join(' · ');
              return (
                <span
                  key={cell.key}
                  role="gridcell"
                  aria-label={label}
                  className={styles.day}
                  data-signed={isSigned ? 'true' : undefined}
                  data-made-up={isMadeUp ? 'true' : undefined}
                  data-missed={missed ? 'true' : undefined}
                  data-today={isToday ? 'true' : undefined}
                  data-future={day > log.today ? 'true' : undefined}
                  data-gives={gives}
                  data-testid={`signin-day-${day}`}
                >
                  {offerMakeUp(day) ? (
                    <button
                      type="button"
                      className={styles.makeUpDay}
                      aria-label={t('checkIn.makeUpDay', { day })}
                      disabled={makeUp.isPending}
                      onClick={() => void confirmMakeUp(day)}
                      data-testid={`signin-makeup-${day}`}
                    >
                      {Number(day.slice(8))}
                    </button>
                  ) : (
                    Number(day.slice(8))
                  )}
                  {gives && <GiftOutline className={styles.gift} aria-hidden />}
                </span>
              );
            })}
          </div>
        ))}
      </div>
      {isThisMonth && (
        <p className={styles.hint} data-testid="signin-makeup-info">
          {left === 0
            ? t('checkIn.makeUpNone', { max: log.makeUp.perMonth })
            : noCard
              ? t('checkIn.makeUpNoCard')
              : pay === 'uu'
                ? t('checkIn.makeUpInfo', { cost: log.makeUp.cost, left })
                : t(pay === 'card' ? 'checkIn.makeUpCardInfo' : 'checkIn.makeUpCardOrUuInfo', { cost: log.makeUp.cost, left })}
        </p>
      )}
      {isThisMonth && pay !== 'uu' && (
        <p className={styles.hint} data-testid="signin-cards" data-cards={cards}>
          {t('checkIn.cards', { count: cards })}
        </p>
      )}
      {isThisMonth && plan.size > 0 && (
        <section aria-label={t('checkIn.comingTitle')} data-testid="signin-coming">
          <h3 className={styles.cardTitle}>{t('checkIn.comingTitle')}</h3>
          <ul className={styles.rewards}>
            {[...plan].map(([day, gives]) => (
              <li key={day} className={styles.reward} data-testid={`signin-coming-${day}`}>
                <span>{t('checkIn.comingDay', { month: Number(day.slice(5, 7)), day: Number(day.slice(8)) })}</span>
                <strong>{gives}</strong>
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
