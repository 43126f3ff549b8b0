import type { ServiceDeps, Services } from './services.types';
import { OrderStatus } from '@uu/contract/orders';
import { AccountsService } from './modules/accounts/accounts.service';
import { LoginService } from './modules/accounts/login.service';
import { PaidActionGuard } from './modules/accounts/paid-action-guard';
import { StepUpCheck } from './modules/accounts/step-up';
import { ContactChangeService } from './modules/accounts/contact-change.service';
import { PasswordsService } from './modules/accounts/passwords.service';
import { AdminAuthService } from './modules/admin/admin-auth.service';
import { AuditService } from './modules/admin/audit.service';
import { OperatorSecurityService } from './modules/admin/operator-security.service';
import { AdminRolesService } from './modules/admin/admin-roles.service';
import { sealKeyOf } from './modules/admin/two-factor-secrets';
import { TwoFactorService } from './modules/admin/two-factor.service';
import { AdminCatalogueService } from './modules/admin-catalogue/admin-catalogue.service';
import { AdminConfigService } from './modules/admin-config/admin-config.service';
import { AdminExportsService } from './modules/admin-finance/admin-exports.service';
import { ExportJobsService } from './modules/admin-finance/export-jobs.service';
import { AdminFinanceService } from './modules/admin-finance/admin-finance.service';
import { AdminCsvExportsService } from './modules/admin-finance/admin-csv-exports.service';
import { AdminAdjustmentsService } from './modules/admin-members/admin-adjustments.service';
import { pendingReviews } from './modules/admin-members/admin-members.repository';
import { AdminMembersService } from './modules/admin-members/admin-members.service';
import { AdminDashboardService } from './modules/admin-members/admin-dashboard.service';
import { countByStatus } from './modules/admin-orders/admin-orders.repository';
import { AdminOrdersService } from './modules/admin-orders/admin-orders.service';
import { AfterSalesService } from './modules/after-sales/after-sales.service';
import { AddressesService } from './modules/addresses/addresses.service';
import { AllowanceService } from './modules/chat/allowance.service';
import { ChatModelsService, configModelOf } from './modules/chat-models/chat-models.service';
import { AccountTools } from './modules/assistant/account-tools';
import { BuiltinAssistant } from './modules/assistant/builtin-assistant';
import { GuideIndex } from './modules/assistant/guide-index';
import { ChatService } from './modules/chat/chat.service';
import { CheckInService } from './modules/chat/check-in.service';
import { CheckInRemindersService } from './modules/chat/check-in-reminders.service';
import { OutboxSender, SmtpSmsSender, type CodeSender } from './modules/codes/code-sender';
import { CodesService } from './modules/codes/codes.service';
import { ContentService } from './modules/content/content.service';
import { CouponsService } from './modules/coupons/coupons.service';
import { FilesService } from './modules/files/files.service';
import { createStorage } from './modules/files/storage';
import { HomeService } from './modules/home/home.service';
import { LeaseService } from './modules/jobs/lease.service';
import { MallService } from './modules/mall/mall.service';
import { BrowseService } from './modules/browse/browse.service';
import { ReviewsService } from './modules/reviews/reviews.service';
import { MessagesRelay } from './modules/messages/messages.relay';
import { MessagesService } from './modules/messages/messages.service';
import { AnnouncementsService } from './modules/announcements/announcements.service';
import { CouponMessages } from './modules/coupons/coupon-messages';
import { CartService } from './modules/mall/cart.service';
import { OrdersService } from './modules/mall/orders.service';
import { PackagesService } from './modules/packages/packages.service';
import { PlacesService } from './modules/places/places.service';
import { MaintenanceService } from './modules/platform/maintenance.service';
import { PlatformService } from './modules/platform/platform.service';
import { SettingsBroadcast } from './modules/platform/settings-broadcast';
import { SessionsService } from './modules/sessions/sessions.service';
import { SessionSockets } from './modules/sessions/session-sockets';
import { SessionsBroadcast } from './modules/sessions/sessions-broadcast';
import { startSessionCache } from './modules/sessions/session-cache-broadcast';
import { DevicesService } from './modules/devices/devices.service';
import { SignInsService } from './modules/devices/sign-ins.service';
import { StoreCodesService } from './modules/store-codes/store-codes.service';
import { RedemptionService } from './modules/redemption/redemption.service';
import { RewardsService } from './modules/team/rewards.service';
import { TeamService } from './modules/team/team.service';
import { ThrottleService } from './modules/throttle/throttle.service';
import { VersionsService } from './modules/versions/versions.service';
import { IdempotencyService } from './modules/wallet/idempotency';
import { LedgerService } from './modules/wallet/ledger';
import { UuExpiryService } from './modules/wallet/uu-expiry.service';
import { PayoutDestinations } from './modules/wallet/payout-destinations.service';
import { WalletService } from './modules/wallet/wallet.service';
import { ExchangeService } from './modules/wallet/exchange.service';
import { TopUpsService } from './modules/wallet/topups.service';
import { TransfersService } from './modules/wallet/transfers.service';
import { WalletReviewService } from './modules/wallet/wallet-review.service';
import { StatementsService } from './modules/wallet/statements.service';
import { WithdrawalsService } from './modules/wallet/withdrawals.service';
import { AppError } from './lib/app-error';
import { createMetrics, type Metrics } from './plugins/metrics';

