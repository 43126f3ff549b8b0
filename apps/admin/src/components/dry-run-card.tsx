import type { ReactNode } from 'react';
import { ExperimentOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Typography } from 'antd';

/**
 * The card of a dry-run (issue 24: the check-in designer, the top-up bonus tiers, the reward rates): what the rules in
 * the form would have given, run on demand inside the form being edited. It shows its help until the first run, the
 * error of a run that failed, then the result's count line (`summary`) and its table (`children`).
 */
export function DryRunCard({
  testId,
  title,
  runLabel,
  help,
  running,
  error,
  onRun,
  summary,
  children,
  size,
}: {
  /** `x`: the card is `x`, its button `x-start`, its count line `x-count`. */
  testId: string;
  title: string;
  runLabel: string;
  help: string;
  running: boolean;
  error: Error | null;
  onRun: () => void;
  summary?: ReactNode;
  children?: ReactNode;
  size?: 'small';
}) {
  return (
    <Card
      type="inner"
      size={size}
      title={title}
      style={{ marginBottom: 16 }}
      data-testid={testId}
      extra={
        <Button icon={<ExperimentOutlined />} onClick={onRun} loading={running} data-testid={`${testId}-start`}>
          {runLabel}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{help}</Typography.Paragraph>
      {error && <Alert type="error" showIcon message={error.message} style={{ marginBottom: 12 }} />}
      {summary !== undefined && <Typography.Paragraph data-testid={`${testId}-count`}>{summary}</Typography.Paragraph>}
      {children}
    </Card>
  );
}
