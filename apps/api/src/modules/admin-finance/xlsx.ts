import { PassThrough, type Readable } from 'node:stream';
import { wallClock } from './csv';

/** What a column holds: text (ids, numbers that are names: kept as typed, never 2.02611E+15), money (a number with two decimals), a count, or a local time (text). */
export type XlsxKind = 'text' | 'money' | 'count' | 'time';
export type XlsxColumn<Row> = { header: string; kind: XlsxKind; width?: number; value: (row: Row) => string | number | null | undefined };

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const WIDTH: Record<XlsxKind, number> = { text: 18, money: 14, count: 10, time: 20 };
const FORMAT: Partial<Record<XlsxKind, string>> = { text: '@', money: '#,##0.00', count: '0' };

/**
 * One worksheet written as it is read (exceljs' streamed WorkbookWriter, keyset paging by id), so a
 * year of rows is never held in memory. A text cell is a string with the text format: Excel shows a
 * 16-digit order number as typed. A failure after the first byte ends the download broken rather
 * than sending a file that looks complete.
 */
export function xlsxStream<Row extends { id: number }>(
  sheetName: string,
  columns: readonly XlsxColumn<Row>[],
  batch: (afterId: number) => Promise<Row[]>,
  /** Told the rows written so far after each batch (a background export's progress). */
  progress?: (rowsDone: number) => Promise<void>,
): Readable {
  const out = new PassThrough();
  void (async () => {
    // exceljs (about 8 MB of heap) is loaded by the first export, not by every start.
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = book.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((c, i) => ({
      key: String(i),
      width: c.width ?? WIDTH[c.kind],
      style: FORMAT[c.kind] ? { numFmt: FORMAT[c.kind] } : {},
    }));
    const header = sheet.addRow(columns.map((c) => c.header));
    header.font = { bold: true };
    header.commit();
    let after = 0;
    let done = 0;
    for (;;) {
      const rows = await batch(after);
      if (rows.length === 0) break;
      for (const row of rows) {
        sheet
          .addRow(
            columns.map((c) => {
              const value = c.value(row);
              if (value === null || value === undefined || value === '') return null;
              if (c.kind === 'money' || c.kind === 'count') return Number(value);
              return String(value);
            }),
          )
          .commit();
      }
      after = rows[rows.length - 1]?.id ?? after;
      done += rows.length;
      await progress?.(done);
    }
    sheet.commit();
    await book.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

/** An instant as the wall clock of the platform time zone, "2026-11-24 23:40:05" (what an operator reads; Excel does not mangle it). */
export function localTime(epochMs: number | null, timeZone: string): string {
  if (epochMs === null) return '';
  const get = wallClock(epochMs, timeZone);
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}:${get('second')}`;
}
