import path from 'node:path';
import { fileURLToPath } from 'node:url';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { routes } from '@uu/contract/routes';
import { connect, migrateToLatest, pendingMigrations } from './db/connect';
import type { Db } from './db/database';
import { withStartLock } from './db/start-lock';
import { systemClock, type Clock } from './lib/clock';
import { AppError } from './lib/app-error';
import { lazyRequestLogger } from './lib/request-logger';
import { defineRoute } from './lib/route';
import { serializerCompiler } from './lib/serializer';
import { registerAccountsRoutes } from './modules/accounts/accounts.routes';
import { registerDevicesRoutes } from './modules/devices/devices.routes';
import { registerRedemptionRoutes } from './modules/redemption/redemption.routes';
import { registerCodesRoutes } from './modules/codes/codes.routes';
import { registerContentRoutes } from './modules/content/content.routes';
import { registerFilesRoutes } from './modules/files/files.routes';
import { registerAddressesRoutes } from './modules/addresses/addresses.routes';
import { registerMallRoutes } from './modules/mall/mall.routes';
import { registerBrowseRoutes } from './modules/browse/browse.routes';
import { registerReviewsRoutes } from './modules/reviews/reviews.routes';
import { registerPlacesRoutes } from './modules/places/places.routes';
import { registerCartRoutes } from './modules/mall/cart.routes';
import { registerOrdersRoutes } from './modules/mall/orders.routes';
import { registerAfterSalesRoutes } from './modules/after-sales/after-sales.routes';
import { registerCouponsRoutes } from './modules/coupons/coupons.routes';
import { registerMessagesRoutes } from './modules/messages/messages.routes';
import { registerPackagesRoutes } from './modules/packages/packages.routes';
import { registerHomeRoutes } from './modules/home/home.routes';
import { registerChatRoutes } from './modules/chat/chat.routes';
import { registerChatSocket } from './modules/chat/chat.socket';
import { registerWalletRoutes } from './modules/wallet/wallet.routes';
import { registerTeamRoutes } from './modules/team/team.routes';
import { registerVersionsRoutes } from './modules/versions/versions.routes';
import { registerAdminRoutes } from './modules/admin/admin.routes';
import { registerAdminMembersRoutes } from './modules/admin-members/admin-members.routes';
import { registerAdminCatalogueRoutes } from './modules/admin-catalogue/admin-catalogue.routes';
import { registerAdminOrdersRoutes } from './modules/admin-orders/admin-orders.routes';
import { registerAdminFinanceRoutes } from './modules/admin-finance/admin-finance.routes';
import { registerAdminConfigRoutes } from './modules/admin-config/admin-config.routes';
import { registerAdminChatRoutes } from './modules/chat-models/admin-chat.routes';
import { registerAnnouncementsRoutes } from './modules/announcements/announcements.routes';
import { registerStoreCodesRoutes } from './modules/store-codes/store-codes.routes';
import { auditLoaders } from './modules/admin/audit-targets';
import { registerAdminAudit } from './plugins/admin-audit';
import { registerAuth, requestIdentity } from './plugins/auth';
import { registerClientHeaders } from './plugins/client-headers';
import { registerDocs } from './plugins/docs';
import type { Env } from './plugins/env';
import { registerDraining, registerEnvelope } from './plugins/envelope';
import { registerLocale } from './plugins/locale';
import { registerMaintenance } from './plugins/maintenance';
import { registerMetrics } from './plugins/metrics';
import { registerRequestId, requestIdOptions } from './plugins/request-id';
import { pageContentSecurityPolicy, registerSecurity } from './plugins/security';
import { registerWeb } from './plugins/web';
import { buildServices, type Services } from './services';
import type { CodeSender } from './modules/codes/code-sender';
import type { JobOutcome } from './modules/jobs/lease.service';

export type { Services } from './services';

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

