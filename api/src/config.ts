import { isIP } from 'node:net';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { S3Location } from './storage/s3.ts';

export interface LoginThrottleConfig {
  /** Failures (per e-mail or per IP) after which every further attempt waits before it is checked. */
  slowdownAfter: number;
  /** Wait of the first slowed attempt; it doubles with each further failure up to `maxDelayMs`. */
  delayMs: number;
  maxDelayMs: number;
  /**
   * Failures of one e-mail from one IP that lock that pair out. The e-mail itself is only slowed
   * down, so nobody can lock its owner out from other addresses.
   */
  lockoutAfter: number;
  /** Failures from one IP that lock it out; higher, since many people may share an address. */
  ipLockoutAfter: number;
  /** How long a lock-out lasts; failures older than this are forgotten too. */
  lockoutMinutes: number;
}

export type PaymentProviderName = 'sandbox' | 'iugu';

export interface PaymentConfig {
  /** `sandbox` (default): the local stand-in that keeps its records in the product's database. */
  provider: PaymentProviderName;
  /** The provider account the browser script tokenizes cards for (Iugu's account id). */
  accountId: string;
  /** Iugu's API token, sent as the user of HTTP basic auth; only with the iugu provider. */
  iuguApiToken: string | undefined;
  iuguApiUrl: string;
  /** How long one call to the provider may take before it counts as failed. */
  timeoutMs: number;
  /** What the provider sends in the `Authorization` header of its webhooks; unset, webhooks are refused. */
  webhookSecret: string | undefined;
  /** How often trials and paid periods that ended are settled; 0 only at start. */
  sweepIntervalMs: number;
}

/** Requests per hour the public account endpoints take. */
export interface PublicLimitsConfig {
  /** Password reset requests from one IP; more answer 429. */
  passwordResetPerIp: number;
  /** Reset e-mails sent to one address; more requests answer the same but send nothing. */
  passwordResetPerEmail: number;
  /** Sign-ups (create_account) from one IP; more answer 429. */
  signupPerIp: number;
  /** Card tokens asked of the payment sandbox from one IP (card testing); more answer 429. */
  cardTokensPerIp: number;
  /** Webhook calls refused for a wrong secret from one IP (guessing it); more answer 429. */
  webhookRefusalsPerIp: number;
  /** Online bookings from one IP; more answer 429. */
  bookingsPerIp: number;
  /**
   * Per minute, not per hour: the public pages (booking page and slots, a reminder's links, calendar
   * feeds) one IP may ask for, all together; more answer 429 until the minute ends.
   */
  publicPagesPerIpPerMinute: number;
}

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  seedDemo: boolean;
  /**
   * The proxies (the gateway) whose `x-forwarded-for` names the caller, as Fastify's `trustProxy`
   * takes them; from any other peer the header is ignored and the socket's address counts.
   */
  trustedProxies: string[];
  logLevel: string;
  loginThrottle: LoginThrottleConfig;
  publicLimits: PublicLimitsConfig;
  /** Signs file URLs; unset, one is made and kept in DATA_DIR. */
  filesSecret: string | undefined;
  /** STORAGE_URL: where files are kept, a folder (`DATA_DIR/files` by default) or an S3-compatible bucket. */
  storage: StorageConfig;
  /** Encrypts stored secrets (authenticator keys); unset, derived from the files secret. */
  secretsKey: string | undefined;
  payments: PaymentConfig;
  /** Where change events travel between api processes; unset, they stay in this process. */
  redisUrl: string | undefined;
  /** How often due appointment reminders are looked for and sent; 0 never (tests send them by hand). */
  reminderIntervalMs: number;
  /** The Redis channel of change events; deployments sharing one Redis each use their own. */
  changesChannel: string;
  /** Live change streams (`/api/v1/changes`) one user may hold open at once; more answer 429. */
  changeStreamsPerUser: number;
  /**
   * METRICS_TOKEN: `GET /metrics` answers only `Authorization: Bearer <token>`; unset, it does not
   * exist (404) and no metrics are kept.
   */
  metricsToken: string | undefined;
  /**
   * SHUTDOWN_GRACE_MS: after SIGTERM, how long the requests in flight have to finish before their
   * connections are cut and the process exits.
   */
  shutdownGraceMs: number;
}

