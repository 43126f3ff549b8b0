import { z } from 'zod';
import { allowanceSchema, chatLogPageSchema, chatLogQuerySchema, signLogQuerySchema, signLogSchema, signResultSchema } from './chat';
import { route } from './route-def';

/** The AI chat (its allowance and history) and the daily check-in. */
export const chatRoutes = {
  chatAllowance: route({
    method: 'GET',
    path: '/chat/allowance',
    auth: 'required',
    tag: 'chat',
    summary: "Today's questions: the level's, the check-in's, the packages', used and remaining",
    response: allowanceSchema,
  }),
  listChatLog: route({
    method: 'POST',
    alsoGet: true,
    form: true,
    path: '/chatLog/listGPTCharLogByUserId',
    auth: 'required',
    tag: 'chat',
    summary: "The member's questions and answers, newest first (form content type, spec §7)",
    body: chatLogQuerySchema,
    response: chatLogPageSchema,
  }),
  clearChatLog: route({
    method: 'POST',
    alsoGet: true,
    path: '/chatLog/deleteAllGPTCharLog',
    auth: 'required',
    tag: 'chat',
    summary: "Delete all of the member's chat history",
    response: z.object({ deleted: z.number().int() }),
  }),
  sign: route({
    method: 'POST',
    alsoGet: true,
    path: '/SignLog/sign',
    auth: 'required',
    tag: 'chat',
    summary: 'Check in for today (once per platform day): +1 question today, streak rewards',
    response: signResultSchema,
  }),
  listSignLog: route({
    method: 'GET',
    path: '/SignLog/listSignLog',
    auth: 'required',
    tag: 'chat',
    summary: "A month's check-ins and the current streak",
    query: signLogQuerySchema,
    response: signLogSchema,
  }),
} as const;
