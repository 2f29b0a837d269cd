// The one place that reads process.env for server code. Validated once, on first use and at boot
// (instrumentation.ts), so a bad value fails early with a message naming the variable.
// Not marked 'server-only' because middleware.ts imports it (checked by `next build`).
import { z } from '@/lib/validation/zod';

/** An optional variable: empty or blank reads as unset. */
const optionalEnvText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

/** The grievance officer's name until GRIEVANCE_OFFICER_NAME is set (the demo's). */
const DEFAULT_GRIEVANCE_OFFICER = 'Anjali Menon';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: optionalEnvText.pipe(z.string().url('must be a postgres:// URL').optional()),
  // The shared page cache of several instances (server/cache/redis-cache-handler.cjs, which reads it itself);
  // unset: each process keeps its cache in .next. Validated here so that a typo stops the boot.
  REDIS_URL: optionalEnvText.pipe(z.string().regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL').optional()),
  REDIS_CACHE_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(1000),
  REDIS_KEY_PREFIX: optionalEnvText.pipe(z.string().regex(/^[\w.:-]{1,64}$/, 'must be 1-64 letters, digits, _ . : -').optional()),
  // Unset: http://localhost:<the port the server listens on> (see siteUrlWasDefaulted), with a boot warning in production.
  SITE_URL: optionalEnvText.pipe(z.string().url('must be an absolute URL such as https://ghomes.in').optional()),
  BRAND_NAME: z.string().min(1).default('GHomes'),
  WHATSAPP_CHAT_NUMBER: z
    .string()
    .regex(/^\d{8,15}$/, 'must be digits only, country code first (e.g. 919876543210)')
    .default('919876543210'),
  NEXT_PUBLIC_SUPABASE_URL: optionalEnvText.pipe(z.string().url().optional()),
  NEXT_PUBLIC_SUPABASE_ANON_KEY: optionalEnvText,
  SUPABASE_SERVICE_ROLE_KEY: optionalEnvText,
  AUTH_JWT_PRIVATE_JWK: optionalEnvText,
  // The operations desk (docs/ops.md): a staff session idle on the desk for longer than this ends.
  STAFF_IDLE_HOURS: z.coerce.number().min(0.01).max(72).default(12),
  // The desk's Today: an offer waiting (Pending) or a message not handled for longer than these is red, past half amber.
  DESK_OFFER_SLA_HOURS: z.coerce.number().min(0.1).max(720).default(24),
  DESK_MESSAGE_SLA_HOURS: z.coerce.number().min(0.1).max(720).default(4),
  AUTH_OTP_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(600),
  // Product security rules (auth-contract.md, last section); lowered only by tests.
  AUTH_CODE_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  AUTH_CODES_PER_HOUR_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  AUTH_CODES_PER_HOUR_PER_IP: z.coerce.number().int().min(1).default(30),
  // Ceiling for one address over every client (the per-address cap above counts one client's requests, so a
  // stranger cannot spend the owner's budget). Unset: four times the per-address cap, at least 20.
  AUTH_CODES_PER_HOUR_PER_EMAIL_ALL_CLIENTS: z.coerce.number().int().min(1).optional(),
  AUTH_VERIFIES_PER_MINUTE_PER_IP: z.coerce.number().int().min(1).default(30),
  // Guessing (docs/auth.md "Rate limits"): a code can only be tried by the device that asked for it, with this
  // many wrong tries; failed verifications per hour of a client holding no code for the address.
  AUTH_WRONG_CODE_TRIES_PER_CLIENT: z.coerce.number().int().min(1).max(100).default(5),
  AUTH_FAILED_VERIFIES_PER_HOUR_PER_IP: z.coerce.number().int().min(1).default(60),
  // POST /api/check-user-exists answers who is registered: per client per minute.
  AUTH_USER_CHECKS_PER_MINUTE_PER_IP: z.coerce.number().int().min(1).default(60),
  // WhatsApp codes (festival leads per client; 'Verify WhatsApp number' per account): per number and holder (60 s
  // apart), per number over all holders of the flow (what one number can be sent in an hour), per client or
  // account over all numbers; wrong tries per client and, for the shared lead code, over all clients.
  LEAD_CODES_PER_HOUR_PER_PHONE: z.coerce.number().int().min(1).default(3),
  LEAD_CODES_PER_HOUR_PER_PHONE_ALL_CLIENTS: z.coerce.number().int().min(1).default(10),
  LEAD_CODES_PER_HOUR_PER_CLIENT: z.coerce.number().int().min(1).default(20),
  LEAD_WRONG_CODE_TRIES_PER_CLIENT: z.coerce.number().int().min(1).max(100).default(5),
  LEAD_WRONG_CODE_TRIES_ALL_CLIENTS: z.coerce.number().int().min(1).max(1000).default(20),
  LEAD_FAILED_VERIFIES_PER_HOUR_PER_CLIENT: z.coerce.number().int().min(1).default(30),
  AUTH_REFRESH_REUSE_WINDOW_SECONDS: z.coerce.number().int().min(0).max(600).default(10),
  SMTP_URL: optionalEnvText.pipe(z.string().url('must be an smtp:// or smtps:// URL').optional()),
  MAIL_FROM: z.string().default('GHomes <no-reply@ghomes.local>'),
  // The team inbox: shown on /contact and sent a copy of every contact message.
  CONTACT_EMAIL: z.string().email('must be an e-mail address').default('hello@ghomes.in'),
  TWILIO_ACCOUNT_SID: optionalEnvText,
  TWILIO_AUTH_TOKEN: optionalEnvText,
  TWILIO_WHATSAPP_FROM: optionalEnvText,
  // Approved WhatsApp Content template for lead codes (one variable: the code); unset = a plain body (sandbox).
  TWILIO_WHATSAPP_OTP_CONTENT_SID: optionalEnvText.pipe(z.string().regex(/^HX[0-9a-fA-F]{32}$/, 'must be a Content SID (HX followed by 32 hex digits)').optional()),
  STORAGE_URL: optionalEnvText.pipe(z.string().url().optional()),
  STORAGE_DIR: z.string().default('.data/storage'),
  // Objects no URL serves (owners' ownership documents, docs/uploads.md): a folder apart from STORAGE_DIR, whose
  // every file the public storage route serves (server/storage/private.ts refuses the two overlapping).
  PRIVATE_STORAGE_DIR: z.string().default('.data/private'),
  // With hosted storage (STORAGE_URL or a hosted Supabase project, and SUPABASE_SERVICE_ROLE_KEY) the ownership
  // documents go to this bucket instead; it must be a private bucket (server/storage/objects.ts checks).
  PRIVATE_STORAGE_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]{0,62}$/, 'must be a bucket name: lower-case letters, digits, - and _')
    .default('private-documents'),
  DESKTOP_REDIRECT: z.enum(['on', 'off']).default('on'),
  // Background jobs (graphile-worker): 'off' keeps the worker out of this app process (run `npm run worker`).
  WORKER: z.enum(['on', 'off']).default('on'),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(2),
  // Each worker pool writes a heartbeat this often; a pool silent for JOB_RECOVERY_SECONDS is dead and its locked
  // jobs are released (graphile-worker alone keeps them locked for 4 hours).
  // 3 s and 15 s: a killed worker's jobs run again within about 20 s (window + one beat + the 2 s poll).
  JOB_HEARTBEAT_SECONDS: z.coerce.number().min(0.2).max(300).default(3),
  JOB_RECOVERY_SECONDS: z.coerce.number().min(1).max(3600).default(15),
  // While deliveries wait on a retry, their provider (SMTP, twilio) is asked this often whether it answers again;
  // when it does they are made due at once (server/jobs/delivery-probe.ts). 0 turns the probe off.
  DELIVERY_PROBE_SECONDS: z.coerce.number().min(0).max(600).default(10),
  // Stored answers of requests sent with an Idempotency-Key are kept this long (the worker's hourly purge).
  IDEMPOTENCY_KEY_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(24),
  // Retention (docs/privacy.md): the purge jobs and the Privacy page's table both read these (server/privacy/retention.ts).
  // One-time codes and sign-in links go this many days after they expire.
  RETENTION_CODE_DAYS: z.coerce.number().int().min(1).max(90).default(1),
  // The outbox and the delivered-message keys go this many days after the message was sent.
  RETENTION_MESSAGE_DAYS: z.coerce.number().int().min(7).max(3650).default(90),
  // Festival leads go this many days after their campaign ends, unless the number became an account's.
  RETENTION_LEAD_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  // Security logs (the audit log, sign-in sessions, desk sessions) go this many days after they were written.
  RETENTION_SECURITY_LOG_DAYS: z.coerce.number().int().min(180).max(3650).default(365),
  // A rent agreement both parties agreed to stays this many days after its term ends once the tenant's account is
  // erased (three years: the Limitation Act's period for a claim under the contract).
  RETENTION_TENANCY_DAYS: z.coerce.number().int().min(365).max(3650).default(1095),
  // The grievance officer named on the Privacy page (DPDP Rules: a person who answers questions about personal
  // data, and how to reach them). Unset name: a placeholder, with a boot warning in production.
  GRIEVANCE_OFFICER_NAME: optionalEnvText.transform((name) => name ?? DEFAULT_GRIEVANCE_OFFICER).pipe(z.string().max(100, 'at most 100 characters')),
  GRIEVANCE_EMAIL: z.string().email('must be an e-mail address').default('privacy@ghomes.in'),
  // On SIGTERM/SIGINT running jobs get this long to finish; then they are released (failed, retried later).
  JOB_STOP_TIMEOUT_SECONDS: z.coerce.number().min(0.5).max(120).default(10),
  // /search pages rendered for one client address a minute (a search the rendered-search cache already holds is
  // free), and rendered at once by the cache per process (docs/search.md "What one client can make the server do").
  SEARCH_RENDERS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  SEARCH_RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  // WhatsApp messages (confirmations, notices, digests) one verified number receives in 24 hours at most.
  WHATSAPP_DAILY_CAP: z.coerce.number().int().min(1).max(1000).default(20),
  // Bookings of one home by one person in 24 hours, cancelled ones included (a book/cancel loop sends messages).
  CONTACT_MESSAGES_PER_10_MINUTES_PER_IP: z.coerce.number().int().min(1).max(100_000).default(10),
  VISIT_BOOKINGS_PER_PROPERTY_PER_DAY: z.coerce.number().int().min(1).max(100).default(3),
  // Connections of the request pool per process (docs/operations.md "Sizing the database pool").
  PG_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  // Code sends (login, WhatsApp) using the database at once per process, and how many may wait for a turn
  // (server/http/send-gate.ts): a burst of sends never takes the pool from other requests.
  CODE_SENDS_IN_FLIGHT: z.coerce.number().int().min(1).max(100).default(2),
  CODE_SENDS_QUEUE: z.coerce.number().int().min(0).max(10_000).default(200),
  // A new PostgreSQL connection (or a wait for a free one) that takes longer than this fails with a 503. A stopped
  // database refuses at once whatever this is; 1 s failed ordinary requests on a busy 2-core machine, 5 s does not.
  PG_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  // /dev/outbox shows login codes: it exists under `next dev`, and in a production build only with 'on'.
  DEV_OUTBOX: z.enum(['on', 'off']).default('off'),
  // Trusted proxy hops in front of the app. 0: the client address is the socket's and forwarding headers are
  // ignored; N: X-Forwarded-For is read N hops from the right (and X-Forwarded-Host/Proto are honoured).
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  // Listing videos (spec 7 "video iframe by video_playback_id"): the player page, {playbackId} replaced.
  NEXT_PUBLIC_VIDEO_PLAYER_URL: z
    .string()
    .url('must be an absolute URL template such as https://player.mux.com/{playbackId}')
    .refine((value) => value.includes('{playbackId}'), 'must contain {playbackId}')
    .default('https://player.mux.com/{playbackId}'),
  // Shared secret of POST /api/revalidate (on-demand refresh of cached society pages); unset disables the route.
  REVALIDATE_SECRET: optionalEnvText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  // Freshness: Active listings not confirmed (import, operator update) for this many days expire.
  LISTING_STALE_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  // Owners of Active rent listings are asked whether the home is still available this often (docs/owners.md).
  AVAILABILITY_ASK_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  // New-listing alerts wait this long before the digest goes, so that listings of one import travel together.
  ALERT_DIGEST_DELAY_MINUTES: z.coerce.number().int().min(0).max(1440).default(5),
  // Approved twilio Content template for the alert WhatsApp (business-initiated); unset: the plain body (sandbox, outbox).
  TWILIO_ALERT_CONTENT_SID: optionalEnvText,
  // Monitoring (docs/operations.md "Monitoring"). Log lines at this level and above; pretty lines for a person
  // (unset: pretty under `npm run dev`, JSON otherwise).
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  // Bearer token of GET /metrics (Prometheus); unset: /metrics does not exist (404).
  METRICS_TOKEN: optionalEnvText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  // Share of page views that report their Web Vitals (0 to 1), and the reports one client may send a minute.
  VITALS_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0.1),
  VITALS_REPORTS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
  // Web Vitals rows stored per page route and India day (one row per metric); reports past it are dropped.
  VITALS_ROWS_PER_ROUTE_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(2500),
  // Daily Web Vitals rows are kept this many days (the worker's daily purge).
  VITALS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  // Tests only: 'on' lets a page ask for every view to report (?vitals=all); refused in production builds unless set.
  VITALS_FORCE_SAMPLING: z.enum(['on', 'off']).default('off'),
  // Traces: set to an OpenTelemetry collector (http://collector:4318) to send spans; unset, nothing is loaded.
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalEnvText.pipe(z.string().url('must be the collector URL, e.g. http://localhost:4318').optional()),
  OTEL_SERVICE_NAME: z.string().min(1).default('ghomes'),
  // Web Push (visit reminders on the phone, docs/offline.md): a VAPID key pair (`npx web-push generate-vapid-keys`)
  // and a contact for the push services (mailto: or https:). All three unset: push is off.
  VAPID_PUBLIC_KEY: optionalEnvText.pipe(z.string().regex(/^[A-Za-z0-9_-]{80,90}$/, 'must be the public key web-push generates (base64url)').optional()),
  VAPID_PRIVATE_KEY: optionalEnvText.pipe(z.string().regex(/^[A-Za-z0-9_-]{40,45}$/, 'must be the private key web-push generates (base64url)').optional()),
  VAPID_SUBJECT: optionalEnvText.pipe(z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https: URL').optional()),
})
  // A running delivery holds one pooled connection from its check to its record (server/jobs/deliveries.ts): with
  // as many deliveries as connections, requests and the record itself would wait for the pool.
  .refine((env) => env.WORKER_CONCURRENCY < env.PG_POOL_MAX, {
    path: ['WORKER_CONCURRENCY'],
    message: 'must be below PG_POOL_MAX (each running delivery holds one pooled connection)',
  });

