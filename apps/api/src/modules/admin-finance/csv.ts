/** The byte-order mark: without it Excel reads UTF-8 as the system code page and garbles Chinese. */
export const BOM = '\uFEFF';

/** A number the server formatted ("-12.50", "42"): it cannot be a formula, and stays a number for the spreadsheet. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
/** What a spreadsheet reads as the start of a formula (OWASP "CSV injection"), tab and CR included. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: a text that a spreadsheet would run as a formula is prefixed with `'` (a member's name
 * or an operator's reason is never executed on finance's machine); quotes are doubled, and a cell
 * holding a comma, quote or line break is quoted.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (!PLAIN_NUMBER.test(text) && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line, CRLF-terminated as RFC 4180 writes it. */
export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * The lines of a file: the BOM and the header, then every row as the batches are read (keyset
 * paging by id), so a year of entries is never held in memory at once.
 */
export async function* csvLines<Row extends { id: number }>(
  header: readonly string[],
  batch: (afterId: number) => Promise<Row[]>,
  cells: (row: Row) => readonly (string | number | null | undefined)[],
): AsyncGenerator<string> {
  yield BOM + csvLine(header);
  let after = 0;
  for (;;) {
    const rows = await batch(after);
    if (rows.length === 0) return;
    yield rows.map((row) => csvLine(cells(row))).join('');
    after = rows[rows.length - 1]?.id ?? after;
  }
}

/**
 * An instant as ISO-8601 in the platform time zone with its offset ("2026-11-22T12:00:00+08:00"):
 * what finance reads as the local time of a movement, still unambiguous for a program.
 */
export function isoInZone(epochMs: number | null, timeZone: string): string {
  if (epochMs === null) return '';
  const get = wallClock(epochMs, timeZone);
  const wall = Date.UTC(
    Number(get('year')),
    Number(get('month')) - 1,
    Number(get('day')),
    Number(get('hour')),
    Number(get('minute')),
    Number(get('second')),
  );
  const offsetMinutes = Math.round((wall - Math.floor(epochMs / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:${get('second')}${offset}`;
}

/** The wall clock of an instant in a time zone, part by part ("year", "month", "day", "hour", "minute", "second"). */
export function wallClock(epochMs: number, timeZone: string): (type: string) => string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(epochMs);
  return (type) => parts.find((p) => p.type === type)?.value ?? '00';
}