type JobName =
  | 'orders'
  | 'housekeeping'
  | 'exports'
  | 'announcements'
  | 'couponReminders'
  | 'deliveries'
  | 'uuExpiry'
  | 'referralRewards'
  | 'checkInReminders';

export type AppOptions = {
  env: Env;
  /** Tests pass a clock they can move. */
  clock?: Clock;
  /** Tests pass a sender that fails, to see that nothing is stored. */
  codeSender?: CodeSender;
  /** PostgreSQL schema (tests give each run its own). */
  dbSchema?: string;
  logger?: FastifyServerOptions['logger'];
  /**
   * Run the periodic jobs on real-time timers (the default). Tests on a manual clock turn this off and run each job
   * with `app.jobs.run`: a real-time timer on a frozen clock would take a lease at a moment the test cannot see, and
   * two instances whose manual clocks drifted apart by more than a lease (each new test member moves one by a minute)
   * would then both hold it.
   */
  schedule?: boolean;
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
    // A request's logger becomes pino's child only when the request writes a line (lib/request-logger.ts).
    childLoggerFactory: lazyRequestLogger,
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

  const { services, metrics } = await buildServices({ app, env, db, clock, codeSender: options.codeSender });
  const {
    sessions,
    admins,
    audit,
    maintenance,
    content,
    addresses,
    versions,
    orders,
    codes,
    throttle,
    leases,
    signIns,
    exportJobs,
    couponMessages,
  } = services;

  app.decorate('env', env);
  app.decorate('db', db);
  app.decorate('clock', clock);
  app.decorate('services', services);

  registerLocale(app);
  registerEnvelope(app);
  registerRequestId(app);
  registerMetrics(app, metrics, env.METRICS_TOKEN);
  const draining = registerDraining(app);
  const rateLimitStatus = registerSecurity(app, env, requestIdentity(sessions, admins));
  await registerDocs(app);
  registerClientHeaders(app);
  // spec §7: the chat-history listing is sent as a form.
  await app.register(formbody);
  // Before auth: during maintenance a member call is answered before its token is looked at.
  registerMaintenance(app, maintenance);
  registerAuth(app, sessions, admins, env.OPERATOR_API_KEY);
  registerAdminAudit(app, audit, auditLoaders(db));

  // Liveness only: a database that is away is /ready's business (a restart would not bring it back).
  defineRoute(app, routes.health, () =>
    Promise.resolve({
      status: 'ok' as const,
      database: db.dialect,
      uptimeSeconds: Math.round(process.uptime()),
    }),
  );
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
  registerAccountsRoutes(app);
  registerDevicesRoutes(app);
  registerRedemptionRoutes(app);
  await registerFilesRoutes(app);
  registerWalletRoutes(
    app,
    {
      wallet: services.wallet,
      transfers: services.transfers,
      withdrawals: services.withdrawals,
      exchange: services.exchange,
      topUps: services.topUps,
      review: services.walletReview,
    },
    services.destinations,
    services.accounts,
  );
  registerChatRoutes(app);
  registerAddressesRoutes(app, addresses);
  registerMallRoutes(app, services.mall, services.browse);
  registerBrowseRoutes(app, services.browse);
  registerReviewsRoutes(app, services.reviews);
  registerOrdersRoutes(app, orders, services.afterSales);
  registerAfterSalesRoutes(app, services.afterSales);
  registerCartRoutes(app, services.cart);
  registerCouponsRoutes(app, services.coupons);
  registerMessagesRoutes(app, services.messages);
  registerPackagesRoutes(app, services.packages, orders);
  registerHomeRoutes(app);
  registerTeamRoutes(app);
  await registerChatSocket(app);
  registerCodesRoutes(app);
  registerContentRoutes(app);
  registerPlacesRoutes(app);
  registerVersionsRoutes(app);
  registerAdminRoutes(app);
  registerAdminMembersRoutes(app);
  registerAdminCatalogueRoutes(app);
  registerAdminOrdersRoutes(app);
  registerAdminFinanceRoutes(app);
  registerAdminConfigRoutes(app);
  registerAnnouncementsRoutes(app);
  registerAdminChatRoutes(app);
  registerStoreCodesRoutes(app);
  await registerWeb(app, env.WEB_DIST ? path.resolve(env.WEB_DIST) : defaultWebDist, '/', (scripts) =>
    pageContentSecurityPolicy(env.MAP_TILE_URL, scripts),
  );
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
  const jobs: Record<JobName, () => Promise<JobOutcome>> = {
    orders: () => leases.runOnce('orders-sweep', 90_000, () => orders.sweep()),
    // Scheduled announcements go out within half a minute of their time (each once: a conditional update).
    announcements: () => leases.runOnce('announcements', 45_000, () => services.announcements.sendDue()),
    housekeeping: () =>
      leases.runOnce('housekeeping', 90 * 60_000, () =>
        Promise.all([codes.purgeOld(), throttle.purgeExpired(), sessions.purgeStale(), signIns.purgeOld(), exportJobs.purgeExpired()]),
      ),
    // Queued background exports (modules/admin-finance/export-jobs.service.ts), looked for every few seconds; each job
    // is also claimed by a conditional update, so a file is written once even if two instances looked at once.
    exports: () => leases.runOnce('exports', 15_000, () => exportJobs.runPending()),
    // Coupons expiring within three days, each reminded of once (a mark on the copy): hourly, so a copy
    // given with less than a day left is reminded of too; a daily run would miss it (decisions.md).
    couponReminders: () => leases.runOnce('coupon-reminders', 90 * 60_000, () => couponMessages.remindExpiring()),
    // A message's Web Push, email and SMS deliveries (the outbox written with it), due ones every 15 s; each delivery
    // is also claimed by a conditional update, and a failing one waits its back-off without holding up the others.
    deliveries: () => leases.runOnce('message-deliveries', 45_000, () => services.messages.outside.runDue()),
    // Expiring UU (issue 24): lots expire at the start of a platform day; the hourly run takes the day's due lots
    // in its first run after midnight (one ledger transaction per member) and sends the 30- and 7-day reminders,
    // each once per lot. Later runs that day find nothing: every step is conditional on the lots (decisions.md).
    uuExpiry: () => leases.runOnce('uu-expiry', 90 * 60_000, () => services.uuExpiry.sweep()),
    // Referral rewards (issue 24): pending ones whose order's after-sales window has passed become available (paid
    // through the ledger), every ten minutes; each once, by a conditional update (modules/team/rewards.service.ts).
    referralRewards: () => leases.runOnce('referral-rewards', 15 * 60_000, () => services.rewards.releaseDue()),
    // The opt-in check-in reminder (issue 24), looked for every five minutes: once the platform day reaches the
    // operator's time, members not checked in get it, each once a day (a conditional mark in the message's transaction).
    checkInReminders: () => leases.runOnce('check-in-reminders', 450_000, () => services.checkInReminders.sendDue()),
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
  const timers =
    options.schedule === false
      ? []
      : [
          setInterval(() => void runJob('orders'), 60_000),
          setInterval(() => void runJob('housekeeping'), 3600_000),
          setInterval(() => void runJob('exports'), 5_000),
          setInterval(() => void runJob('announcements'), 30_000),
          setInterval(() => void runJob('couponReminders'), 3600_000),
          setInterval(() => void runJob('deliveries'), 15_000),
          setInterval(() => void runJob('uuExpiry'), 3600_000),
          setInterval(() => void runJob('referralRewards'), 10 * 60_000),
          setInterval(() => void runJob('checkInReminders'), 300_000),
        ];
  for (const timer of timers) timer.unref();
  app.addHook('onClose', () => {
    for (const timer of timers) clearInterval(timer);
  });

  return app;
}
