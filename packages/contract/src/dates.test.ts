import { describe, expect, it } from 'vitest';
import { calendarDateSchema, dateTimeSchema, isCalendarDate } from './dates';

const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? 'ok' : r.error!.issues[0]!.message);

describe('the one date rule of the contract', () => {
  it('takes only days that exist on the calendar', () => {
    for (const day of ['2030-02-28', '2032-02-29', '2030-12-31', '2030-04-30']) expect(isCalendarDate(day), day).toBe(true);
    for (const day of ['2030-02-30', '2031-02-29', '2030-13-01', '2030-04-31', '2030-00-10', '2030-01-00', '2100-02-29'])
      expect(isCalendarDate(day), day).toBe(false);
    expect(message(calendarDateSchema.safeParse('2030-02-30'))).toBe('validation.calendarDate');
    expect(message(calendarDateSchema.safeParse('30/02/2030'))).toBe('validation.dateFormat');
    expect(message(calendarDateSchema.safeParse('2030-02-28'))).toBe('ok');
  });

  it('takes a time only on a real day, with its offset', () => {
    expect(message(dateTimeSchema.safeParse('2031-02-28T09:30:00+08:00'))).toBe('ok');
    expect(message(dateTimeSchema.safeParse('2031-02-28T01:30:00Z'))).toBe('ok');
    expect(message(dateTimeSchema.safeParse('2031-02-31T09:30:00+08:00'))).toBe('validation.calendarDate');
    expect(message(dateTimeSchema.safeParse('2031-02-28 09:30'))).toBe('validation.dateTime');
    expect(message(dateTimeSchema.safeParse('2031-02-28T25:30:00Z'))).toBe('validation.dateTime');
  });
});