type ParsedEnv = z.infer<typeof envSchema>;
export type Env = Omit<ParsedEnv, 'SITE_URL'> & { SITE_URL: string };

let cached: Env | undefined;

export function getEnv(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  cached = { ...parsed.data, SITE_URL: (parsed.data.SITE_URL ?? defaultSiteUrl()).replace(/\/$/, '') };
  return cached;
}

/**
 * Without SITE_URL the site address is the one this process really serves: `next start -p N` / `next dev`
 * put the port in process.env.PORT before any request is handled, so canonical links, sitemaps and the Origin
 * check never name a port the server is not on.
 */
function defaultSiteUrl(): string {
  const port = /^\d{1,5}$/.test(process.env.PORT ?? '') ? process.env.PORT : '3000';
  return `http://localhost:${port}`;
}

export function siteUrlWasDefaulted(): boolean {
  return !process.env.SITE_URL?.trim();
}

/** The Privacy page names the demo's placeholder, not a real person: a production boot warns. */
export function grievanceOfficerWasDefaulted(): boolean {
  return !process.env.GRIEVANCE_OFFICER_NAME?.trim();
}

/** The app serves the Supabase Auth endpoints itself unless a hosted project is configured. */
export function isEmbeddedAuth(env: Env = getEnv()): boolean {
  return !env.NEXT_PUBLIC_SUPABASE_URL;
}

