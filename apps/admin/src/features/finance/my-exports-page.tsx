import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Card, Progress, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportJob } from '@uu/contract/admin-exports';
import { formatTime } from '@/lib/format';
import { downloadExportJob } from './api/download-export';
import { useMyExports } from './api/get-my-exports';

const STATUS_COLOR: Record<ExportJob['status'], string> = { queued: 'default', running: 'processing', done: 'success', failed: 'error' };

/** The share of a job written, 0–100 (a total counted before new rows came in may be passed). */
export function percentDone(job: Pick<ExportJob, 'rowsDone' | 'rowsTotal' | 'status'>): number {
  if (job.status === 'done') return 100;
  if (job.rowsTotal <= 0) return 0;
  return Math.min(99, Math.floor((job.rowsDone / job.rowsTotal) * 100));
}

/**
 * "My exports" (issue 17 item 7): the operator's background exports, newest first, with their progress (read
 * again every two seconds while one is being written) and the download once done, until it expires.
 */
export default function MyExportsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { data, isLoading } = useMyExports();
  const [busy, setBusy] = useState<number | null>(null);

  async function download(job: ExportJob) {
    setBusy(job.id);
    try {
      await downloadExportJob(job.id, job.fileName);
      void message.success(t('finance.exports.downloaded'));
    } catch (error) {
      void message.error((error as Error).message);
    } finally {
      setBusy(null);
    }
  }

  const expired = (job: ExportJob) => job.expiresAt !== null && Date.parse(job.expiresAt) <= Date.now();

  return (
    <Card title={t('finance.myExports.title')}>
      <Typography.Paragraph type="secondary">{t('finance.myExports.intro')}</Typography.Paragraph>
      <Table<ExportJob>
        rowKey="id"
        loading={isLoading}
        dataSource={data?.items ?? []}
        pagination={false}
        locale={{ emptyText: t('finance.myExports.empty') }}
        columns={[
          { title: t('finance.myExports.kind'), key: 'kind', render: (_, job) => t(`finance.myExports.kinds.${job.kind}`) },
          { title: t('finance.myExports.range'), key: 'range', render: (_, job) => `${job.from} – ${job.to}` },
          {
            title: t('finance.myExports.status'),
            key: 'status',
            render: (_, job) => <Tag color={STATUS_COLOR[job.status]}>{t(`finance.myExports.statuses.${job.status}`)}</Tag>,
          },
          {
            title: t('finance.myExports.progress'),
            key: 'progress',
            width: 260,
            render: (_, job) => (
              <>
                <Progress percent={percentDone(job)} size="small" status={job.status === 'failed' ? 'exception' : undefined} />
                <Typography.Text type="secondary">
                  {t('finance.myExports.rows', { done: job.rowsDone, total: job.rowsTotal })}
                </Typography.Text>
              </>
            ),
          },
          { title: t('finance.myExports.createdAt'), key: 'createdAt', render: (_, job) => formatTime(job.createdAt) },
          {
            title: t('finance.myExports.expiresAt'),
            key: 'expiresAt',
            render: (_, job) => (expired(job) ? t('finance.myExports.expired') : formatTime(job.expiresAt)),
          },
          {
            key: 'download',
            render: (_, job) =>
              job.status === 'done' && !expired(job) ? (
                <Button
                  icon={<DownloadOutlined />}
                  loading={busy === job.id}
                  onClick={() => void download(job)}
                  aria-label={`${t('finance.myExports.download')} ${job.fileName}`}
                >
                  {t('finance.myExports.download')}
                </Button>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}
