import { DatePicker, Input, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type QueueSearch = { q?: string; from?: string; to?: string };

/**
 * The search and the days a queue is narrowed to (platform days, both ends included). Each change
 * is handed up as a part of the search; the page keeps the whole and goes back to page 1.
 */
export function QueueFilters({ onChange, extra }: { onChange: (part: QueueSearch) => void; extra?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Input.Search
        allowClear
        placeholder={t('finance.search')}
        aria-label={t('finance.search')}
        style={{ width: 340 }}
        maxLength={60}
        onSearch={(value) => onChange({ q: value.trim() || undefined })}
      />
      <DatePicker.RangePicker
        onChange={(dates: [Dayjs | null, Dayjs | null] | null) =>
          onChange({ from: dates?.[0]?.format('YYYY-MM-DD'), to: dates?.[1]?.format('YYYY-MM-DD') })
        }
      />
      {extra}
    </Space>
  );
}
