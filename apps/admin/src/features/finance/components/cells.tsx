import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FinanceOperator } from '@uu/contract/admin-finance';
import { formatTime } from '@/lib/format';

/** A member as finance recognises them: nickname, then the member number. */
export function MemberCell({ member }: { member: { id: number; memberNo: string; nickname: string } }) {
  return (
    <Space direction="vertical" size={0}>
      <Typography.Text>{member.nickname}</Typography.Text>
      <Typography.Text type="secondary" copyable={{ text: member.memberNo }}>
        {member.memberNo}
      </Typography.Text>
    </Space>
  );
}

/** When a request was decided and by whom (the integration key has no person). */
export function DecisionCell({ at, by }: { at: string | null; by: FinanceOperator | null }) {
  const { t } = useTranslation();
  if (!at) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Space direction="vertical" size={0}>
      <Typography.Text>{formatTime(at)}</Typography.Text>
      {by ? <Typography.Text type="secondary">{by.id === null ? t('finance.integrationKey') : by.name}</Typography.Text> : null}
    </Space>
  );
}

const STATUS_COLORS: Record<string, string> = { pending: 'gold', approved: 'green', paid: 'blue', rejected: 'red', canceled: 'default' };

export function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLORS[status]}>{t(`finance.statuses.${status}`)}</Tag>;
}

export function Money({ amount, currency }: { amount: string; currency: string }) {
  return (
    <Typography.Text strong style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {amount} {currency}
    </Typography.Text>
  );
}
