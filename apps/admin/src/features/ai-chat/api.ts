import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Body<R extends keyof typeof routes> = NonNullable<CallOptions<(typeof routes)[R]>['body']>;
type Query<R extends keyof typeof routes> = NonNullable<CallOptions<(typeof routes)[R]>['query']>;

/** The console's chat calls (contract admin-chat-routes.ts). */
export const listChatModels = () => callApi(routes.adminListChatModels);
export const createChatModel = (body: Body<'createChatModel'>) => callApi(routes.createChatModel, { body });
export const updateChatModel = (body: Body<'updateChatModel'>) => callApi(routes.updateChatModel, { body });
export const enableChatModel = (id: number, enabled: boolean) => callApi(routes.enableChatModel, { body: { id, enabled } });
export const setDefaultChatModel = (id: number) => callApi(routes.setDefaultChatModel, { body: { id } });
export const testChatModel = (id: number) => callApi(routes.testChatModel, { body: { id } });
export const chatUsage = (query: Query<'adminChatUsage'>) => callApi(routes.adminChatUsage, { query });
export const chatStats = (query: Query<'adminChatStats'>) => callApi(routes.adminChatStats, { query });
