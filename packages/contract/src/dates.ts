import { z } from 'zod';

// The one rule for the dates and times the API takes (issue 19 #13): a day must exist on the
// calendar (no 2030-02-30, no month 13), and a time is an ISO-8601 instant with its offset, whose
// day must exist too. Days are read in the platform time zone by the server; a day has no zone.

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2032-02-29" is a day; "2031-02-29", "2030-13-01" and "2030-04-31" are not. */
export function isCalendarDate(value: string): boolean {
  const m = DAY_RE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * A calendar day, YYYY-MM-DD. `format` is the message when it is not written that way (each form
 * has its own wording); a day written right that does not exist says `validation.calendarDate`.
 */
export function calendarDate(format = 'validation.dateFormat') {
  return z.string({ error: format }).superRefine((v, ctx) => {
    if (!DAY_RE.test(v)) ctx.addIssue({ code: 'custom', message: format });
    else if (!isCalendarDate(v)) ctx.addIssue({ code: 'custom', message: 'validation.calendarDate' });
  });
}
export const calendarDateSchema = calendarDate();

/** An instant, ISO-8601 with its offset ("2031-02-28T09:30:00+08:00" or "…Z"), on a day that exists. */
export function dateTime(format = 'validation.dateTime') {
  const iso = z.iso.datetime({ offset: true });
  return z.string({ error: format }).superRefine((v, ctx) => {
    const day = v.slice(0, 10);
    if (DAY_RE.test(day) && !isCalendarDate(day)) ctx.addIssue({ code: 'custom', message: 'validation.calendarDate' });
    else if (!iso.safeParse(v).success) ctx.addIssue({ code: 'custom', message: format });
  });
}
export const dateTimeSchema = dateTime();