/**
 * Where photos are served from: a hosted bucket (STORAGE_URL, or the hosted Supabase project), or '' for this
 * app's own /storage route, so embedded photo URLs stay site-relative and work on any host and port.
 */
export function storageBaseUrl(env: Env = getEnv()): string {
  return (env.STORAGE_URL ?? env.NEXT_PUBLIC_SUPABASE_URL ?? '').replace(/\/$/, '');
}

/**
 * The hosted storage's origin, or undefined when this app keeps the objects itself (no storage URL, or one that is
 * this site). One rule for both sides: photo URLs point there (photoBase) and uploads are written there
 * (server/storage/objects.ts), so a photo is always written where the pages look for it.
 */
export function hostedStorageOrigin(env: Env = getEnv()): string | undefined {
  const base = storageBaseUrl(env);
  return base && base !== env.SITE_URL.replace(/\/$/, '') ? base : undefined;
}

/** Hosted storage without the key to write to it: the pages show its photos, but owners' uploads answer 503. */
export function hostedStorageBootWarning(env: Env = getEnv()): string | undefined {
  if (!hostedStorageOrigin(env) || env.SUPABASE_SERVICE_ROLE_KEY) return undefined;
  const named = env.STORAGE_URL ? 'STORAGE_URL' : 'NEXT_PUBLIC_SUPABASE_URL';
  return `${named} names a hosted storage but SUPABASE_SERVICE_ROLE_KEY is not set: photos are served from there, and owners' photo and document uploads answer 503 until the key is set (docs/uploads.md "Hosted storage").`;
}

/** Outbox is the transport whenever the real provider is not configured. */
export function mailUsesOutbox(env: Env = getEnv()): boolean {
  return !env.SMTP_URL;
}

export function whatsappUsesOutbox(env: Env = getEnv()): boolean {
  return !(env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_WHATSAPP_FROM);
}

/** Web Push is on when its VAPID keys and subject are all set. */
export function pushEnabled(env: Env = getEnv()): boolean {
  return Boolean(env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY && env.VAPID_SUBJECT);
}

/** Tests reset the cache after changing process.env. */
export function resetEnvCacheForTests(): void {
  cached = undefined;
}
