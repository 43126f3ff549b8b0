import path from 'node:path';
import { fileURLToPath } from 'node:url';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { OrderStatus } from '@uu/contract/orders';
import { routes } from '@uu/contract/routes';
import { connect, migrateToLatest, pendingMigrations } from './db/connect';
import type { Db } from './db/database';
import { withStartLock } from './db/start-lock';
import { systemClock, type Clock } from './lib/clock';
import { AppError } from './lib/app-error';
import { defineRoute } from './lib/route';
import { serializerCompiler } from './lib/serializer';
import { registerAccountsRoutes } from './modules/accounts/accounts.routes';
import { AccountsService } from './modules/accounts/accounts.service';
import { PaidActionGuard } from './modules/accounts/paid-action-guard';
import { PasswordsService } from './modules/accounts/passwords.service';
import { OutboxSender, SmtpSmsSender, type CodeSender } from './modules/codes/code-sender';
import { registerCodesRoutes } from './modules/codes/codes.routes';
import { CodesService } from './modules/codes/codes.service';
import { registerContentRoutes } from './modules/content/content.routes';
import { ContentService } from './modules/content/content.service';
import { registerFilesRoutes } from './modules/files/files.routes';
import { countByStatus } from './modules/admin-orders/admin-orders.repository';
import { pendingReviews } from './modules/admin-members/admin-members.repository';
import { createStorage } from './modules/files/storage';
import { LeaseService, type JobOutcome } from './modules/jobs/lease.service';
import { FilesService } from './modules/files/files.service';
import { registerAddressesRoutes } from './modules/addresses/addresses.routes';
import { AddressesService } from './modules/addresses/addresses.service';
import { AllowanceService } from './modules/chat/allowance.service';
import { registerMallRoutes } from './modules/mall/mall.routes';
import { registerPlacesRoutes } from './modules/places/places.routes';
import { PlacesService } from './modules/places/places.service';
import { MallService } from './modules/mall/mall.service';
import { registerOrdersRoutes } from './modules/mall/orders.routes';
import { OrdersService } from './modules/mall/orders.service';
import { registerCouponsRoutes } from './modules/coupons/coupons.routes';
import { registerPackagesRoutes } from './modules/packages/packages.routes';
import { registerHomeRoutes } from './modules/home/home.routes';
import { HomeService } from './modules/home/home.service';
import { PackagesService } from './modules/packages/packages.service';
import { CouponsService } from './modules/coupons/coupons.service';
import { BuiltinSource, ModelSource } from './modules/chat/answer-sources';
import { registerChatRoutes } from './modules/chat/chat.routes';
import { ChatService } from './modules/chat/chat.service';
import { registerChatSocket } from './modules/chat/chat.socket';
import { CheckInService } from './modules/chat/check-in.service';
import { IdempotencyService } from './modules/wallet/idempotency';
import { LedgerService } from './modules/wallet/ledger';
import { PayoutDestinations } from './modules/wallet/payout-destinations.service';
import { registerWalletRoutes } from './modules/wallet/wallet.routes';
import { WalletService } from './modules/wallet/wallet.service';
import { ExchangeService } from './modules/wallet/exchange.service';
import { TopUpsService } from './modules/wallet/topups.service';
import { TransfersService } from './modules/wallet/transfers.service';
import { WalletReviewService } from './modules/wallet/wallet-review.service';
import { WithdrawalsService } from './modules/wallet/withdrawals.service';
import { MaintenanceService } from './modules/platform/maintenance.service';
import { PlatformService } from './modules/platform/platform.service';
import { SettingsBroadcast } from './modules/platform/settings-broadcast';
import { RewardsService } from './modules/team/rewards.service';
import { registerTeamRoutes } from './modules/team/team.routes';
import { TeamService } from './modules/team/team.service';
import { SessionsService } from './modules/sessions/sessions.service';
import { ThrottleService } from './modules/throttle/throttle.service';
import { registerVersionsRoutes } from './modules/versions/versions.routes';
import { VersionsService } from './modules/versions/versions.service';
import { AdminAuthService } from './modules/admin/admin-auth.service';
import { registerAdminRoutes } from './modules/admin/admin.routes';
import { registerAdminMembersRoutes } from './modules/admin-members/admin-members.routes';
import { registerAdminCatalogueRoutes } from './modules/admin-catalogue/admin-catalogue.routes';
import { registerAdminOrdersRoutes } from './modules/admin-orders/admin-orders.routes';
import { registerAdminFinanceRoutes } from './modules/admin-finance/admin-finance.routes';
import { registerAdminConfigRoutes } from './modules/admin-config/admin-config.routes';
import { StoreCodesService } from './modules/store-codes/store-codes.service';
import { registerStoreCodesRoutes } from './modules/store-codes/store-codes.routes';
import { auditLoaders } from './modules/admin/audit-targets';
import { AuditService } from './modules/admin/audit.service';
import { registerAdminAudit } from './plugins/admin-audit';
import { registerAuth, requestIdentity } from './plugins/auth';
import { registerClientHeaders } from './plugins/client-headers';
import { registerDocs } from './plugins/docs';
import type { Env } from './plugins/env';
import { registerDraining, registerEnvelope } from './plugins/envelope';
import { registerLocale } from './plugins/locale';
import { registerMaintenance } from './plugins/maintenance';
import { createMetrics, registerMetrics } from './plugins/metrics';
import { registerRequestId, requestIdOptions } from './plugins/request-id';
import { registerSecurity } from './plugins/security';
import { registerWeb } from './plugins/web';

