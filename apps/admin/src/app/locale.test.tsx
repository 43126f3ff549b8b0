import { render, screen } from '@testing-library/react';
import { ConfigProvider, DatePicker, Table } from 'antd';
import { describe, expect, it } from 'vitest';
import { antdLocale, loadLocale } from '@/lib/i18n';

const WAIT = { timeout: 10_000 };

describe('the console in Chinese', () => {
  it.each([
    ['zh-Hant', '暫無資料', '開始日期'],
    ['zh-Hans', '暂无数据', '开始日期'],
  ] as const)(
    'antd speaks %s: an empty table and a date range have no English',
    async (locale, empty, start) => {
      await loadLocale(locale);
      const { container } = render(
        <ConfigProvider locale={antdLocale(locale)}>
          <Table dataSource={[]} columns={[{ title: 'x', dataIndex: 'x' }]} />
          <DatePicker.RangePicker />
        </ConfigProvider>,
      );
      expect((await screen.findAllByText(empty, undefined, WAIT)).length).toBeGreaterThan(0);
      expect(container.querySelector('input')?.getAttribute('placeholder')).toBe(start);
      expect(container.textContent).not.toContain('No data');
    },
    30_000,
  );
});
