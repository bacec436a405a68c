/**
 * Every environment variable the server reads, typed, with its default.
 * Nothing else in the codebase reads `process.env`: add a variable here,
 * document it in docs/configuration.md, and pass the value down.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z as zod } from 'zod';

const port = zod.coerce.number().int().min(1).max(65535);

const schema = zod.object({
  NODE_ENV: zod.enum(['development', 'production', 'test']).default('development'),
  /** Port of the HTTP server (API, WebSocket and web app on one port). */
  PORT: port.default(3000),
  /** Interface to listen on. */
  HOST: zod.string().min(1).default('0.0.0.0'),
  /** Public address of the site, used in links sent by email and in redirects. */
  PUBLIC_URL: zod.url().optional(),
  /** Other origins whose pages may send writes with the site's cookie (comma list), e.g. a dev server. */
  TRUSTED_ORIGINS: zod
    .string()
    .transform((value, ctx) => {
      const origins: string[] = [];
      for (const item of value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)) {
        try {
          origins.push(new URL(item).origin);
        } catch {
          ctx.addIssue({ code: 'custom', message: `not a URL: ${item}` });
        }
      }
      return origins;
    })
    .optional(),
  /** External PostgreSQL. When unset, an embedded PostgreSQL is started in DATA_DIR. */
  DATABASE_URL: zod.string().min(1).optional(),
  /** Connections per instance in the pool. */
  DATABASE_POOL_MAX: zod.coerce.number().int().min(1).max(200).default(10),
  /** Folder for the embedded database (and, later, local media). */
  DATA_DIR: zod.string().min(1).default('./data'),
  /** Port of the embedded PostgreSQL (never 5432, which a system server may hold). */
  EMBEDDED_PG_PORT: port.default(54329),
  /** Folder of the built web app served at /. */
  WEB_DIST_DIR: zod.string().min(1).default('./dist/web'),
  /**
   * Folder of the built server renderer (entry-server.js), which draws the
   * pages' first screen as HTML. Missing: pages are drawn by the browser alone.
   */
  SSR_DIST_DIR: zod.string().min(1).default('./dist/ssr'),
  /** One of: debug, info, warn, error. */
  LOG_LEVEL: zod.enum(['debug', 'info', 'warn', 'error']).default('info'),
  /** json: one JSON object per line (production's default); pretty: readable lines (elsewhere). */
  LOG_FORMAT: zod.enum(['json', 'pretty']).optional(),
  /** Stripe secret key (sk_test_... or sk_live_...). Unset: the local test checkout. */
  STRIPE_SECRET_KEY: zod.string().min(1).optional(),
  /** Signing secret of the Stripe webhook endpoint /api/donations/webhook (whsec_...). */
  STRIPE_WEBHOOK_SECRET: zod.string().min(1).optional(),
  /** Another Stripe API address (a local stub or stripe-mock), e.g. http://127.0.0.1:12111. */
  STRIPE_API_URL: zod.url().optional(),
  /**
   * Signs sessions and encrypts signing keys; the same on every instance. Required in
   * production. Unset outside production: a random one generated on first start and kept
   * in DATA_DIR/auth-secret (owner-only).
   */
  AUTH_SECRET: zod.string().min(32, 'must be at least 32 characters').optional(),
  /** SMTP server for outgoing mail, e.g. smtps://user:pass@smtp.example.com:465. Unset: the dev mailbox. */
  SMTP_URL: zod.string().min(1).optional(),
  /** Sender of outgoing mail. */
  MAIL_FROM: zod.string().min(3).default('Habesha Community <no-reply@habesha.local>'),
  /** Trust X-Forwarded-For from the load balancer for client addresses (rate limits). */
  TRUST_PROXY: zod.enum(['true', 'false']).default('false'),
  /** Sign-in, sign-up, magic link and reset attempts allowed per window, per client address. */
  AUTH_RATE_LIMIT_PER_IP: zod.coerce.number().int().min(1).default(30),
  /** The same per email address. */
  AUTH_RATE_LIMIT_PER_EMAIL: zod.coerce.number().int().min(1).default(5),
  /** Interval of realtime heartbeats (and session re-checks of open sockets), in milliseconds. */
  REALTIME_HEARTBEAT_MS: zod.coerce.number().int().min(100).default(25_000),
  /**
   * How long an answer every signed-out reader shares (browse, home rows, one listing, a
   * page drawn by the server) is reused, in milliseconds; 0 turns the cache off. Listing
   * writes drop it on every instance.
   */
  PUBLIC_CACHE_MS: zod.coerce.number().int().min(0).max(60_000).default(5_000),
  /** Open realtime sockets allowed per client address on one instance (many people can share an address). */
  REALTIME_MAX_SOCKETS_PER_ADDRESS: zod.coerce.number().int().min(1).default(200),
  /** Donation checkouts one client address may start per 10 minutes (card-testing protection). */
  DONATION_CHECKOUTS_PER_IP: zod.coerce.number().int().min(1).default(20),
  /** Lifetime of bearer JWTs from /api/auth/token, in seconds. */
  AUTH_JWT_TTL_SECONDS: zod.coerce.number().int().min(1).default(900),
  /** Length of the rate-limit window in seconds. */
  AUTH_RATE_LIMIT_WINDOW_SECONDS: zod.coerce.number().int().min(1).default(60),
  /** Folder of uploaded photos when no S3 bucket is set. Default: DATA_DIR/media. */
  MEDIA_DIR: zod.string().min(1).optional(),
  /** S3-compatible bucket for photos (AWS S3, MinIO, R2...). Unset: the local MEDIA_DIR. */
  S3_BUCKET: zod.string().min(1).optional(),
  /** The S3 endpoint, e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000. */
  S3_ENDPOINT: zod.url().optional(),
  S3_REGION: zod.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: zod.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: zod.string().min(1).optional(),
  /** Largest photo file accepted by the server, in megabytes (browsers compress to ~0.2 MB first). */
  PHOTO_MAX_UPLOAD_MB: zod.coerce.number().min(0.1).max(50).default(10),
  /** Map tiles ({z}/{x}/{y} template). 'none': no tiles, only the built-in outline map (fully offline). */
  TILE_URL: zod
    .string()
    .min(1)
    .refine(
      (url) => url === 'none' || /^(https?:\/\/|\/)/.test(url),
      'must be an http(s) URL, a path or none',
    )
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** Attribution shown on maps for the tiles. */
  TILE_ATTRIBUTION: zod.string().min(1).default('© OpenStreetMap contributors'),
  /** A Nominatim-compatible search service for street addresses. Unset: the city's centre from the offline gazetteer. */
  GEOCODER_URL: zod.url().optional(),
  /** Accounts (comma list of emails) that may run the seed page /admin/seed. Default: none. */
  ADMIN_EMAILS: zod.string().optional(),
  /** Days a listing stays up after it was posted or last renewed (issue #44); its owner is told a week before. */
  LISTING_EXPIRY_DAYS: zod.coerce.number().int().min(8).max(3650).default(45),
  /** How often the expiry sweep and the saved searches' daily digest run, in milliseconds. */
  LISTING_SWEEP_INTERVAL_MS: zod.coerce.number().int().min(1000).default(60_000),
  /** Seed demo data into an empty database at start: 1 or 0. Default 1, except in production. */
  DEMO_SEED: zod.enum(['0', '1']).optional(),
  /** Background jobs this instance runs at once (the job queue, docs/decisions/0010-job-queue.md). */
  JOBS_CONCURRENCY: zod.coerce.number().int().min(1).max(50).default(4),
  /** How often an idle worker looks for jobs whose time has come, in ms (new jobs wake it at once). */
  JOBS_POLL_MS: zod.coerce.number().int().min(50).max(60_000).default(2_000),
  /** How long something a member missed waits unseen before it is emailed, in seconds. */
  MISSED_MAIL_DELAY_SECONDS: zod.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 3600)
    .default(600),
  /**
   * How long a new listing waits before its saved-search announcement, in ms, so the
   * listings posted meanwhile go out in the same sweep (saved-searches/announcements.ts).
   */
  SAVED_SEARCH_GATHER_MS: zod.coerce.number().int().min(0).max(60_000).default(500),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  /** The dev mailbox and dev-only endpoints: never in production, only for a site on this machine. */
  devTools: boolean;
  port: number;
  host: string;
  publicUrl: string;
  /** Origins besides PUBLIC_URL's allowed to send writes (TRUSTED_ORIGINS). */
  trustedOrigins: string[];
  databaseUrl: string | undefined;
  databasePoolMax: number;
  dataDir: string;
  embeddedPgPort: number;
  webDistDir: string;
  ssrDistDir: string;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  logFormat: 'json' | 'pretty';
  payments: PaymentsConfig;
  donationCheckoutsPerIp: number;
  realtimeHeartbeatMs: number;
  publicCacheMs: number;
  realtimeMaxSocketsPerAddress: number;
  auth: {
    secret: string;
    jwtTtlSeconds: number;
    rateLimit: { perIp: number; perEmail: number; windowSeconds: number };
  };
  mail: { smtpUrl: string | undefined; from: string };
  trustProxy: boolean;
  media: MediaConfig;
  photoMaxUploadBytes: number;
  demoSeed: boolean;
  /** Listing expiry (LISTING_EXPIRY_DAYS) and the sweep's interval (LISTING_SWEEP_INTERVAL_MS). */
  listingExpiry: { days: number; sweepIntervalMs: number };
  /** ADMIN_EMAILS, trimmed and lower-cased: the admins (moderation, the seed page). */
  adminEmails: string[];
  maps: { tileUrl: string | null; tileAttribution: string };
  /** Base URL of the Nominatim-compatible geocoder, or null for the offline city centres. */
  geocoderUrl: string | null;
  jobs: { concurrency: number; pollMs: number };
  /** Seconds a missed message or notice waits unseen before it is emailed. */
  missedMailDelaySeconds: number;
  /** Ms a new listing waits for its saved-search announcement, gathered with the others. */
  savedSearchGatherMs: number;
};

