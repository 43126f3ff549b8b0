import dayjs from 'dayjs';

/** Epoch milliseconds or an ISO date as the console shows times: local, to the second. */
export function formatTime(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  return dayjs(value).format('YYYY-MM-DD HH:mm:ss');
}

export function formatDate(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  return dayjs(value).format('YYYY-MM-DD');
}
