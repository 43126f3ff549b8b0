import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AccountStatus } from '@uu/contract/enums';
import type { AdminRole } from '@uu/contract/admin';
import type { RouteDef } from '@uu/contract/routes';
import { readSession } from '@/lib/session';

const COLORS: Record<AccountStatus, string> = { inactive: 'default', active: 'green', disabled: 'red' };

export function MemberStatusTag({ status }: { status: AccountStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status]}>{t(`members.statuses.${status}`)}</Tag>;
}

/**
 * Whether the signed-in operator's role may make a call (the contract's roles; admin always may).
 * Only hides what would be refused: the server checks every call again.
 */
export function mayCall(def: RouteDef): boolean {
  const role: AdminRole | undefined = readSession()?.admin.role;
  return role === 'admin' || (role !== undefined && (def.roles ?? []).includes(role));
}
