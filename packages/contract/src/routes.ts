import { z } from 'zod';
import {
  agreementParamsSchema,
  agreementSchema,
  loginBodySchema,
  loginResultSchema,
  registerBodySchema,
  sendCodeQuerySchema,
  sendCodeResultSchema,
  userInfoSchema,
} from './accounts';
import {
  applyModifyPasswordQuerySchema,
  applyModifyPasswordResultSchema,
  resetPasswordBodySchema,
  setPayPasswordBodySchema,
  updatePasswordBodySchema,
} from './passwords';
import {
  addUserBodySchema,
  customerServiceSchema,
  myUserSchema,
  myUsersSchema,
  switchUserQuerySchema,
  switchUserResultSchema,
  updateUserInfoBodySchema,
  uploadResultSchema,
} from './profile';
import {
  bankCardBodySchema,
  bankCardListSchema,
  bankCardSchema,
  cancelWithdrawBodySchema,
  eftAddressBodySchema,
  eftAddressListSchema,
  eftAddressSchema,
  exchangeCrcBodySchema,
  exchangeResultSchema,
  idParamsSchema,
  listWithdrawQuerySchema,
  moneyLogQuerySchema,
  moneyLogSchema,
  platformRateSchema,
  rateQuerySchema,
  recipientQuerySchema,
  recipientSchema,
  reviewBodySchema,
  setCrcRateBodySchema,
  setTopUpChannelsBodySchema,
  topUpBodySchema,
  topUpChannelsSchema,
  topUpPageSchema,
  topUpSchema,
  transferCashBodySchema,
  transferResultSchema,
  transferUuBodySchema,
  updateBankCardBodySchema,
  walletSchema,
  withdrawalPageSchema,
  withdrawalSchema,
  withdrawBodySchema,
} from './wallet';
import { pageQuerySchema } from './envelope';
import {
  categoryListSchema,
  categorySchema,
  goodsPageSchema,
  goodsParamsSchema,
  goodsQuerySchema,
  goodsSchema,
  saveCategoryBodySchema,
  saveGoodsBodySchema,
  saveStoreBodySchema,
  storeListSchema,
  storeSchema,
  storesQuerySchema,
} from './mall';
import {
  addressListSchema,
  addressSchema,
  deleteAddressQuerySchema,
  regionListSchema,
  regionQuerySchema,
  saveAddressBodySchema,
  updateAddressBodySchema,
} from './addresses';
import { allowanceSchema, chatLogPageSchema, chatLogQuerySchema, signLogQuerySchema, signLogSchema, signResultSchema } from './chat';

/**
 * Every call of the API (spec §7) in one place: method, path, request schemas, the schema of
 * `data` in the answer, and who may call it. The server registers its routes from these and
 * the web's API files call through them, so neither side hand-copies a type.
 *
 * auth: 'none' public; 'optional' works for visitors and reads the session when present;
 * 'required' answers 410000/410001/410002 without a valid token; 'operator' is a back-office
 * call (the admin console's), refused with 9403 without the operator's credentials.
 */
export type Auth = 'none' | 'optional' | 'required' | 'operator';

export type RouteDef = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  auth: Auth;
  summary: string;
  tag: string;
  query?: z.ZodType;
  body?: z.ZodType;
  params?: z.ZodType;
  response: z.ZodType;
  /**
   * product.md "Conventions": a call the spec lists as GET but that changes state is served at its
   * path for POST (JSON body; what our client sends) and for GET (the same schema read from the
   * query string), one handler.
   */
  alsoGet?: true;
  /** The body is multipart/form-data with one file part (uploads); `body` is then absent. */
  multipart?: true;
  /**
   * The call moves value: it needs an `Idempotency-Key` header (product.md), and a repeat of the
   * same key with the same body answers the first answer without moving anything again.
   */
  idempotent?: true;
  /** The body comes as application/x-www-form-urlencoded (spec §7: the chat-history listing). */
  form?: true;
};

function route<const T extends RouteDef>(def: T): T {
  return def;
}

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
  uptimeSeconds: z.number().int(),
});