export type Services = {
  accounts: AccountsService;
  /** Operator accounts and their sessions (the admin console). */
  admins: AdminAuthService;
  audit: AuditService;
  codes: CodesService;
  content: ContentService;
  files: FilesService;
  /** The activation and payment-password checks every value-moving call makes first. */
  paidActions: PaidActionGuard;
  passwords: PasswordsService;
  ledger: LedgerService;
  wallet: WalletService;
  allowance: AllowanceService;
  addresses: AddressesService;
  mall: MallService;
  orders: OrdersService;
  coupons: CouponsService;
  packages: PackagesService;
  home: HomeService;
  chat: ChatService;
  checkIn: CheckInService;
  destinations: PayoutDestinations;
  platform: PlatformService;
  /** Team performance, promotion and referral rewards: what sells calls it (orders; packages with issue 7). */
  rewards: RewardsService;
  /** The maintenance switch, cached briefly: every member request reads it. */
  maintenance: MaintenanceService;
  sessions: SessionsService;
  team: TeamService;
  throttle: ThrottleService;
  versions: VersionsService;
  /** The stores' rotating self-service write-off codes. */
  storeCodes: StoreCodesService;
};

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    db: Db;
    clock: Clock;
    services: Services;
    /** The background jobs: what the timers run, callable by tests (each under its lease). */
    jobs: { run(name: JobName): Promise<JobOutcome>; holder: string };
  }
}

type JobName = 'orders' | 'housekeeping';

export type AppOptions = {
  env: Env;
  /** Tests pass a clock they can move. */
  clock?: Clock;
  /** Tests pass a sender that fails, to see that nothing is stored. */
  codeSender?: CodeSender;
  /** PostgreSQL schema (tests give each run its own). */
  dbSchema?: string;
  logger?: FastifyServerOptions['logger'];
};

const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/web/dist, seen from apps/api/src (tests) and from apps/api/dist (the built server) alike. */
const defaultWebDist = path.resolve(here, '../../web/dist');
const defaultAdminDist = path.resolve(here, '../../admin/dist');

/** Secrets never reach a log: not in headers, not in query strings (spec §7 GET calls may carry them). */
const SECRET_QUERY = /([?&](?:password|payPassword|verification|code|token|satoken)=)[^&]*/gi;

export function loggerOptions(env: Env): FastifyServerOptions['logger'] {
  return {
    level: env.LOG_LEVEL,
    redact: {
      paths: [
        'req.headers.satoken',
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-operator-key"]',
        'req.headers["x-admin-token"]',
        '*.password',
        '*.confirmPassword',
        '*.payPassword',
        '*.verification',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string }) {
        return { method: request.method, url: request.url.replace(SECRET_QUERY, '$1[redacted]'), ip: request.ip };
      },
    },
  };
}

/**
 * TRUST_PROXY for Fastify. A hop count becomes "the first n hops are proxies" (Fastify itself
 * refuses to trust by count); a list of addresses and networks is Fastify's own form.
 */
