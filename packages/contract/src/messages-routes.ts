import {
  deleteMessageResultSchema,
  listMessagesQuerySchema,
  messageIdBodySchema,
  messagePageSchema,
  readAllBodySchema,
  readAllResultSchema,
  readMessageResultSchema,
  unreadCountsSchema,
} from './messages';
import { route } from './route-def';

/** The member's message centre (issue 21). */
export const messagesRoutes = {
  listMessages: route({
    method: 'GET',
    path: '/message/list',
    auth: 'required',
    tag: 'messages',
    summary: "The member's messages, newest first, of one category or all, rendered in the member's language, with the unread counts",
    query: listMessagesQuerySchema,
    response: messagePageSchema,
  }),
  unreadMessages: route({
    method: 'GET',
    path: '/message/unread',
    auth: 'required',
    tag: 'messages',
    summary: 'Unread messages per category and in all (the badges)',
    response: unreadCountsSchema,
  }),
  readMessage: route({
    method: 'POST',
    path: '/message/read',
    auth: 'required',
    tag: 'messages',
    summary: 'Mark one of the member’s messages read (opening it); answers it and the unread counts',
    body: messageIdBodySchema,
    response: readMessageResultSchema,
  }),
  readAllMessages: route({
    method: 'POST',
    path: '/message/readAll',
    auth: 'required',
    tag: 'messages',
    summary: 'Mark every unread message read, or those of one category',
    body: readAllBodySchema,
    response: readAllResultSchema,
  }),
  deleteMessage: route({
    method: 'POST',
    path: '/message/delete',
    auth: 'required',
    tag: 'messages',
    summary: 'Delete one of the member’s messages',
    body: messageIdBodySchema,
    response: deleteMessageResultSchema,
  }),
} as const;
