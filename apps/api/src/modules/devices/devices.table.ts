import type { Generated } from 'kysely';
import type { SignInFailure } from '@uu/contract/devices';

/** One sign-in to an account, good or refused (the member's sign-in history; kept 90 days). */
export interface SignInEventsTable {
  id: Generated<number>;
  user_id: number;
  at: number;
  /** 1 for a sign-in that opened a session. */
  success: number;
  failure: SignInFailure | null;
  session_id: number | null;
  ip: string | null;
  client_type: number | null;
  device_key: string;
  device_kind: string | null;
  device_model: string | null;
  browser: string | null;
  os: string | null;
  country: string | null;
}

export type NoticeStatus = 'pending' | 'sent' | 'failed';

/**
 * A message sent to a member outside the app (email or SMS), as it was sent: until the message
 * centre (issue 21) shows them in the app, this is the record of what the member was told.
 */
export interface MemberNoticesTable {
  id: Generated<number>;
  user_id: number;
  /** 'newDevice' */
  kind: string;
  channel: 'email' | 'sms';
  /** The address, masked as the member app shows it. */
  destination: string;
  locale: string;
  subject: string;
  body: string;
  status: NoticeStatus;
  created_at: number;
  sent_at: number | null;
}