export const routes = {
  health: route({
    method: 'GET',
    path: '/health',
    auth: 'none',
    tag: 'system',
    summary: 'Liveness and database reachability, for load balancers',
    response: healthSchema,
  }),
  sendCode: route({
    method: 'GET',
    path: '/sms/sendCode',
    auth: 'optional',
    tag: 'accounts',
    summary: 'Send a 6-digit verification code to an email or phone (register, reset, pay)',
    query: sendCodeQuerySchema,
    response: sendCodeResultSchema,
  }),
  register: route({
    method: 'POST',
    path: '/user/register',
    auth: 'none',
    tag: 'accounts',
    summary: 'Register with an email or phone, its code, a password and an optional invitation code',
    body: registerBodySchema,
    response: userInfoSchema,
  }),
  login: route({
    method: 'POST',
    path: '/auth/doLogin',
    auth: 'none',
    tag: 'accounts',
    summary: 'Sign in by email, phone, nickname or member number',
    body: loginBodySchema,
    response: loginResultSchema,
  }),
  logout: route({
    method: 'POST',
    path: '/auth/logout',
    auth: 'required',
    tag: 'accounts',
    summary: 'Revoke the current token',
    response: z.null(),
  }),
  getUserInfo: route({
    method: 'GET',
    path: '/personInfo/getUserInfo',
    auth: 'required',
    tag: 'accounts',
    summary: "The signed-in member's profile",
    response: userInfoSchema,
  }),
  getAgreement: route({
    method: 'GET',
    path: '/agreement/getAgreement/:id',
    auth: 'none',
    tag: 'content',
    summary: 'An agreement (1 service agreement, 2 privacy policy) in the request language',
    params: agreementParamsSchema,
    response: agreementSchema,
  }),
  resetPassword: route({
    method: 'POST',
    path: '/user/resetPassword',
    auth: 'none',
    tag: 'accounts',
    summary: 'Password recovery (getBack): a reset code sent to the email or phone, and the new password',
    body: resetPasswordBodySchema,
    response: z.null(),
  }),
  applyModifyPassword: route({
    method: 'GET',
    path: '/personInfo/applyModifyPassword',
    auth: 'required',
    tag: 'accounts',
    summary: "Start a change by code: send a code to the signed-in account's own email or phone",
    query: applyModifyPasswordQuerySchema,
    response: applyModifyPasswordResultSchema,
  }),
  updatePassword: route({
    method: 'POST',
    path: '/personInfo/updatePayPassword',
    auth: 'required',
    tag: 'accounts',
    summary: 'Change the login (updateType 1) or payment (2) password, by old password (type 1) or code (2); ends every session',
    body: updatePasswordBodySchema,
    response: z.null(),
  }),
  setPayPassword: route({
    method: 'POST',
    alsoGet: true,
    path: '/personInfo/setPayPassword',
    auth: 'required',
    tag: 'accounts',
    summary: 'Set the first payment password (6 digits, hashed) with a code from applyModifyPassword',
    body: setPayPasswordBodySchema,
    response: userInfoSchema,
  }),
  updateUserInfo: route({
    method: 'POST',
    alsoGet: true,
    path: '/personInfo/updateUserInfo',
    auth: 'required',
    tag: 'accounts',
    summary: 'Change the nickname (unique, 2-12 letters and digits) and/or the avatar (an own upload)',
    body: updateUserInfoBodySchema,
    response: userInfoSchema,
  }),
  upload: route({
    method: 'POST',
    multipart: true,
    path: '/file/file/upload',
    auth: 'required',
    tag: 'files',
    summary: 'Upload one image (png, jpeg, webp or gif by its bytes; under 1 MB); served at /files/{name}',
    response: uploadResultSchema,
  }),
  listMyUsers: route({
    method: 'GET',
    path: '/user/listMyUsers',
    auth: 'required',
    tag: 'accounts',
    summary: "The person's accounts: the registered one and its siblings",
    response: myUsersSchema,
  }),
  addUser: route({
    method: 'POST',
    path: '/user/addUser',
    auth: 'required',
    tag: 'accounts',
    summary: 'Add a sibling account (nickname and password) that shares the email or phone for recovery',
    body: addUserBodySchema,
    response: myUserSchema,
  }),
  switchUser: route({
    method: 'POST',
    alsoGet: true,
    path: '/auth/switchUser',
    auth: 'required',
    tag: 'accounts',
    summary: 'Switch to a sibling account: a fresh token for it; the calling token then answers 601',
    body: switchUserQuerySchema,
    response: switchUserResultSchema,
  }),
  getCustomerService: route({
    method: 'GET',
    path: '/sysConfig/getCustomerService',
    auth: 'none',
    tag: 'content',
    summary: 'Customer-service contacts and hours, as the operator set them',
    response: customerServiceSchema,
  }),
  selectMyWallet: route({
    method: 'GET',
    path: '/personInfo/selectMyWallet',
    auth: 'required',
    tag: 'wallet',
    summary: 'The five balances, the CRC rate, withdrawal limits and what the member still needs to move value',
    response: walletSchema,
  }),
  queryPlatformRate: route({
    method: 'GET',
    path: '/crcRate/queryPlatformRate',
    auth: 'none',
    tag: 'wallet',
    summary: 'The CRC rate (UU per CRC) and its latest changes, oldest first',
    query: rateQuerySchema,
    response: platformRateSchema,
  }),
  moneyLog: route({
    method: 'GET',
    path: '/moneyLog/questSumMoneyLog',
    auth: 'required',
    tag: 'wallet',
    summary: "The member's entries by currency and type, newest first, with income and expense sums",
    query: moneyLogQuerySchema,
    response: moneyLogSchema,
  }),
  findRecipient: route({
    method: 'GET',
    path: '/user/findRecipient',
    auth: 'required',
    tag: 'wallet',
    summary: 'Who a transfer would go to: by email, nickname, phone or member number',
    query: recipientQuerySchema,
    response: recipientSchema,
  }),
  transferUu: route({
    method: 'POST',
    alsoGet: true,
    idempotent: true,
    path: '/transferUu',
    auth: 'required',
    tag: 'wallet',
    summary: 'Transfer UU (free) or KB (10% fee on top) to another member',
    body: transferUuBodySchema,
    response: transferResultSchema,
  }),
  transferCash: route({
    method: 'POST',
    alsoGet: true,
    idempotent: true,
    path: '/transferCash',
    auth: 'required',
    tag: 'wallet',
    summary: 'Transfer U (multiples of 100, free) to another member',
    body: transferCashBodySchema,
    response: transferResultSchema,
  }),
  withdraw: route({
    method: 'POST',
    alsoGet: true,
    idempotent: true,
    path: '/withdraw',
    auth: 'required',
    tag: 'wallet',
    summary: 'Withdraw UU (1% fee, 33% to FB, 66% to U on approval) or pay out U, to a bank card or wallet address',
    body: withdrawBodySchema,
    response: withdrawalSchema,
  }),
  listWithdraw: route({
    method: 'GET',
    path: '/listWithdraw',
    auth: 'required',
    tag: 'wallet',
    summary: "The member's withdrawals and payouts, newest first",
    query: listWithdrawQuerySchema,
    response: withdrawalPageSchema,
  }),
  cancelWithdraw: route({
    method: 'POST',
    alsoGet: true,
    idempotent: true,
    path: '/cancelWithdraw',
    auth: 'required',
    tag: 'wallet',
    summary: 'Cancel a pending withdrawal: the full amount comes back',
    body: cancelWithdrawBodySchema,
    response: withdrawalSchema,
  }),
  exchangeCrc: route({
    method: 'POST',
    alsoGet: true,
    idempotent: true,
    path: '/exchangeCrc',
    auth: 'required',
    tag: 'wallet',
    summary: 'Exchange UU for CRC at the platform rate (at least 0.01 CRC)',
    body: exchangeCrcBodySchema,
    response: exchangeResultSchema,
  }),
  topUpChannels: route({
    method: 'GET',
    path: '/topUp/channels',
    auth: 'required',
    tag: 'wallet',
    summary: 'Where members send top-up money, as the operator set it',
    response: topUpChannelsSchema,
  }),
  createTopUp: route({
    method: 'POST',
    idempotent: true,
    path: '/topUp/create',
    auth: 'required',
    tag: 'wallet',
    summary: 'Ask for a top-up (multiples of 100) with the payment proof; credited when an operator approves',
    body: topUpBodySchema,
    response: topUpSchema,
  }),
  listTopUp: route({
    method: 'GET',
    path: '/topUp/list',
    auth: 'required',
    tag: 'wallet',
    summary: "The member's top-ups, newest first",
    query: pageQuerySchema,
    response: topUpPageSchema,
  }),
  listEftAddress: route({
    method: 'GET',
    path: '/eftAddress/listEftAddress',
    auth: 'required',
    tag: 'wallet',
    summary: "The member's wallet (EFT) addresses",
    response: eftAddressListSchema,
  }),
  addEftAddress: route({
    method: 'POST',
    path: '/eftAddress/addEftAddress',
    auth: 'required',
    tag: 'wallet',
    summary: 'Add a wallet (EFT) address for payouts',
    body: eftAddressBodySchema,
    response: eftAddressSchema,
  }),
  delEftAddress: route({
    method: 'POST',
    path: '/eftAddress/delEftAddress/:id',
    auth: 'required',
    tag: 'wallet',
    summary: 'Delete a wallet address (pending withdrawals keep theirs)',
    params: idParamsSchema,
    response: z.null(),
  }),
  addBankCard: route({
    method: 'PUT',
    path: '/bankCard/addBankCard',
    auth: 'required',
    tag: 'wallet',
    summary: 'Add a bank card for payouts',
    body: bankCardBodySchema,
    response: bankCardSchema,
  }),
  getBankCard: route({
    method: 'GET',
    path: '/bankCard/getBankCard',
    auth: 'required',
    tag: 'wallet',
    summary: "The member's bank cards, numbers masked",
    response: bankCardListSchema,
  }),
  updateBankCard: route({
    method: 'POST',
    path: '/bankCard/updateBankCard',
    auth: 'required',
    tag: 'wallet',
    summary: 'Change a bank card',
    body: updateBankCardBodySchema,
    response: bankCardSchema,
  }),
  delBankCard: route({
    method: 'POST',
    path: '/bankCard/delBankCard/:id',
    auth: 'required',
    tag: 'wallet',
    summary: 'Delete a bank card (pending withdrawals keep theirs)',
    params: idParamsSchema,
    response: z.null(),
  }),
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
  region: route({
    method: 'GET',
    path: '/address/region',
    auth: 'none',
    tag: 'addresses',
    summary: 'The regions below `parent` (the top level without it): Taiwan, Hong Kong, Macau, mainland China',
    query: regionQuerySchema,
    response: regionListSchema,
  }),
  listAddress: route({
    method: 'PUT',
    path: '/address/list',
    auth: 'required',
    tag: 'addresses',
    summary: "The member's addresses, the default first",
    response: addressListSchema,
  }),
  saveAddress: route({
    method: 'POST',
    path: '/address/save',
    auth: 'required',
    tag: 'addresses',
    summary: 'Add an address (the first one, or one marked default, becomes the default)',
    body: saveAddressBodySchema,
    response: addressSchema,
  }),
  updateAddress: route({
    method: 'POST',
    path: '/address/update',
    auth: 'required',
    tag: 'addresses',
    summary: 'Change an address of the member',
    body: updateAddressBodySchema,
    response: addressSchema,
  }),
  deleteAddress: route({
    method: 'DELETE',
    path: '/address',
    auth: 'required',
    tag: 'addresses',
    summary: 'Delete addresses of the member by `ids` (comma-separated)',
    query: deleteAddressQuerySchema,
    response: z.object({ deleted: z.number().int() }),
  }),
  mallCategories: route({
    method: 'GET',
    path: '/mall/categories',
    auth: 'none',
    tag: 'mall',
    summary: 'The categories of the points mall, in order',
    response: categoryListSchema,
  }),
  mallGoods: route({
    method: 'GET',
    path: '/mall/goods',
    auth: 'none',
    tag: 'mall',
    summary: 'Goods on sale, by category and words of the name, newest first',
    query: goodsQuerySchema,
    response: goodsPageSchema,
  }),
  mallGoodsDetail: route({
    method: 'GET',
    path: '/mall/goods/:id',
    auth: 'none',
    tag: 'mall',
    summary: 'One goods with its gallery, sanitized description and stores',
    params: goodsParamsSchema,
    response: goodsSchema,
  }),
  mallStores: route({
    method: 'GET',
    path: '/mall/stores',
    auth: 'none',
    tag: 'mall',
    summary: 'Self-pickup and write-off stores (of one goods with `goodsId`), with coordinates',
    query: storesQuerySchema,
    response: storeListSchema,
  }),
  saveCategory: route({
    method: 'POST',
    path: '/admin/mall/category',
    auth: 'operator',
    tag: 'operator',
    summary: 'Create or change a category',
    body: saveCategoryBodySchema,
    response: categorySchema,
  }),
  saveGoods: route({
    method: 'POST',
    path: '/admin/mall/goods',
    auth: 'operator',
    tag: 'operator',
    summary: 'Create or change goods (the description is sanitized)',
    body: saveGoodsBodySchema,
    response: goodsSchema,
  }),
  saveStore: route({
    method: 'POST',
    path: '/admin/mall/store',
    auth: 'operator',
    tag: 'operator',
    summary: 'Create or change a store',
    body: saveStoreBodySchema,
    response: storeSchema,
  }),
  reviewTopUp: route({
    method: 'POST',
    path: '/admin/wallet/topUp/:id/review',
    auth: 'operator',
    tag: 'operator',
    summary: 'Approve (UU credited 1:1) or reject a pending top-up',
    params: idParamsSchema,
    body: reviewBodySchema,
    response: topUpSchema,
  }),
  reviewWithdrawal: route({
    method: 'POST',
    path: '/admin/wallet/withdrawal/:id/review',
    auth: 'operator',
    tag: 'operator',
    summary: 'Approve (UU: fee kept, 33% to FB, 66% to U), reject (refund) or mark paid a withdrawal',
    params: idParamsSchema,
    body: reviewBodySchema,
    response: withdrawalSchema,
  }),
  activateMember: route({
    method: 'POST',
    path: '/admin/member/:id/activate',
    auth: 'operator',
    tag: 'operator',
    summary: 'Activate an inactive member (product.md "Activation": by an operator)',
    params: idParamsSchema,
    response: userInfoSchema,
  }),
  setTopUpChannels: route({
    method: 'POST',
    path: '/admin/wallet/topUpChannels',
    auth: 'operator',
    tag: 'operator',
    summary: 'Set the channels members top up through',
    body: setTopUpChannelsBodySchema,
    response: topUpChannelsSchema,
  }),
  setCrcRate: route({
    method: 'POST',
    path: '/admin/wallet/crcRate',
    auth: 'operator',
    tag: 'operator',
    summary: 'Set the CRC rate (UU per CRC); kept in the rate history',
    body: setCrcRateBodySchema,
    response: platformRateSchema,
  }),
} as const;

export type Routes = typeof routes;
export type RouteName = keyof Routes;

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
export type QueryOf<R extends RouteDef> = R['query'] extends z.ZodType ? InputOf<R['query']> : undefined;
export type BodyOf<R extends RouteDef> = R['body'] extends z.ZodType ? InputOf<R['body']> : undefined;
export type ParamsOf<R extends RouteDef> = R['params'] extends z.ZodType ? InputOf<R['params']> : undefined;
export type DataOf<R extends RouteDef> = z.output<R['response']>;

/** Fills `:name` segments of a route path. */
export function buildPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
