import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AccountStatus } from '@uu/contract/enums';
import { allows } from '@uu/contract/admin-permissions';
import type { RouteDef } from '@uu/contract/routes';
import { readSession } from '@/lib/session';

const COLORS: Record<AccountStatus, string> = { inactive: 'default', active: 'green', disabled: 'red' };

export function MemberStatusTag({ status }: { status: AccountStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status]}>{t(`members.statuses.${status}`)}</Tag>;
}

/**
 * Whether the signed-in operator's role holds the call's permission (the contract's; admin holds
 * every one). Only hides what would be refused: the server checks every call again.
 */
export function mayCall(def: RouteDef): boolean {
  const admin = readSession()?.admin;
  return admin !== undefined && allows(admin.permissions, def.permission ?? null);
}
