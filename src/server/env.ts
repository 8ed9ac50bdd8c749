// Configuration, validated once at start. Every variable is documented in .env.example.
import { validateBankAccount } from '@shared/hu/bank-account';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { isNonPublicAddress } from './lib/outbound-address';
import { projectRoot } from './lib/project-root';
import { defaultPoolMax } from './db/pool-size';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** An optional free text; empty means unset. */
const optionalText = z
  .string()
  .trim()
  .max(300)
  .optional()
  .transform((v) => v || undefined);

/** An operator's comma-separated list of approved private hosts (host names, addresses, CIDR ranges), decision 0308. */
const approvedHosts = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean),
  );

/** proxy-addr's names for address ranges, accepted by Fastify's trustProxy. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Fastify's trustProxy as a hop count or the proxies' addresses/ranges. Blanket trust (`true`)
 * is refused at start: it lets every client write its own address into X-Forwarded-For
 * (issue 11, finding 4; decision 0074).
 */
const trustProxy = z
  .string()
  .optional()
  .transform((raw, ctx): false | number | string[] => {
    const value = (raw ?? '').trim();
    if (['', 'false', 'no', '0'].includes(value.toLowerCase())) return false;
    if (['true', 'yes'].includes(value.toLowerCase())) {
      ctx.addIssue({
        code: 'custom',
        message:
          'blanket trust lets every client choose its own address through X-Forwarded-For; set the number of proxies in front of the app (e.g. TRUST_PROXY=1) or their addresses (e.g. TRUST_PROXY=10.0.0.5 or 10.0.0.0/8)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const wrong = entries.filter((e) => !isProxyAddress(e));
    if (wrong.length > 0) {
      ctx.addIssue({ code: 'custom', message: `not a hop count, an IP address or a CIDR range: ${wrong.join(', ')}` });
      return z.NEVER;
    }
    // Issue 34.8: a range wider than /8 (0.0.0.0/1, 0.0.0.0/0) or a public range trusts clients on
    // the internet to name their own address; refused at start with a message, not a crash.
    const wide = entries.filter((e) => {
      const [address = '', prefix] = e.split('/');
      return prefix !== undefined && (Number(prefix) < 8 || !isNonPublicAddress(address));
    });
    if (wide.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `ranges wider than /8 or on public addresses would trust clients on the internet to choose their own address: ${wide.join(', ')}; name your proxies' private addresses or ranges (e.g. 10.0.0.5 or 10.0.0.0/8), or the number of proxies (e.g. TRUST_PROXY=1)`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * TRUST_PROXY as Fastify's trustProxy option. A hop count becomes proxy-addr's hop function:
 * Fastify 5.12 itself treats a bare number as "trust nothing" (it cannot check the nearest
 * peer), so the count is only right when clients cannot reach the app directly (decision 0074).
 */
export function fastifyTrustProxy(value: Env['TRUST_PROXY']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  const hops = value;
  return (_address, hop) => hop < hops;
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Listen address; default loopback (127.0.0.1) in demo mode, all interfaces otherwise. */
    HOST: z
      .string()
      .optional()
      .transform((v) => v || undefined),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    APP_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** Connections per instance; empty or unset: twice the cores, 4–10 (db/pool-size.ts). */
    DATABASE_POOL_MAX: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(200).default(defaultPoolMax())),
    /**
     * Log every pooled-connection request made by work that holds one already (decision 0452) and
     * every statement issued on a pg client still running another (0509); a cost on every
     * promise, for audits.
     */
    DATABASE_POOL_CHECK: booleanFlag,
    /** Redis for the invalidation bus and shared rate-limit counters across instances (decision 0200); unset: PostgreSQL. */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** How long a resolved request context (session, user, memberships) is reused in process; 0 turns the cache off. */
    CONTEXT_CACHE_TTL_MS: z.coerce.number().int().min(0).max(1000).default(1000),
    DATA_DIR: z.string().default('data'),
    /** Embedded PGlite: PostgreSQL's shared_buffers (decision 0274); unset: 16MB. */
    PGLITE_SHARED_BUFFERS: z
      .string()
      .regex(/^[1-9]\d*(kB|MB|GB)$/, 'PGLITE_SHARED_BUFFERS must be a size such as 16MB, 64MB or 1GB')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** Embedded PGlite: let V8 optimise the database's WebAssembly (decision 0274): faster heavy queries, ~70 MiB more memory. */
    PGLITE_OPTIMIZED_WASM: booleanFlag,
    /** Embedded PGlite on a thread of its own (decision 0470): the database's work beside the event loop's, on a second core. */
    PGLITE_THREAD: booleanFlag,
    /** Where uploaded documents are kept (decision 0170); default `<DATA_DIR>/documents`. */
    DOCUMENTS_DIR: z.string().min(1).optional(),
    /** local (the folder above, default) or s3: an S3-compatible store (decision 0245). */
    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    /** Default https://s3.<S3_REGION>.amazonaws.com; e.g. http://127.0.0.1:9000 for MinIO. */
    S3_ENDPOINT: z
      .url()
      .regex(/^https?:\/\//, 'S3_ENDPOINT must start with http:// or https://')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    S3_BUCKET: optionalText,
    S3_REGION: optionalText.transform((v) => v ?? 'us-east-1'),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    /** <endpoint>/<bucket>/<key> (MinIO and most self-hosted stores) instead of <bucket>.<host>/<key>. */
    S3_FORCE_PATH_STYLE: booleanFlag,
    BETTER_AUTH_SECRET: z.string().min(32, 'BETTER_AUTH_SECRET must be at least 32 characters').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOG_PRETTY: booleanFlag,
    SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
    DEMO_MODE: booleanFlag,
    /** Demo sign-in answers this machine only unless this opens it to every client that reaches the server. */
    DEMO_ALLOW_REMOTE: booleanFlag,
    RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
    RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
    TRUST_PROXY: trustProxy,
    SUPPORT_EMAIL: z.email().default('support@virtualis-iroda.hu'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    MAIL_FROM: z.string().min(3).default('Virtuális Iroda <no-reply@virtualis-iroda.hu>'),
    /** Background jobs this instance runs at once (decision 0280); 0: none (a web-only instance – another instance must run them). Never runs under NODE_ENV=test. */
    JOB_CONCURRENCY: z.coerce.number().int().min(0).max(32).default(2),
    /** How often an idle job worker looks for due jobs. */
    JOB_POLL_INTERVAL_MS: z.coerce.number().int().min(100).max(60_000).default(1_000),
    /** How often the deadline-reminder sweep runs (decision 0154); 0 turns it off. Never runs under NODE_ENV=test. */
    REMINDER_SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).default(300_000),
    /** How often the embedded database (PGlite) is vacuumed and analyzed where PostgreSQL's autovacuum would (decision 0507); 0 turns it off. Not scheduled on PostgreSQL; never runs under NODE_ENV=test. */
    PGLITE_MAINTENANCE_INTERVAL_MS: z.coerce.number().int().min(0).default(300_000),
    /** How often the bin is emptied of documents past their restore period (decision 0205); 0 turns it off. Never runs under NODE_ENV=test. */
    DOCUMENT_PURGE_INTERVAL_MS: z.coerce.number().int().min(0).default(3_600_000),
    /** Failed sign-ins within 15 minutes before an account / a client address is locked out. */
    LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
    LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(20),
    /** Registrations (new or already registered addresses) per client address and hour. */
    REGISTRATION_MAX_PER_IP: z.coerce.number().int().min(1).default(10),
    SERVE_CLIENT: z.enum(['auto', 'true', 'false']).default('auto'),
    /** NAV Online Számla 3.0 API (…/invoiceService/v3): NAV's test system unless set to the live one. */
    NAV_API_BASE_URL: z.url().default('https://api-test.onlineszamla.nav.gov.hu/invoiceService/v3'),
    NAV_TIMEOUT_MS: z.coerce.number().int().min(1000).max(60_000).default(30_000),
    /** How often each instance sweeps the NAV reporting outbox (decision 0165); 0 turns it off. Never runs under NODE_ENV=test. */
    NAV_SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).default(10_000),
    /** NTAK's accommodation (PMS) interface, test system (decision 0345); firms set to "test" send here. */
    NTAK_TEST_BASE_URL: z.url().default('https://pms.tst.sagem.hu/ntak/szallas/v1'),
    /** NTAK's live interface; unset: firms set to "live" wait with their messages until it is configured. */
    NTAK_LIVE_BASE_URL: z
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** A PEM file of the CA NTAK's self-signed test system (or the test double) presents. */
    NTAK_CA_FILE: optionalText,
    NTAK_TIMEOUT_MS: z.coerce.number().int().min(1000).max(60_000).default(20_000),
    /** How often each instance sends waiting NTAK messages and asks for daily closes (decision 0346); 0 turns it off. Never runs under NODE_ENV=test. */
    NTAK_SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).default(30_000),
    /** Development/demo only: `embedded` starts the NTAK test double in the server and points the test environment at it. */
    NTAK_TEST_SERVICE: z.enum(['off', 'embedded']).default('off'),
    /** How often each instance ticks the AI monitoring sweep (decision 0253: hourly cleanup, platform rules every 5 minutes, alert e-mails); 0 turns it off. Never runs under NODE_ENV=test. */
    AI_MONITOR_SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
    /**
     * Private hosts an AI provider base URL may reach, approved by the platform's operator (issue
     * 34.5, decision 0308): host names, addresses or CIDR ranges, comma-separated, e.g. an
     * on-premises model server `llm.iroda.local,10.0.0.5`. Anything else on a loopback, private,
     * link-local or metadata range is refused, after DNS resolution and on every redirect.
     */
    AI_PROVIDER_APPROVED_HOSTS: approvedHosts,
    /**
     * Private hosts a firm's webhook endpoint may reach, approved by the platform's operator (issue
     * 36.4, decision 0427; the same rules as AI_PROVIDER_APPROVED_HOSTS): host names, addresses or
     * CIDR ranges, comma-separated, e.g. a self-hosted firm's own system `crm.iroda.local,10.0.0.7`.
     * An approved host may also be plain http; every other endpoint must be public and https.
     */
    WEBHOOK_APPROVED_HOSTS: approvedHosts,
    /**
     * The Web Push (VAPID) key pair of the mobile module (decision 0516): the public key as the
     * browser's applicationServerKey (65 bytes, base64url), the private key (32 bytes, base64url).
     * Both or neither: without them one pair is generated once and kept in the database, so every
     * instance signs with the same pair. The private key is never logged nor sent to a client.
     */
    VAPID_PUBLIC_KEY: optionalText.refine((v) => v === undefined || /^[A-Za-z0-9_-]{87}$/.test(v), 'VAPID_PUBLIC_KEY must be a 65-byte P-256 public key in base64url (87 characters)'),
    VAPID_PRIVATE_KEY: optionalText.refine((v) => v === undefined || /^[A-Za-z0-9_-]{43}$/.test(v), 'VAPID_PRIVATE_KEY must be a 32-byte P-256 private key in base64url (43 characters)'),
    /** Who the push services may contact about this server's pushes: a mailto: or https: URL (default: LEGAL_OPERATOR_EMAIL, else the APP_URL when https). */
    VAPID_SUBJECT: optionalText.refine((v) => v === undefined || /^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(v), 'VAPID_SUBJECT must be a mailto: address or an https: URL'),
    /**
     * Private hosts a registered push endpoint may reach, approved by the operator (the rules of
     * WEBHOOK_APPROVED_HOSTS): a self-hosted push service, or the tests' stand-in. Every other
     * endpoint must be public and https.
     */
    PUSH_APPROVED_HOSTS: approvedHosts,
    /** How long one webhook delivery waits for the receiver's answer (Standard Webhooks suggests 15–30 s). */
    WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
    /**
     * The built-in inbound SMTP endpoint of e-mail to case (issue 36.1, decision 0433): off unless a
     * port is set. It accepts mail only for the known addresses of firms at INBOUND_EMAIL_DOMAINS,
     * at most INBOUND_SMTP_MAX_BYTES per message, and files it on the job runtime.
     */
    INBOUND_SMTP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    INBOUND_SMTP_HOST: z.string().default('0.0.0.0'),
    /** Domains whose addresses the endpoint receives for (comma-separated); the first is the one firms are shown. Default: `in.<APP_URL host>`. */
    INBOUND_EMAIL_DOMAINS: z
      .string()
      .optional()
      .transform((v) =>
        (v ?? '')
          .split(',')
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean),
      ),
    INBOUND_SMTP_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(100 * 1024 * 1024)
      .default(25 * 1024 * 1024),
    /** PEM files for STARTTLS on the inbound endpoint; without them it offers no STARTTLS (put it behind your MTA). */
    INBOUND_SMTP_TLS_KEY_FILE: optionalText,
    INBOUND_SMTP_TLS_CERT_FILE: optionalText,
    /** Private IMAP hosts a firm's mailbox may be on, approved by the operator (as WEBHOOK_APPROVED_HOSTS). */
    INBOUND_IMAP_APPROVED_HOSTS: approvedHosts,
    /** How often firms' IMAP mailboxes are polled (decision 0434); 0 turns polling off. */
    INBOUND_IMAP_POLL_INTERVAL_MS: z.coerce.number().int().min(0).default(120_000),
    /** How often each instance embeds the vault of firms with an embedding model (decision 0251); 0 turns it off. Never runs under NODE_ENV=test. */
    EMBEDDING_SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).default(30_000),
    /** The operator as named in the ÁSZF and the privacy notice (decision 0080); unset shows "[kitöltendő]". */
    LEGAL_OPERATOR_NAME: optionalText,
    LEGAL_OPERATOR_ADDRESS: optionalText,
    LEGAL_OPERATOR_REGISTRATION_NUMBER: optionalText,
    LEGAL_OPERATOR_TAX_NUMBER: optionalText,
    /** Bank and account printed on pro-formas as the payee (decision 0202); unset shows "[kitöltendő]". */
    LEGAL_OPERATOR_BANK: optionalText,
    LEGAL_OPERATOR_BANK_ACCOUNT: optionalText.superRefine((value, ctx) => {
      // A pro-forma with a mistyped account sends a customer's transfer astray: refuse to start.
      if (value !== undefined && !validateBankAccount(value).ok) ctx.addIssue({ code: 'custom', message: 'LEGAL_OPERATOR_BANK_ACCOUNT is not a valid Hungarian bank account (GIRO) or IBAN' });
    }),
    LEGAL_OPERATOR_EMAIL: optionalText,
    LEGAL_OPERATOR_PHONE: optionalText,
    LEGAL_PRIVACY_EMAIL: optionalText,
    LEGAL_HOSTING_PROVIDER: optionalText,
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({ code: 'custom', path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'], message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all' });
    }
    if (env.STORAGE_DRIVER !== 's3') return;
    // A store that cannot be reached would lose every upload: refuse to start without what S3 needs.
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: `${name} is required when STORAGE_DRIVER=s3` });
    }
    if (env.S3_BUCKET && !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(env.S3_BUCKET)) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'S3_BUCKET is not a valid bucket name (3–63 of a–z, 0–9, dot, hyphen)' });
    }
  });

