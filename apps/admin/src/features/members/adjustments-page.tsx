import { Space } from 'antd';
import { PendingAdjustments } from './pending-adjustments';

/** Finance's page of balance adjustments waiting for a second operator, and the last decided ones. */
export default function AdjustmentsPage() {
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <PendingAdjustments />
      <PendingAdjustments status="approved" />
      <PendingAdjustments status="refused" />
    </Space>
  );
}