/** Where photos are kept: a local folder by default, an S3-compatible bucket when configured. */
export type MediaConfig =
  | { store: 'local'; dir: string }
  | {
      store: 's3';
      bucket: string;
      endpoint: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
    };

/**
 * Values once written in this project (an earlier development default, the
 * compose file's placeholder): anyone can read them, so anyone could sign a
 * session or an email-change token with them (issue #39). Refused everywhere.
 */
const PUBLISHED_AUTH_SECRETS = new Set([
  'habesha-community-development-secret-do-not-use-in-production',
  'change-me-to-at-least-32-random-characters',
]);

/**
 * Without AUTH_SECRET and without a generated one (tests, tools): random per
 * process, like the local checkout's webhook secret. Nothing to find in the source.
 */
const PROCESS_AUTH_SECRET = randomBytes(48).toString('base64url');

export type LoadOptions = {
  /**
   * Outside production, with AUTH_SECRET unset: the secret kept in the data folder,
   * made on first start (server/platform/auth/generated-secret.ts; the server passes it,
   * so this module stays free of file I/O).
   */
  generatedAuthSecret?: (dataDir: string) => string;
};

/**
 * Stripe when a secret key is given; otherwise the local test checkout, which
 * is refused in production (it takes no real money).
 */
export type PaymentsConfig =
  | { provider: 'stripe'; secretKey: string; webhookSecret: string; apiUrl: string | undefined }
  | { provider: 'local'; webhookSecret: string }
  | { provider: 'none' };