export class ConfigError extends Error {}

export type StorageConfig = { kind: 'local'; folder: string } | ({ kind: 's3' } & S3Location);

/** The repository root, so `./.data` means the same folder whichever package starts the api. */
const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

type Env = Record<string, string | undefined>;

function text(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

function optional(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function url(env: Env, name: string, fallback: string | undefined, protocols: string[]): string | undefined {
  const raw = optional(env, name) ?? fallback;
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL, got "${raw}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must use ${protocols.join(' or ')}, got "${parsed.protocol}"`);
  }
  return raw;
}

const ADDRESS_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(value: string): boolean {
  if (ADDRESS_RANGES.includes(value)) return true;
  const [address = '', bits, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d{1,3}$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

/** Whether the api listening on `host` can be reached from this machine only. */
function isLoopbackHost(host: string): boolean {
  const address = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return address === 'localhost' || address === '::1' || (isIP(address) === 4 && address.startsWith('127.'));
}

/**
 * The api listening where other machines reach it must be told who its proxies are: with the default
 * (loopback), the gateways on other machines would not be believed, and whatever else shares this
 * machine (a local proxy, a container's port forwarding) could name any address as its own and so
 * escape every per-address limit.
 */
function checkExposedHost(env: Env, host: string): void {
  if (isLoopbackHost(host) || optional(env, 'TRUSTED_PROXIES') !== undefined) return;
  throw new ConfigError(
    `API_HOST is ${host}, which other machines can reach, while TRUSTED_PROXIES is left at its default (loopback). ` +
      'Set TRUSTED_PROXIES to the addresses of the gateways in front of the api (or none if callers reach it directly), ' +
      'or listen on 127.0.0.1.',
  );
}

/** TRUSTED_PROXIES: addresses, CIDR ranges or loopback/linklocal/uniquelocal, comma separated; `none` for no proxy. */
function trustedProxies(env: Env): string[] {
  const raw = text(env, 'TRUSTED_PROXIES', 'loopback');
  if (raw.toLowerCase() === 'none') return [];
  const entries = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
  const bad = entries.find((entry) => !isAddressOrRange(entry));
  if (bad !== undefined) {
    throw new ConfigError(`TRUSTED_PROXIES must list IP addresses, CIDR ranges, loopback, linklocal or uniquelocal, got "${bad}"`);
  }
  return entries;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function logLevel(env: Env): string {
  const level = text(env, 'LOG_LEVEL', 'info').toLowerCase();
  if (!LOG_LEVELS.includes(level)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${level}"`);
  return level;
}

function metricsToken(env: Env): string | undefined {
  const token = optional(env, 'METRICS_TOKEN');
  if (token !== undefined && token.length < 16) throw new ConfigError('METRICS_TOKEN must be at least 16 characters long');
  return token;
}

function filesSecret(env: Env): string | undefined {
  const secret = optional(env, 'FILES_SECRET');
  if (secret !== undefined && secret.length < 32) throw new ConfigError('FILES_SECRET must be at least 32 characters long');
  return secret;
}

/**
 * STORAGE_URL: unset or `file:///folder` keeps files in a folder (`DATA_DIR/files` unless named);
 * `s3://bucket[/prefix]?endpoint=https://...&region=...&force_path_style=true` in an S3-compatible
 * bucket, with the AWS SDK's usual credentials (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY).
 */
function storage(env: Env, dataDir: string): StorageConfig {
  const raw = url(env, 'STORAGE_URL', undefined, ['file:', 's3:']);
  if (raw === undefined) return { kind: 'local', folder: join(dataDir, 'files') };
  const parsed = new URL(raw);
  if (parsed.protocol === 'file:') {
    const folder = fileURLToPath(parsed);
    return { kind: 'local', folder: folder === '/' ? join(dataDir, 'files') : folder };
  }
  const bucket = parsed.hostname;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new ConfigError(`STORAGE_URL must name a bucket (3 to 63 lower-case letters, digits, dots or dashes), got "${bucket}"`);
  const prefix = decodeURIComponent(parsed.pathname).replace(/^\/+|\/+$/g, '');
  const endpoint = parsed.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined) {
    let protocol: string;
    try {
      protocol = new URL(endpoint).protocol;
    } catch {
      throw new ConfigError(`STORAGE_URL's endpoint must be a URL, got "${endpoint}"`);
    }
    if (protocol !== 'http:' && protocol !== 'https:') throw new ConfigError(`STORAGE_URL's endpoint must use http: or https:, got "${protocol}"`);
  }
  const forcePathStyle = parsed.searchParams.get('force_path_style') ?? 'false';
  if (forcePathStyle !== 'true' && forcePathStyle !== 'false') throw new ConfigError(`STORAGE_URL's force_path_style must be true or false, got "${forcePathStyle}"`);
  return {
    kind: 's3',
    bucket,
    prefix: prefix ? `${prefix}/` : '',
    endpoint,
    region: parsed.searchParams.get('region') || optional(env, 'AWS_REGION') || 'us-east-1',
    forcePathStyle: forcePathStyle === 'true',
  };
}

function secretsKey(env: Env): string | undefined {
  const key = optional(env, 'SECRETS_KEY');
  if (key !== undefined && key.length < 32) throw new ConfigError('SECRETS_KEY must be at least 32 characters long');
  return key;
}

export const SANDBOX_ACCOUNT_ID = 'sandbox-account';
export const IUGU_API_URL = 'https://api.iugu.com/v1';

function payments(env: Env): PaymentConfig {
  const provider = text(env, 'PAYMENT_PROVIDER', 'sandbox');
  if (provider !== 'sandbox' && provider !== 'iugu') {
    throw new ConfigError(`PAYMENT_PROVIDER must be sandbox or iugu, got "${provider}"`);
  }
  const iuguApiToken = optional(env, 'IUGU_API_TOKEN');
  const accountId = optional(env, 'IUGU_ACCOUNT_ID');
  if (provider === 'iugu' && (!iuguApiToken || !accountId)) {
    throw new ConfigError('PAYMENT_PROVIDER=iugu needs IUGU_API_TOKEN and IUGU_ACCOUNT_ID');
  }
  if (accountId !== undefined && !/^[A-Za-z0-9_-]{1,64}$/.test(accountId)) {
    throw new ConfigError('IUGU_ACCOUNT_ID must be letters, digits, - or _');
  }
  const webhookSecret = optional(env, 'BILLING_WEBHOOK_SECRET');
  if (webhookSecret !== undefined && webhookSecret.length < 16) {
    throw new ConfigError('BILLING_WEBHOOK_SECRET must be at least 16 characters long');
  }
  return {
    provider,
    accountId: accountId ?? SANDBOX_ACCOUNT_ID,
    iuguApiToken,
    iuguApiUrl: (url(env, 'IUGU_API_URL', IUGU_API_URL, ['https:', 'http:']) as string).replace(/\/+$/, ''),
    timeoutMs: integer(env, 'PAYMENT_TIMEOUT_MS', 15_000, 100, 120_000),
    webhookSecret,
    sweepIntervalMs: integer(env, 'BILLING_SWEEP_INTERVAL_MS', 60_000, 0, 86_400_000),
  };
}

/** Reads and checks every variable the api uses; throws ConfigError naming the first bad one. */
export function loadConfig(env: Env = process.env): Config {
  const dataDir = text(env, 'DATA_DIR', './.data');
  const loginThrottle: LoginThrottleConfig = {
    slowdownAfter: integer(env, 'LOGIN_SLOWDOWN_AFTER', 3, 1, 1000),
    delayMs: integer(env, 'LOGIN_SLOWDOWN_DELAY_MS', 500, 0, 60_000),
    maxDelayMs: integer(env, 'LOGIN_SLOWDOWN_MAX_DELAY_MS', 8000, 0, 60_000),
    lockoutAfter: integer(env, 'LOGIN_LOCKOUT_AFTER', 10, 1, 1000),
    ipLockoutAfter: integer(env, 'LOGIN_IP_LOCKOUT_AFTER', 50, 1, 100_000),
    lockoutMinutes: integer(env, 'LOGIN_LOCKOUT_MINUTES', 15, 1, 24 * 60),
  };
  const publicLimits: PublicLimitsConfig = {
    passwordResetPerIp: integer(env, 'PASSWORD_RESET_PER_IP_PER_HOUR', 10, 1, 100_000),
    passwordResetPerEmail: integer(env, 'PASSWORD_RESET_PER_EMAIL_PER_HOUR', 3, 1, 1000),
    signupPerIp: integer(env, 'SIGNUP_PER_IP_PER_HOUR', 10, 1, 100_000),
    cardTokensPerIp: integer(env, 'CARD_TOKENS_PER_IP_PER_HOUR', 20, 1, 100_000),
    webhookRefusalsPerIp: integer(env, 'WEBHOOK_REFUSALS_PER_IP_PER_HOUR', 20, 1, 100_000),
    bookingsPerIp: integer(env, 'BOOKINGS_PER_IP_PER_HOUR', 10, 1, 100_000),
    publicPagesPerIpPerMinute: integer(env, 'PUBLIC_PAGES_PER_IP_PER_MINUTE', 60, 1, 1_000_000),
  };
  // The reset link points at the gateway, which serves the web app on PORT.
  const gatewayPort = integer(env, 'PORT', 4000, 0, 65535);
  const dataFolder = isAbsolute(dataDir) ? dataDir : resolve(repositoryRoot, dataDir);
  const host = text(env, 'API_HOST', '127.0.0.1');
  checkExposedHost(env, host);
  return {
    host,
    port: integer(env, 'API_PORT', 4001, 0, 65535),
    dataDir: dataFolder,
    databaseUrl: url(env, 'DATABASE_URL', undefined, ['postgres:', 'postgresql:']),
    appUrl: (url(env, 'APP_URL', `http://localhost:${gatewayPort}`, ['http:', 'https:']) as string).replace(/\/+$/, ''),
    smtpUrl: url(env, 'SMTP_URL', undefined, ['smtp:', 'smtps:']),
    mailFrom: text(env, 'MAIL_FROM', 'Practice <nao-responda@practice.local>'),
    seedDemo: boolean(env, 'SEED_DEMO', true),
    trustedProxies: trustedProxies(env),
    logLevel: logLevel(env),
    loginThrottle,
    publicLimits,
    filesSecret: filesSecret(env),
    storage: storage(env, dataFolder),
    secretsKey: secretsKey(env),
    payments: payments(env),
    redisUrl: url(env, 'REDIS_URL', undefined, ['redis:', 'rediss:']),
    changesChannel: text(env, 'CHANGES_CHANNEL', 'practice:changes'),
    changeStreamsPerUser: integer(env, 'CHANGE_STREAMS_PER_USER', 10, 1, 1000),
    reminderIntervalMs: integer(env, 'REMINDER_INTERVAL_MS', 60_000, 0, 24 * 3_600_000),
    metricsToken: metricsToken(env),
    shutdownGraceMs: integer(env, 'SHUTDOWN_GRACE_MS', 10_000, 0, 600_000),
  };
}