export function trustProxyOption(setting: Env['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}

/** The whole server as a Fastify instance that has not started listening (tests call inject()). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(env),
    bodyLimit: env.BODY_LIMIT,
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true },
    ...requestIdOptions(env.TRUST_PROXY),
    // While shutting down, requests are refused with our envelope (plugins/envelope.ts), not Fastify's body.
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const timeouts = { connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS, statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS };
  // A connection that breaks (the database restarted) is dropped and replaced: said, not fatal.
  const onConnectionError = (err: Error) => app.log.warn({ err }, 'database connection lost');
  if (!env.DATABASE_URL.startsWith('sqlite:')) {
    // Migrations may take longer than a request's statement: they run on a connection without the limit.
    // Two connections: one holds the start lock (db/start-lock.ts) while the migrator works on the other.
    const migrating = connect({ url: env.DATABASE_URL, schema: options.dbSchema, poolSize: 2, onConnectionError });
    try {
      // Instances starting together on one empty database migrate one at a time (issue 16 #6).
      await withStartLock(migrating, () => migrateToLatest(migrating));
    } finally {
      await migrating.close();
    }
  }
  const db = connect({ url: env.DATABASE_URL, schema: options.dbSchema, ...timeouts, onConnectionError });
  app.addHook('onClose', () => db.close());
  if (db.dialect === 'sqlite') await withStartLock(db, () => migrateToLatest(db));

  const sender =
    options.codeSender ??
    (env.CODE_SENDER === 'smtp'
      ? new SmtpSmsSender({
          smtpUrl: env.SMTP_URL ?? '',
          from: env.SMTP_FROM,
          smsUrl: env.SMS_GATEWAY_URL,
          smsKey: env.SMS_GATEWAY_KEY,
        })
      : new OutboxSender(env.DATA_DIR, app.log));
  const throttle = new ThrottleService({ db, clock });
  const sessions = new SessionsService({ db, clock, ttlDays: env.SESSION_TTL_DAYS });
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
    app.addHook('onClose', async () => broadcast.close());
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
  const files = new FilesService({ db, clock, throttle, storage: createStorage(env) });
  const coupons = new CouponsService({ db, clock, platform });
  const accounts = new AccountsService({ db, clock, codes, sessions, throttle, platform, files, onRegistered: (id) => coupons.welcome(id), log: app.log });
  const paidActions = new PaidActionGuard({ db, clock });
  const passwords = new PasswordsService({ db, clock, codes, sessions, throttle, guard: paidActions });
  const content = new ContentService({ db, clock, platform });
  const metrics = createMetrics({
    pool: () => db.poolStats?.(),
    sockets: () => app.websocketServer?.clients.size ?? 0,
    queues: async () => {
      const [reviews, orderCounts] = await Promise.all([pendingReviews(db.kysely), countByStatus(db.kysely, {})]);
      return { topups: reviews.topUps, withdrawals: reviews.withdrawals, orders_to_ship: orderCounts[OrderStatus.waitingDelivery] ?? 0 };
    },
  });
  const ledger = new LedgerService({ clock, onPosted: (type) => metrics.posted(type) });
  const idempotency = new IdempotencyService({ db, clock });
  app.addHook('onClose', async () => idempotency.close());
  const destinations = new PayoutDestinations({ db, clock });
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
    timeZone: platformTimeZone,
  };
  const wallet = new WalletService(walletDeps);
  const money = {
    wallet,
    transfers: new TransfersService(walletDeps),
    withdrawals: new WithdrawalsService(walletDeps),
    exchange: new ExchangeService(walletDeps),
    topUps: new TopUpsService(walletDeps),
    review: new WalletReviewService(walletDeps),
  };
  const allowance = new AllowanceService({
    db,
    clock,
    platform,
    timeZone: platformTimeZone,
    defaultPerLevel: env.CHAT_DAILY_QUESTIONS,
  });
  const checkIn = new CheckInService({ db, clock, platform, ledger, allowance, coupons, timeZone: platformTimeZone });
  const source =
    env.AI_BASE_URL && env.AI_MODEL
      ? new ModelSource({ baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL })
      : new BuiltinSource({ extraPassages: (locale) => content.assistantPassages(locale) });
  const chat = new ChatService({ db, clock, allowance, source, timeoutMs: env.AI_TIMEOUT_MS, log: app.log });
  const addresses = new AddressesService({ db, clock, files, timeZone: platformTimeZone });
  const mall = new MallService({ db, clock });
  const packages = new PackagesService({ db, clock });
  const places = new PlacesService({ tileUrl: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION, maxZoom: env.MAP_MAX_ZOOM });
  const team = new TeamService({
    db,
    clock,
    platform,
    timeZone: platformTimeZone,
    defaults: { thresholds: env.LEVEL_THRESHOLDS, ratesBps: env.REFERRAL_REWARD_RATES },
  });
  const rewards = new RewardsService({ db, clock, ledger, settings: (trx) => team.settings(trx) });
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
    timeZone: platformTimeZone,
    payWithinMinutes: () => platform.runtime().orderPayMinutes,
    confirmAfterDays: () => platform.runtime().orderConfirmDays,
  });
  const home = new HomeService({ platform, packages, coupons, wallet });
  const versions = new VersionsService({ db, clock });
  const audit = new AuditService({ db, clock });
  const admins = new AdminAuthService({ db, clock, throttle, audit, log: app.log, dataDir: env.DATA_DIR });
  const services: Services = {
    accounts,
    admins,
    audit,
    addresses,
    allowance,
    chat,
    checkIn,
    mall,
    orders,
    coupons,
    packages,
    home,
    codes,
    content,
    destinations,
    files,
    ledger,
    paidActions,
    passwords,
    platform,
    rewards,
    maintenance,
    sessions,
    team,
    throttle,
    versions,
    wallet,
    storeCodes,
  };

  app.decorate('env', env);
  app.decorate('db', db);
  app.decorate('clock', clock);
  app.decorate('services', services);

  registerLocale(app);
  registerEnvelope(app);
  registerRequestId(app);
  registerMetrics(app, metrics, env.METRICS_TOKEN);
  const draining = registerDraining(app);
  const rateLimitStatus = await registerSecurity(app, env, requestIdentity(sessions, admins));
  await registerDocs(app);
  registerClientHeaders(app);
  // spec §7: the chat-history listing is sent as a form.
  await app.register(formbody);
  // Before auth: during maintenance a member call is answered before its token is looked at.
  registerMaintenance(app, maintenance);
  registerAuth(app, sessions, admins, env.OPERATOR_API_KEY);
  registerAdminAudit(app, audit, auditLoaders(db));

  // Liveness only: a database that is away is /ready's business (a restart would not bring it back).
  defineRoute(app, routes.health, async () => ({ status: 'ok' as const, database: db.dialect, uptimeSeconds: Math.round(process.uptime()) }));
  defineRoute(app, routes.ready, async () => {
    const pending = await pendingMigrations(db).catch((err: unknown) => {
      app.log.warn({ err }, 'readiness: database unreachable');
      return null;
    });
    const readiness = {
      database: pending === null ? ('down' as const) : ('ok' as const),
      migrations: pending === null ? ('unknown' as const) : pending > 0 ? ('pending' as const) : ('done' as const),
      ...rateLimitStatus(),
      draining: draining(),
    };
    const ready = pending === 0 && readiness.redis !== 'down' && !readiness.draining;
    if (!ready) throw new AppError('SERVICE_BUSY', { status: 503, data: { ready, ...readiness } });
    return { ready, ...readiness };
  });
  registerAccountsRoutes(app, accounts, passwords);
  await registerFilesRoutes(app, files);
  registerWalletRoutes(app, money, destinations, accounts);
  registerChatRoutes(app, chat, checkIn);
  registerAddressesRoutes(app, addresses);
  registerMallRoutes(app, mall);
  registerOrdersRoutes(app, orders);
  registerCouponsRoutes(app, coupons);
  registerPackagesRoutes(app, packages, orders);
  registerHomeRoutes(app, home);
  registerTeamRoutes(app, team);
  await registerChatSocket(app, sessions, chat, maintenance);
  registerCodesRoutes(app, codes);
  registerContentRoutes(app, content, maintenance);
  registerPlacesRoutes(app, places);
  registerVersionsRoutes(app, versions);
  registerAdminRoutes(app, admins, audit);
  registerAdminMembersRoutes(app);
  registerAdminCatalogueRoutes(app);
  registerAdminOrdersRoutes(app);
  registerAdminFinanceRoutes(app);
  registerAdminConfigRoutes(app);
  registerStoreCodesRoutes(app);
  await registerWeb(app, env.WEB_DIST ? path.resolve(env.WEB_DIST) : defaultWebDist);
  await registerWeb(app, env.ADMIN_DIST ? path.resolve(env.ADMIN_DIST) : defaultAdminDist, '/admin/');

  await withStartLock(db, async () => {
    await content.ensureDefaultAgreements();
    await content.ensureDefaultContent();
    await addresses.ensureRegions();
    await versions.ensureFirstRelease();
  });

  // Background jobs run once across instances, each under its lease (modules/jobs): orders past their payment
  // time cancel themselves and shipped ones confirm themselves every minute; old codes, counters and sessions are
  // deleted hourly. Each job is idempotent besides (every transition is conditional on the state it leaves).
  // A lease lasts one and a half periods: the holder's next tick renews it before anyone else may take it, and
  // another instance takes over within one and a half periods of the holder's end.
  const leases = new LeaseService({ db, clock });
  const jobs: Record<JobName, () => Promise<JobOutcome>> = {
    orders: () => leases.runOnce('orders-sweep', 90_000, () => orders.sweep()),
    housekeeping: () =>
      leases.runOnce('housekeeping', 90 * 60_000, () => Promise.all([codes.purgeOld(), throttle.purgeExpired(), sessions.purgeStale()])),
  };
  const runJob = (name: JobName): Promise<JobOutcome> =>
    jobs[name]().then(
      (outcome) => {
        metrics.sweep(name, outcome);
        return outcome;
      },
      (err: unknown) => {
        metrics.sweep(name, 'error');
        app.log.error({ err, job: name }, 'background job failed');
        return 'error' as const;
      },
    );
  app.decorate('jobs', { run: runJob, holder: leases.holder });
  const timers = [setInterval(() => void runJob('orders'), 60_000), setInterval(() => void runJob('housekeeping'), 3600_000)];
  for (const timer of timers) timer.unref();
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
  });

  return app;
}
