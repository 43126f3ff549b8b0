import type { Region } from '@uu/contract/addresses';
import { envelope } from '@/test/api';

/** A slice of the region tree, as GET /address/region answers it level by level (zh-Hant). */
export const REGION_LEVELS: Record<string, Region[]> = {
  '': [
    { code: 'TW', name: '臺灣', hasChildren: true },
    { code: 'HK', name: '香港', hasChildren: true },
  ],
  TW: [
    { code: 'TW-01', name: '臺北市', hasChildren: true },
    { code: 'TW-02', name: '新北市', hasChildren: true },
  ],
  'TW-01': [
    { code: 'TW-100', name: '中正區', hasChildren: false },
    { code: 'TW-103', name: '大同區', hasChildren: false },
  ],
  HK: [{ code: 'HK-1', name: '香港島', hasChildren: true }],
};

/** The answer of a /address/region call, or undefined for another path. */
export function regionReply(url: string): Response | undefined {
  const { pathname, searchParams } = new URL(url, 'http://x');
  if (pathname !== '/address/region') return undefined;
  return envelope({ list: REGION_LEVELS[searchParams.get('parent') ?? ''] ?? [] });
}

/** The parents asked for, in order ('' for the top level). */
export function regionCalls(calls: readonly unknown[][]): string[] {
  return calls
    .map(([url]) => new URL(String(url), 'http://x'))
    .filter((u) => u.pathname === '/address/region')
    .map((u) => u.searchParams.get('parent') ?? '');
}