/**
 * The composition root: every service of the API is built here, once, and reaches the routes as `app.services`.
 * Also builds the metrics (the ledger counts its postings there) and hooks the closing of what holds resources.
 */
export async function buildServices({ app, env, db, clock, codeSender }: ServiceDeps): Promise<{ services: Services; metrics: Metrics }> {
  // The configured sender delivers codes and notices alike; a test may replace the codes' one.
  const configuredSender =
    env.CODE_SENDER === 'smtp'
      ? new SmtpSmsSender({
          smtpUrl: env.SMTP_URL ?? '',
          from: env.SMTP_FROM,
          smsUrl: env.SMS_GATEWAY_URL,
          smsKey: env.SMS_GATEWAY_KEY,
        })
      : new OutboxSender(env.DATA_DIR, app.log);
  const sender: CodeSender = codeSender ?? configuredSender;
  const throttle = new ThrottleService({ db, clock });
  const redis = env.REDIS_URL ? { url: env.REDIS_URL, prefix: env.REDIS_PREFIX } : null;
  const sessionCache = await startSessionCache({ app, db, ttlSeconds: env.SESSION_CACHE_SECONDS, redis });
  const sessions = new SessionsService({ db, clock, ttlDays: env.SESSION_TTL_DAYS, cache: sessionCache });
  const platform = new PlatformService({
    db,
    clock,
    defaults: { timeZone: env.TIME_ZONE, orderPayMinutes: env.ORDER_PAY_MINUTES, orderConfirmDays: env.ORDER_CONFIRM_DAYS },
  });
  // The operator may change these at run time (admin console, platform config): services read them at each use.
  await platform.loadRuntime();
  const platformTimeZone = () => platform.timeZone();
  const maintenance = new MaintenanceService({ platform, clock });
  if (env.REDIS_URL) {
    // An operator's change reaches the other instances at once, not after their 5 s caches (issue 16 #9).
    const broadcast = new SettingsBroadcast({
      url: env.REDIS_URL,
      prefix: env.REDIS_PREFIX,
      log: app.log,
      onRemoteChange: (keys) => {
        if (keys.includes('maintenance')) maintenance.invalidate();
        platform.invalidate(keys);
      },
    });
    platform.onChange((keys) => broadcast.announce(keys));
    app.addHook('onClose', () => {
      broadcast.close();
    });
    await broadcast.ready();
  }
  const codes = new CodesService({
    db,
    clock,
    sender,
    throttle,
    timeZone: platformTimeZone,
    perIpPerDay: env.CODES_PER_IP_PER_DAY,
    log: app.log,
  });
  const messages = new MessagesService({ db, clock, log: app.log, env, notices: configuredSender, timeZone: platformTimeZone });
  if (env.REDIS_URL) {
    const relay = new MessagesRelay({ url: env.REDIS_URL, prefix: env.REDIS_PREFIX, log: app.log, onRemote: (e) => messages.deliver(e) });
    messages.useRelay(relay);
    app.addHook('onClose', () => {
      relay.close();
      return Promise.resolve();
    });
    await relay.ready();
  }
  const files = new FilesService({ db, clock, throttle, storage: createStorage(env) });
  const couponMessages = new CouponMessages({ db, clock, messages, timeZone: platformTimeZone });
  const coupons = new CouponsService({ db, clock, platform, timeZone: platformTimeZone, messages: couponMessages });
  const accounts = new AccountsService({ db, clock, codes, platform, files, onRegistered: (id) => coupons.welcome(id) });
  const sessionSockets = new SessionSockets();
  if (env.REDIS_URL) {
    // A device signed out closes its chat socket on whichever instance holds it.
    const ended = new SessionsBroadcast({
      url: env.REDIS_URL,
      prefix: env.REDIS_PREFIX,
      log: app.log,
      onRemoteEnd: (ids) => sessionSockets.end(ids, new AppError('TOKEN_INVALID')),
    });
    sessionSockets.announceTo((ids) => ended.announce(ids));
    app.addHook('onClose', (_instance, done) => {
      ended.close();
      done();
    });
    await ended.ready();
  }
  const signIns = new SignInsService({
    db,
    clock,
    sessions,
    codes,
    sender: configuredSender,
    timeZone: platformTimeZone,
    messages,
    log: app.log,
  });
  app.addHook('onClose', async () => signIns.settled());
  const devices = new DevicesService({ db, clock, sessions, sockets: sessionSockets });
  const logins = new LoginService({ db, sessions, throttle, accounts, signIns, log: app.log });
  const paidActions = new PaidActionGuard({ db, clock });
  const passwords = new PasswordsService({ db, clock, codes, sessions, throttle, guard: paidActions, messages });
  const content = new ContentService({ db, clock, platform });
  const metrics = createMetrics({
    pool: () => db.poolStats?.(),
    sockets: () => app.websocketServer.clients.size,
    queues: async () => {
      const [reviews, orderCounts] = await Promise.all([pendingReviews(db.kysely), countByStatus(db.kysely, {})]);
      return { topups: reviews.topUps, withdrawals: reviews.withdrawals, orders_to_ship: orderCounts[OrderStatus.waitingDelivery] ?? 0 };
    },
  });
  const ledger = new LedgerService({ clock, onPosted: (type) => metrics.posted(type), lots: { platform, timeZone: platformTimeZone } });
  // Keys live in the database: one instance serves the wallet, the orders and the operators' adjustments.
  const idempotency = new IdempotencyService({ db, clock });
  app.addHook('onClose', () => {
    idempotency.close();
  });
  const stepUp = new StepUpCheck({ guard: paidActions, codes });
  const destinations = new PayoutDestinations({ db, clock, stepUp, timeZone: platformTimeZone });
  const contactChange = new ContactChangeService({ db, clock, codes, stepUp });
  const walletDeps = {
    db,
    clock,
    ledger,
    idempotency,
    guard: paidActions,
    accounts,
    platform,
    files,
    throttle,
    destinations,
    messages,
    timeZone: platformTimeZone,
  };
  const wallet = new WalletService(walletDeps);
  const allowance = new AllowanceService({
    db,
    clock,
    platform,
    timeZone: platformTimeZone,
    defaultPerLevel: env.CHAT_DAILY_QUESTIONS,
  });
  const checkIn = new CheckInService({ db, clock, platform, ledger, allowance, coupons, throttle, timeZone: platformTimeZone });
  const addresses = new AddressesService({ db, clock, files, timeZone: platformTimeZone });
  const mall = new MallService({ db, clock });
  const browse = new BrowseService({ db, clock, platform });
  const reviews = new ReviewsService({ db, clock, files });
  const packages = new PackagesService({ db, clock });
  const places = new PlacesService({ tileUrl: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION, maxZoom: env.MAP_MAX_ZOOM });
  const team = new TeamService({
    db,
    clock,
    platform,
    timeZone: platformTimeZone,
    defaults: { thresholds: env.LEVEL_THRESHOLDS, ratesBps: env.REFERRAL_REWARD_RATES },
  });
  const rewards = new RewardsService({ db, clock, ledger, settings: (trx) => team.settings(trx), messages, platform });
  const storeCodes = new StoreCodesService({ db, clock });
  const orders = new OrdersService({
    db,
    clock,
    throttle,
    storeCodes,
    ledger,
    idempotency,
    guard: paidActions,
    accounts,
    addresses,
    files,
    coupons,
    packages,
    rewards,
    messages,
    timeZone: platformTimeZone,
    payWithinMinutes: () => platform.runtime().orderPayMinutes,
    confirmAfterDays: () => platform.runtime().orderConfirmDays,
  });
  // The assistant's account tools read through the services above, for the asking member only (issue 23).
  const guide = new GuideIndex({ extraPassages: (locale) => content.assistantPassages(locale), now: () => clock.now() });
  const tools = new AccountTools({
    clock,
    timeZone: platformTimeZone,
    wallet,
    allowance,
    checkIn,
    coupons,
    orders,
    team,
    mall,
    packages,
    guide,
  });
  // Who answers: a member's chosen model, the console's default, the server's AI_BASE_URL model, the built-in assistant.
  const builtin = new BuiltinAssistant({ tools, timeZone: platformTimeZone });
  const sealKey = sealKeyOf(env.TWO_FACTOR_KEY);
  const chatModels = new ChatModelsService({ db, clock, sealKey, timeZone: platformTimeZone, builtin, config: configModelOf(env), tools });
  const chat = new ChatService({ db, clock, allowance, sources: chatModels, timeoutMs: env.AI_TIMEOUT_MS, log: app.log });
  const home = new HomeService({ platform, packages, coupons, wallet });
  const versions = new VersionsService({ db, clock });
  const audit = new AuditService({ db, clock });
  const operatorSecurity = new OperatorSecurityService({ db, clock, platform });
  const adminRoles = new AdminRolesService({ db, clock });
  const twoFactor = new TwoFactorService({ db, clock, audit, throttle, platform, sealKey, log: app.log });
  const redemption = new RedemptionService({ db, clock, ledger, coupons, throttle, audit, sealKey, timeZone: platformTimeZone });
  const admins = new AdminAuthService({
    db,
    clock,
    throttle,
    audit,
    twoFactor,
    security: operatorSecurity,
    log: app.log,
    dataDir: env.DATA_DIR,
  });
  const leases = new LeaseService({ db, clock });
  // The back office.
  const dashboard = new AdminDashboardService({ db, clock, timeZone: platformTimeZone });
  const adminMembers = new AdminMembersService({ db, clock, ledger, idempotency, sessions, codes });
  const adjustments = new AdminAdjustmentsService({ db, clock, ledger });
  const adminConfig = new AdminConfigService({
    db,
    clock,
    platform,
    wallet,
    defaults: {
      chatDailyQuestions: env.CHAT_DAILY_QUESTIONS,
      levelThresholds: env.LEVEL_THRESHOLDS,
      referralRewardRates: env.REFERRAL_REWARD_RATES,
    },
  });
  const catalogue = new AdminCatalogueService({ db, clock });
  const finance = new AdminFinanceService({ db, clock, audit, timeZone: platformTimeZone });
  const csvExports = new AdminCsvExportsService({ db, finance, timeZone: platformTimeZone });
  const exports = new AdminExportsService({ db, finance, timeZone: platformTimeZone });
  const exportJobs = new ExportJobsService({
    db,
    clock,
    sheets: exports,
    finance,
    storage: createStorage(env, 'exports'),
    backgroundRows: env.EXPORT_BACKGROUND_ROWS,
    keepHours: env.EXPORT_KEEP_HOURS,
    runner: leases.holder,
  });
  const services: Services = {
    accounts,
    logins,
    admins,
    adminRoles,
    twoFactor,
    operatorSecurity,
    audit,
    addresses,
    allowance,
    chat,
    chatModels,
    assistantTools: tools,
    checkIn,
    checkInReminders: new CheckInRemindersService({ db, clock, platform, messages, timeZone: platformTimeZone }),
    mall,
    browse,
    reviews,
    orders,
    cart: new CartService({ db, clock, idempotency, placement: orders.placement }),
    coupons,
    couponMessages,
    uuExpiry: new UuExpiryService(walletDeps),
    packages,
    home,
    codes,
    content,
    destinations,
    files,
    idempotency,
    ledger,
    paidActions,
    passwords,
    contactChange,
    platform,
    places,
    rewards,
    maintenance,
    sessions,
    sessionSockets,
    devices,
    signIns,
    team,
    throttle,
    versions,
    wallet,
    transfers: new TransfersService(walletDeps),
    withdrawals: new WithdrawalsService(walletDeps),
    exchange: new ExchangeService(walletDeps),
    topUps: new TopUpsService(walletDeps),
    walletReview: new WalletReviewService(walletDeps),
    statements: new StatementsService(walletDeps),
    storeCodes,
    messages,
    announcements: new AnnouncementsService({ db, clock, messages }),
    leases,
    redemption,
    adminMembers,
    dashboard,
    adjustments,
    adminConfig,
    catalogue,
    adminOrders: new AdminOrdersService({ db, orders }),
    afterSales: new AfterSalesService({ db, clock, ledger, coupons, rewards, messages, files, platform }),
    finance,
    csvExports,
    exports,
    exportJobs,
  };
  return { services, metrics };
}

export type { Services } from './services.types';
