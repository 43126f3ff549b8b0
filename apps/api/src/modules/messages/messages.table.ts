import type { Generated, Selectable } from 'kysely';
import type { MessageCategory, MessageTemplate } from '@uu/contract/messages';

/** One message to one member (issue 21): a template key and its parameters, rendered when read. */
export interface MessagesTable {
  id: Generated<number>;
  user_id: number;
  category: MessageCategory;
  template: MessageTemplate;
  /** JSON of the template's parameters. */
  params: string;
  /** What the message opens: 'order', 'topup', 'withdrawal', 'transfer'; null for none. */
  object_kind: string | null;
  object_id: number | null;
  created_at: number;
  read_at: number | null;
  deleted_at: number | null;
  /** The operator's announcement this is a member's copy of (fan-out on read); null for the others. */
  announcement_id: number | null;
}

export type MessageRow = Selectable<MessagesTable>;