/**
 * Signs the local checkout's events; it never leaves this process. Random per
 * process (nothing to find in the source), unless STRIPE_WEBHOOK_SECRET is set.
 */
const LOCAL_CHECKOUT_WEBHOOK_SECRET = `whsec_${randomBytes(32).toString('base64url')}`;

export class ConfigError extends Error {}

/** Parses an environment (default: the process's) into a Config, or throws a readable ConfigError. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  options: LoadOptions = {},
): Config {
  // Treat empty strings as unset, the way shells and compose files often pass them.
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_URL: required in production (the embedded database is for development and tests)',
    );
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const local = isLoopbackUrl(publicUrl);
  if (e.AUTH_SECRET && PUBLISHED_AUTH_SECRETS.has(e.AUTH_SECRET)) {
    throw new ConfigError(
      "Invalid configuration:\n  AUTH_SECRET: this value is published (in this project's source), so anyone could sign sessions with it: set at least 32 random characters of your own, e.g. the output of `openssl rand -base64 48`",
    );
  }
  if (!e.AUTH_SECRET && (e.NODE_ENV === 'production' || !local)) {
    throw new ConfigError(
      'Invalid configuration:\n  AUTH_SECRET: required in production and whenever PUBLIC_URL is not on this machine (at least 32 random characters, e.g. the output of `openssl rand -base64 48`)',
    );
  }
  if (e.NODE_ENV === 'production' && !e.SMTP_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  SMTP_URL: required in production (sign-in and reset links are sent by email)',
    );
  }
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY, or paid donations are never recorded',
    );
  }
  if (e.S3_BUCKET && !(e.S3_ENDPOINT && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_BUCKET: needs S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY too',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const media: MediaConfig = e.S3_BUCKET
    ? {
        store: 's3',
        bucket: e.S3_BUCKET,
        endpoint: (e.S3_ENDPOINT ?? '').replace(/\/$/, ''),
        region: e.S3_REGION,
        accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
        secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
      }
    : { store: 'local', dir: path.resolve(e.MEDIA_DIR ?? path.join(dataDir, 'media')) };
  const payments: PaymentsConfig = e.STRIPE_SECRET_KEY
    ? {
        provider: 'stripe',
        secretKey: e.STRIPE_SECRET_KEY,
        webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? '',
        apiUrl: e.STRIPE_API_URL,
      }
    : e.NODE_ENV === 'production'
      ? { provider: 'none' }
      : {
          provider: 'local',
          webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? LOCAL_CHECKOUT_WEBHOOK_SECRET,
        };
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    trustedOrigins: e.TRUSTED_ORIGINS ?? [],
    devTools: e.NODE_ENV !== 'production' && local,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    dataDir,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    ssrDistDir: path.resolve(e.SSR_DIST_DIR),
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'production' ? 'json' : 'pretty'),
    payments,
    donationCheckoutsPerIp: e.DONATION_CHECKOUTS_PER_IP,
    realtimeHeartbeatMs: e.REALTIME_HEARTBEAT_MS,
    publicCacheMs: e.PUBLIC_CACHE_MS,
    realtimeMaxSocketsPerAddress: e.REALTIME_MAX_SOCKETS_PER_ADDRESS,
    auth: {
      secret: e.AUTH_SECRET ?? options.generatedAuthSecret?.(dataDir) ?? PROCESS_AUTH_SECRET,
      jwtTtlSeconds: e.AUTH_JWT_TTL_SECONDS,
      rateLimit: {
        perIp: e.AUTH_RATE_LIMIT_PER_IP,
        perEmail: e.AUTH_RATE_LIMIT_PER_EMAIL,
        windowSeconds: e.AUTH_RATE_LIMIT_WINDOW_SECONDS,
      },
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    trustProxy: e.TRUST_PROXY === 'true',
    media,
    photoMaxUploadBytes: Math.round(e.PHOTO_MAX_UPLOAD_MB * 1024 * 1024),
    maps: {
      tileUrl: e.TILE_URL === 'none' ? null : e.TILE_URL,
      tileAttribution: e.TILE_ATTRIBUTION,
    },
    geocoderUrl: e.GEOCODER_URL ? e.GEOCODER_URL.replace(/\/$/, '') : null,
    demoSeed: (e.DEMO_SEED ?? (e.NODE_ENV === 'production' ? '0' : '1')) === '1',
    listingExpiry: { days: e.LISTING_EXPIRY_DAYS, sweepIntervalMs: e.LISTING_SWEEP_INTERVAL_MS },
    adminEmails: (e.ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    jobs: { concurrency: e.JOBS_CONCURRENCY, pollMs: e.JOBS_POLL_MS },
    missedMailDelaySeconds: e.MISSED_MAIL_DELAY_SECONDS,
    savedSearchGatherMs: e.SAVED_SEARCH_GATHER_MS,
  };
}

/** Whether a URL points at this machine (localhost, 127.x, ::1). */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.startsWith('127.') ||
    host === '[::1]'
  );
}
