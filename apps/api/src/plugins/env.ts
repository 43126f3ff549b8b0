import { isIP } from 'node:net';
import { z } from 'zod';
import { validThresholds } from '@uu/domain/team-rules';

/**
 * Every setting of the server, read once at start (architecture.md "Configuration").
 * A bad value stops the server with a message naming the variable; nothing else reads process.env.
 */
const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/** An address or a network (`10.0.0.0/8`, `fd00::/8`), or one of proxy-addr's names of ranges. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies' X-Forwarded-For is believed (Fastify's `trustProxy`): `false` (default) none; a
 * number, that many proxies in front (1: the load balancer; the client is the address it saw,
 * the header's last entry); or a comma list of the proxies' addresses and networks (the client
 * is the last address not in the list). `true` is taken as 1: trusting every hop would believe
 * entries the client writes itself (issue 16 #8).
 */
const trustProxy = z
  .string()
  .transform((v) => v.trim())
  .pipe(
    z.union([
      z.enum(['false', '0']).transform(() => false as const),
      z.literal('true').transform(() => 1),
      z
        .string()
        .regex(/^[1-9]\d?$/)
        .transform(Number),
      z
        .string()
        .transform((v) =>
          v
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean),
        )
        .refine(
          (list) => list.length > 0 && list.every(isProxyAddress),
          'must be false, a number of proxies, or a comma list of addresses/CIDRs',
        ),
    ]),
  );

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .regex(/^(sqlite:|postgres(ql)?:\/\/)/, 'must start with sqlite: or postgres://')
      .default('sqlite:./data/app.db'),
    DATA_DIR: z.string().default('./data'),
    /**
     * PostgreSQL: how long to wait for a connection (a new one, or a free one of the pool) before
     * the request is answered SERVICE_BUSY (503). SQLite: how long to wait for the write lock.
     */
    DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
    /**
     * PostgreSQL: the longest a statement may run (the server cancels it), and, a little longer,
     * how long the server waits for an answer from a database that has stopped answering; either
     * way the request is answered SERVICE_BUSY (503). Migrations at start are not limited.
     */
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    /** On SIGTERM: how long in-flight requests may take to finish before their connections are cut. */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis://')
      .optional(),
    /** The prefix of this deployment's Redis keys and channels (request-limit counters, settings broadcast); instances of one deployment share it. */
    REDIS_PREFIX: z
      .string()
      .regex(/^[\w:.-]{0,40}$/, 'letters, digits and _ : . - only')
      .default('uu:'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Where the built member app is; served at `/` when it exists. */
    WEB_DIST: z.string().optional(),
    /** How verification codes leave the server: `outbox` file (development) or `smtp` + an SMS gateway. */
    CODE_SENDER: z.enum(['outbox', 'smtp']).default('outbox'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    SMTP_FROM: z.string().default('UU <no-reply@localhost>'),
    /** An SMS gateway that takes a JSON POST `{ to, text }` with a bearer key. */
    SMS_GATEWAY_URL: z.url().optional(),
    SMS_GATEWAY_KEY: z.string().optional(),
    DEMO_DATA: flag.default(false),
    /**
     * The key of back-office calls (top-up and withdrawal review, the CRC rate, activation) until
     * the admin console's sign-in lands; unset, those calls are closed. At least 24 characters.
     */
    OPERATOR_API_KEY: z.string().min(24).optional(),
    /**
     * Seals operators' two-factor secrets in the database (AES-256-GCM), so a dump of the database
     * alone does not give them away: 32 random bytes, base64 or hex (`openssl rand -base64 32`).
     * Unset, secrets are stored as they are (docs/decisions.md "Operator two-factor sign-in").
     */
    TWO_FACTOR_KEY: z
      .string()
      .refine((v) => /^[0-9a-f]{64}$/i.test(v) || Buffer.from(v, 'base64').length === 32, 'must be 32 bytes, base64 or hex')
      .optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(10).max(128).optional(),
    /** Where the built admin console is served from (`/admin/`); apps/admin/dist by default. */
    ADMIN_DIST: z.string().optional(),
    AI_BASE_URL: z.url().optional(),
    AI_API_KEY: z.string().optional(),
    AI_MODEL: z.string().optional(),
    /** Without a piece of answer for this long, the model is given up on and the question given back. */
    AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
    /**
     * Daily questions per member level 0-5 (comma list), the default of the operator's setting.
     */
    CHAT_DAILY_QUESTIONS: z
      .string()
      .default('3,5,8,10,15,20')
      .transform((v) => v.split(',').map((n) => Number(n.trim())))
      .refine(
        (list) => list.length === 6 && list.every((n) => Number.isInteger(n) && n >= 0 && n <= 10_000),
        'must be six whole numbers, one per level',
      ),
    /**
     * Team performance (whole UU, comma list) for levels 1-5, the default of the operator's
     * `levelThresholds` setting: automatic promotion (docs/decisions.md "Team and referral").
     */
    LEVEL_THRESHOLDS: z
      .string()
      .default('1000,10000,50000,200000,1000000')
      .transform((v) => v.split(',').map((n) => Number(n.trim()) * 100))
      .refine((list) => validThresholds(list), 'must be five rising whole numbers of UU, for levels 1-5'),
    /**
     * A referrer's share of a direct referral's paid orders, in percent with up to two decimals, per
     * level 0-5 of the referrer (comma list); the default of the operator's `referralRewardRates`.
     */
    REFERRAL_REWARD_RATES: z
      .string()
      .default('1,1.5,2,3,4,5')
      .refine((v) => v.split(',').every((n) => /^\d{1,3}(\.\d{1,2})?$/.test(n.trim())), 'must be six percentages, one per level')
      .transform((v) => v.split(',').map((n) => Math.round(Number(n.trim()) * 100)))
      .refine((list) => list.length === 6 && list.every((n) => n <= 10_000), 'must be six percentages of at most 100, one per level'),
    /** Sliding session lifetime (product.md: default 30 days). */
    SESSION_TTL_DAYS: z.coerce.number().positive().max(365).default(30),
    /**
     * How long an instance answers a member's calls from its own copy of the session and account (issue 25);
     * every change drops it at once, on every instance when REDIS_URL is set. 0 asks the database on every call.
     */
    SESSION_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
    /** The platform day for daily allowances, caps and check-in (product.md: default Asia/Taipei). */
    TIME_ZONE: z
      .string()
      .default('Asia/Taipei')
      .refine((tz) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      }, 'must be an IANA time zone'),
    /**
     * API calls per minute per client address, for calls without a signed-in session (0 turns the
     * limit off). Static files are never counted. High enough for a family, an office or a campus
     * behind one NAT address (docs/decisions.md "Request limits").
     */
    RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(3000),
    /** API calls per minute per signed-in member (or operator), wherever they come from. */
    RATE_LIMIT_PER_MEMBER: z.coerce.number().int().min(1).default(600),
    /**
     * Verification codes per client address per platform day. Members behind one carrier NAT or
     * office network share an address; raise it there (the per-destination cap still holds).
     */
    CODES_PER_IP_PER_DAY: z.coerce.number().int().positive().default(30),
    /** product.md: unpaid orders cancel themselves after this many minutes (stock back). */
    ORDER_PAY_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
    /** product.md: shipped orders confirm receipt by themselves after this many days. */
    ORDER_CONFIRM_DAYS: z.coerce.number().int().min(1).max(90).default(10),
    /** Largest JSON body in bytes; uploads have their own limit. */
    BODY_LIMIT: z.coerce
      .number()
      .int()
      .positive()
      .default(256 * 1024),
    /** Behind a load balancer: whose X-Forwarded-For gives the client address (see `trustProxy` above, README). */
    TRUST_PROXY: trustProxy.default(false),
    /**
     * The map tiles of /choose-location and /open-location: a `{z}/{x}/{y}` template (`{s}` for
     * a, b, c subdomains), absolute or a same-origin path. Empty: no tiles, the pages show the
     * coordinates and the address text only. The default asks OpenStreetMap's own tile server
     * (fine for a few members; its usage policy wants a tile provider or your own server beyond that).
     */
    MAP_TILE_URL: z
      .string()
      .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
      .refine(
        (v) => v === '' || (/^(https?:\/\/[^/\s]+)?\/(?!\/)\S*$/.test(v) && ['{z}', '{x}', '{y}'].every((part) => v.includes(part))),
        'must be empty, or an http(s) URL or a path with {z}, {x} and {y}',
      )
      .transform((v) => (v === '' ? null : v)),
    /** The credit the tile source asks for, shown on the map. */
    MAP_TILE_ATTRIBUTION: z.string().max(300).default('© OpenStreetMap contributors'),
    /** The deepest zoom the tile source serves. */
    MAP_MAX_ZOOM: z.coerce.number().int().min(1).max(22).default(19),
    /**
     * Where uploads are kept: `local` (DATA_DIR/uploads) or `s3`, an S3-compatible store (S3, MinIO, R2…) that
     * every instance reads, so a file uploaded through one instance is served by all.
     */
    STORAGE: z.enum(['local', 's3']).default('local'),
    /** The store's address (unset: AWS S3 of S3_REGION). */
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_BUCKET: z.string().optional(),
    /** Unset: the AWS SDK's own credential chain (environment, instance role). */
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** Path-style addresses (`host/bucket/key`): what MinIO and most self-hosted stores want. */
    S3_FORCE_PATH_STYLE: flag.default(true),
    S3_PREFIX: z.string().default('uploads/'),
    /** An export with more rows than this runs in the background (issue 17 item 7); smaller ones download at once. */
    EXPORT_BACKGROUND_ROWS: z.coerce.number().int().min(0).default(5000),
    /** How long a background export's file can be downloaded before it is deleted, in hours. */
    EXPORT_KEEP_HOURS: z.coerce.number().int().min(1).max(720).default(24),
    /** Opens GET /metrics (Prometheus) to `Authorization: Bearer <token>`; unset, it answers 404. 24+ characters. */
    METRICS_TOKEN: z.string().min(24).optional(),
    /**
     * Web Push (issue 21): the VAPID key pair (`npx web-push generate-vapid-keys`), the same on every instance;
     * unset, push is off (the app hides its switch). The subject is a `mailto:` or `https:` contact for push services.
     */
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[\w-]{80,90}$/, 'must be a base64url P-256 public key')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[\w-]{40,46}$/, 'must be a base64url P-256 private key')
      .optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
      .default('mailto:no-reply@localhost'),
    /** Accept plain-HTTP push endpoints (tests with a push service on loopback); real push services are HTTPS. */
    PUSH_ALLOW_HTTP: flag.default(false),
  })
  .superRefine((env, ctx) => {
    if (env.CODE_SENDER === 'smtp' && !env.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required when CODE_SENDER=smtp' });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['VAPID_PRIVATE_KEY'], message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together' });
    }
    if (env.STORAGE === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when STORAGE=s3' });
    }
  });

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

/** Settings whose empty value means something (MAP_TILE_URL= turns the tiles off) rather than "unset". */
const EMPTY_MEANS_SOMETHING = new Set(['MAP_TILE_URL']);

/** Parses a set of variables (process.env by default); throws a ConfigError naming every bad one. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([k, v]) => v !== undefined && (v !== '' || EMPTY_MEANS_SOMETHING.has(k))),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/**
 * The configuration of a process that starts from the command line (the server, ledger:verify):
 * a bad value prints which variables are wrong and exits 1, without a stack trace.
 */
export function parseEnvOrExit(): Env {
  try {
    return parseEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
