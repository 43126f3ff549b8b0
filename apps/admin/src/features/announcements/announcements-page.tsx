import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@uu/contract/admin-announcements';
import { DEFAULT_LOCALE } from '@uu/contract/locales';
import { formatTime } from '@/lib/format';
import { currentLocale } from '@/lib/i18n';
import { listAnnouncements } from './api/list-announcements';
import { AnnouncementComposer } from './composer';

/** Announcements (issue 21): the composer, and what was sent or is scheduled with how many received and read it. */
export default function AnnouncementsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const key = ['admin', 'announcements', page];
  const list = useQuery({ queryKey: key, queryFn: () => listAnnouncements({ page, size: 20 }) });
  const locale = currentLocale();
  const audienceText = (a: Announcement['audience']) =>
    a.kind === 'level'
      ? t('announcements.audienceText.level', { level: a.minLevel })
      : a.kind === 'members'
        ? t('announcements.audienceText.members', { count: a.memberNos.length })
        : t('announcements.audienceText.all');

  return (
    <>
      <Card title={t('announcements.compose')} style={{ marginBottom: 24 }}>
        <AnnouncementComposer onSent={() => void client.invalidateQueries({ queryKey: ['admin', 'announcements'] })} />
      </Card>
      <Card title={t('announcements.list')}>
        <Table<Announcement>
          rowKey="id"
          loading={list.isLoading}
          dataSource={list.data?.list ?? []}
          pagination={{ current: page, pageSize: 20, total: list.data?.total ?? 0, onChange: setPage }}
          columns={[
            {
              title: t('announcements.columns.title'),
              key: 'title',
              render: (_, r) => <Typography.Text strong>{r.title[locale] || r.title[DEFAULT_LOCALE]}</Typography.Text>,
            },
            { title: t('announcements.columns.audience'), key: 'audience', render: (_, r) => audienceText(r.audience) },
            { title: t('announcements.columns.sendAt'), dataIndex: 'sendAt', render: (v: string) => formatTime(v) },
            {
              title: t('announcements.columns.status'),
              dataIndex: 'status',
              render: (s: Announcement['status']) => <Tag color={s === 'sent' ? 'green' : 'blue'}>{t(`announcements.status.${s}`)}</Tag>,
            },
            { title: t('announcements.columns.recipients'), dataIndex: 'recipients' },
            { title: t('announcements.columns.read'), dataIndex: 'read' },
          ]}
        />
      </Card>
    </>
  );
}
