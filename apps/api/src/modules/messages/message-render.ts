import type { Locale } from '@uu/contract/locales';
import type { Message, MessageObject } from '@uu/contract/messages';
import { messageText } from '@uu/i18n/server';
import { toIso } from '../../lib/clock';
import { localized, type LocalizedText } from '../../lib/localized';
import type { MessageRow } from './messages.table';

type Params = Record<string, string | number>;
/** A parameter may be a name an operator wrote per language (a store's): the reader's language is picked when read. */
export type StoredParams = Record<string, string | number | LocalizedText>;

/** A message as its reader sees it: its template and parameters rendered in `locale` (the centre, push, email, SMS). */
export function renderMessage(row: MessageRow, locale: Locale): Message {
  const stored = JSON.parse(row.params) as StoredParams;
  const params: Params = Object.fromEntries(
    Object.entries(stored).map(([key, value]) => [key, typeof value === 'object' ? localized(value, locale) : value]),
  );
  const { title, body } = messageText(locale, row.template, params);
  const object =
    row.object_kind !== null && row.object_id !== null ? ({ kind: row.object_kind, id: row.object_id } as MessageObject) : null;
  return {
    id: row.id,
    category: row.category,
    template: row.template,
    params,
    title,
    body,
    object,
    createdAt: toIso(row.created_at),
    readAt: row.read_at === null ? null : toIso(row.read_at),
  };
}