export type Env = Omit<z.infer<typeof envSchema>, 'HOST'> & {
  HOST: string;
  APP_URL: string;
  BETTER_AUTH_SECRET: string;
  /** Absolute data folder of the embedded database. */
  dataDir: string;
};

export class ConfigError extends Error {}

/**
 * Parses the environment. The embedded default needs no secret from the user: one is generated
 * once and kept (mode 0600) in the data folder. With DATABASE_URL a secret must be configured,
 * because several instances have to share it.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = resolve(projectRoot(), env.DATA_DIR);
  const appUrl = env.APP_URL ?? `http://localhost:${env.PORT || 3000}`;
  let secret = env.BETTER_AUTH_SECRET;
  if (!secret) {
    if (env.DATABASE_URL && env.NODE_ENV === 'production') {
      throw new ConfigError('Invalid configuration:\n  BETTER_AUTH_SECRET: required when DATABASE_URL is set in production');
    }
    secret = env.NODE_ENV === 'test' ? 'test-secret-test-secret-test-secret-0123' : persistedSecret(dataDir);
  }
  // The embedded demo signs anyone in as the platform admin: it listens on this machine only
  // unless HOST says otherwise (issue 11, finding 3).
  const host = env.HOST ?? (env.DEMO_MODE ? '127.0.0.1' : '0.0.0.0');
  return { ...env, HOST: host, APP_URL: appUrl.replace(/\/$/, ''), BETTER_AUTH_SECRET: secret, dataDir };
}

function persistedSecret(dataDir: string): string {
  const file = join(dataDir, '.auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
