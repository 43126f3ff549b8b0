import type { FastifyInstance } from 'fastify';
import { routes } from '@uu/contract/routes';
import { defineRoute } from '../../lib/route';
import type { AccountsService } from '../accounts/accounts.service';
import { userRowToUserInfo } from '../accounts/accounts.mapper';
import { findUserById } from '../accounts/accounts.repository';
import { AppError } from '../../lib/app-error';
import type { PayoutDestinations } from './payout-destinations.service';
import type { ExchangeService } from './exchange.service';
import type { TopUpsService } from './topups.service';
import type { TransfersService } from './transfers.service';
import type { WalletReviewService } from './wallet-review.service';
import type { CallKey, WalletService } from './wallet.service';
import type { WithdrawalsService } from './withdrawals.service';

/** The wallet's services: the member's reads, one per value-moving action, and the operators' reviews. */
export type WalletServices = {
  wallet: WalletService;
  transfers: TransfersService;
  withdrawals: WithdrawalsService;
  exchange: ExchangeService;
  topUps: TopUpsService;
  review: WalletReviewService;
};

const call = (ctx: { idempotencyKey: string | null }, scope: string): CallKey => ({ key: ctx.idempotencyKey, scope });

export function registerWalletRoutes(
  app: FastifyInstance,
  { wallet, transfers, withdrawals, exchange, topUps, review }: WalletServices,
  destinations: PayoutDestinations,
  accounts: AccountsService,
) {
  defineRoute(app, routes.selectMyWallet, ({ auth }) => wallet.wallet(auth));
  defineRoute(app, routes.queryPlatformRate, ({ query }) => wallet.rate(query.limit));
  defineRoute(app, routes.moneyLog, ({ auth, query }) => wallet.moneyLog(auth, query));
  defineRoute(app, routes.statement, ({ auth, query }) => app.services.statements.statement(auth, query));
  defineRoute(app, routes.receipt, ({ auth, params }) => app.services.statements.receipt(auth, params.id));
  defineRoute(app, routes.findRecipient, ({ auth, query }) => transfers.findRecipient(auth, query.account));
  defineRoute(app, routes.transferUu, (ctx) => transfers.transfer(ctx.auth, ctx.body, call(ctx, 'transferUu')));
  defineRoute(app, routes.transferCash, (ctx) => transfers.transfer(ctx.auth, { ...ctx.body, currency: 'U' }, call(ctx, 'transferCash')));
  defineRoute(app, routes.withdraw, (ctx) => withdrawals.withdraw(ctx.auth, ctx.body, call(ctx, 'withdraw')));
  defineRoute(app, routes.listWithdraw, ({ auth, query }) => withdrawals.listWithdrawals(auth, query));
  defineRoute(app, routes.cancelWithdraw, (ctx) => withdrawals.cancelWithdrawal(ctx.auth, ctx.body.id, call(ctx, 'cancelWithdraw')));
  defineRoute(app, routes.exchangeCrc, (ctx) => exchange.exchange(ctx.auth, ctx.body, call(ctx, 'exchangeCrc')));
  defineRoute(app, routes.topUpChannels, ({ locale }) => wallet.topUpChannels(locale));
  defineRoute(app, routes.createTopUp, (ctx) => topUps.createTopUp(ctx.auth, ctx.body, call(ctx, 'createTopUp'), ctx.locale));
  defineRoute(app, routes.listTopUp, ({ auth, query, locale }) => topUps.listTopUps(auth, query, locale));

  defineRoute(app, routes.getBankCard, ({ auth }) => destinations.listCards(auth));
  defineRoute(app, routes.addBankCard, ({ auth, body }) => destinations.addCard(auth, body));
  defineRoute(app, routes.updateBankCard, ({ auth, body }) => destinations.updateCard(auth, body));
  defineRoute(app, routes.delBankCard, ({ auth, params }) => destinations.deleteCard(auth, params.id));
  defineRoute(app, routes.listEftAddress, ({ auth }) => destinations.listEft(auth));
  defineRoute(app, routes.addEftAddress, ({ auth, body }) => destinations.addEft(auth, body));
  defineRoute(app, routes.delEftAddress, ({ auth, params }) => destinations.deleteEft(auth, params.id));

  // Back-office calls (the admin console's, issue 9).
  defineRoute(app, routes.reviewTopUp, ({ params, body }) => review.reviewTopUp(params.id, body));
  defineRoute(app, routes.reviewWithdrawal, ({ params, body }) => review.reviewWithdrawal(params.id, body));
  defineRoute(app, routes.setTopUpChannels, ({ body }) => wallet.setTopUpChannels(body.list));
  defineRoute(app, routes.setCrcRate, ({ body }) => wallet.setRate(body.rate));
  defineRoute(app, routes.activateMember, async ({ params }) => {
    const user = await findUserById(app.db.kysely, params.id);
    if (!user) throw new AppError('NOT_FOUND', { status: 404 });
    await accounts.activate(user.id);
    return userRowToUserInfo((await findUserById(app.db.kysely, params.id)) ?? user);
  });
}
