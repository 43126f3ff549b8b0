import type { UserInfo } from '@uu/contract/accounts';
import type { MyUser } from '@uu/contract/profile';
import { toIso } from '../../lib/clock';
import type { UserRow } from './accounts.table';

/** A member as they see themselves; the row's secrets (password hashes) never leave here. */
export function userRowToUserInfo(row: UserRow): UserInfo {
  return {
    id: row.id,
    memberNo: row.member_no,
    nickname: row.nickname,
    email: row.email,
    phone: row.phone,
    avatar: row.avatar,
    level: row.level,
    status: row.status,
    invitationCode: row.invitation_code,
    isSetPayPassword: row.pay_password_hash !== null,
    createdAt: toIso(row.created_at),
  };
}

/** One of the person's accounts, as the switcher lists it. */
export function userRowToMyUser(row: UserRow, currentId: number): MyUser {
  return {
    id: row.id,
    memberNo: row.member_no,
    nickname: row.nickname,
    avatar: row.avatar,
    level: row.level,
    status: row.status,
    isOwner: row.owner_id === null,
    isCurrent: row.id === currentId,
  };
}
