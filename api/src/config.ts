import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface LoginThrottleConfig {
  /** Failures (per e-mail or per IP) after which every further attempt waits before it is checked. */
  slowdownAfter: number;
  /** Wait of the first slowed attempt; it doubles with each further failure up to `maxDelayMs`. */
  delayMs: number;
  maxDelayMs: number;
  /** Failures of one e-mail that lock it out. */
  lockoutAfter: number;
  /** Failures from one IP that lock it out; higher, since many people may share an address. */
  ipLockoutAfter: number;
  /** How long a lock-out lasts; failures older than this are forgotten too. */
  lockoutMinutes: number;
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
  /** Passed to Fastify's `trustProxy`: which hops may set `x-forwarded-for`. */
  trustProxy: boolean | string;
  logLevel: string;
  loginThrottle: LoginThrottleConfig;
  /** Signs file URLs; unset, one is made and kept in DATA_DIR. */
  filesSecret: string | undefined;
}

export class ConfigError extends Error {}

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

function trustProxy(env: Env): boolean | string {
  const raw = text(env, 'TRUST_PROXY', 'loopback');
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return raw;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function logLevel(env: Env): string {
  const level = text(env, 'LOG_LEVEL', 'info').toLowerCase();
  if (!LOG_LEVELS.includes(level)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${level}"`);
  return level;
}

function filesSecret(env: Env): string | undefined {
  const secret = optional(env, 'FILES_SECRET');
  if (secret !== undefined && secret.length < 32) throw new ConfigError('FILES_SECRET must be at least 32 characters long');
  return secret;
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
  return {
    host: text(env, 'API_HOST', '127.0.0.1'),
    port: integer(env, 'API_PORT', 4001, 0, 65535),
    dataDir: isAbsolute(dataDir) ? dataDir : resolve(repositoryRoot, dataDir),
    databaseUrl: url(env, 'DATABASE_URL', undefined, ['postgres:', 'postgresql:']),
    appUrl: (url(env, 'APP_URL', 'http://localhost:4000', ['http:', 'https:']) as string).replace(/\/+$/, ''),
    smtpUrl: url(env, 'SMTP_URL', undefined, ['smtp:', 'smtps:']),
    mailFrom: text(env, 'MAIL_FROM', 'Practice <nao-responda@practice.local>'),
    seedDemo: boolean(env, 'SEED_DEMO', true),
    trustProxy: trustProxy(env),
    logLevel: logLevel(env),
    loginThrottle,
    filesSecret: filesSecret(env),
  };
}
