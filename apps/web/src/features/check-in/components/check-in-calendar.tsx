import { useId } from 'react';
import { LeftOutline, RightOutline } from 'antd-mobile-icons';
import type { SignLog } from '@uu/contract/chat';
import { useCheckInTranslation } from '../hooks/use-check-in-translation';
import { monthGrid, shiftMonth } from '../utils/calendar';
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

/** The month's calendar: checked-in days marked, today highlighted; earlier months, never past today's. */
export function CheckInCalendar({ log, onMonth }: Props) {
  const { t } = useCheckInTranslation();
  const { leading, days } = monthGrid(log.month);
  const signed = new Set(log.days);
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
              const isToday = day === log.today;
              const label = [day, isToday && t('checkIn.today'), isSigned && t('checkIn.signedDay')].filter(Boolean).join(' · ');
              return (
                <span
                  key={cell.key}
                  role="gridcell"
                  aria-label={label}
                  className={styles.day}
                  data-signed={isSigned ? 'true' : undefined}
                  data-today={isToday ? 'true' : undefined}
                  data-future={day > log.today ? 'true' : undefined}
                  data-testid={`signin-day-${day}`}
                >
                  {Number(day.slice(8))}
                </span>
              );
            })}
          </div>
        ))}
      </div>
    </section>
  );
}
