import { fileURLToPath } from 'node:url';
import { GATEWAY_UPSTREAM_TIMEOUT_MS } from '@practice/common';
import { DEFAULT_LIVE_LIMITS, type LiveLimits } from './changes.ts';

export interface GatewayConfig {
  port: number;
  /**
   * HOST: the interface to listen on, 127.0.0.1 (this machine only) unless told otherwise: the demo
   * company's password is in the README, so nobody else on the network should reach it by default.
   */
  host: string;
  /** Base address of the `/api/v1` REST service. */
  apiUrl: string;
  /** Folder holding the built web app (its index.html and hashed assets). */
  webDist: string;
  upstreamTimeoutMs: number;
  /**
   * How many reverse proxies stand in front of the gateway. The caller's address is taken that many
   * hops back in `x-forwarded-for`, so a client cannot pick the address the api throttles sign-ins by.
   */
  trustedProxyHops: number;
  /**
   * `PAYMENT_PROVIDER`, as the api reads it: with `sandbox` the gateway serves the stand-in card
   * script; with `iugu` the page loads Iugu's own, whose origins `paymentCspSources` names.
   */
  paymentProvider: 'sandbox' | 'iugu';
  /**
   * GraphiQL at /graphql and schema introspection (GRAPHQL_INTROSPECTION, on by default: frontend
   * developers use both); off, the schema can only be read from the repository.
   */
  introspection: boolean;
  /**
   * Live subscriptions one session (LIVE_SUBSCRIPTIONS_PER_SESSION, 10) and one address
   * (LIVE_SUBSCRIPTIONS_PER_ADDRESS, 100) may hold open in this gateway; more are refused.
   */
  liveLimits: LiveLimits;
  /**
   * METRICS_TOKEN: `GET /metrics` answers only `Authorization: Bearer <token>`; unset, it is a 404
   * and no metrics are kept.
   */
  metricsToken: string | undefined;
  /** LOG_REQUESTS (on by default): one JSON line per answered request, with its request id. */
  logRequests: boolean;
  /**
   * SHUTDOWN_GRACE_MS: after SIGTERM, how long the requests in flight have to finish before their
   * connections are cut and the process exits.
   */
  shutdownGraceMs: number;
}

export const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

function integer(name: string, raw: string | undefined, fallback: number, min: number, max: number, problems: string[]): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
    return fallback;
  }
  return value;
}

function flag(name: string, raw: string | undefined, fallback: boolean, problems: string[]): boolean {
  const value = raw?.trim().toLowerCase();
  if (!value) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  problems.push(`${name} must be true or false, got "${raw}"`);
  return fallback;
}

function httpUrl(name: string, raw: string | undefined, fallback: string, problems: string[]): string {
  const value = raw?.trim() || fallback;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
    return url.origin + url.pathname.replace(/\/+$/, '');
  } catch {
    problems.push(`${name} must be an http(s) URL, got "${value}"`);
    return fallback;
  }
}

function paymentProvider(raw: string | undefined, problems: string[]): 'sandbox' | 'iugu' {
  const value = raw?.trim() || 'sandbox';
  if (value === 'sandbox' || value === 'iugu') return value;
  problems.push(`PAYMENT_PROVIDER must be sandbox or iugu, got "${value}"`);
  return 'sandbox';
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const problems: string[] = [];
  const config: GatewayConfig = {
    port: integer('PORT', env.PORT, 4000, 0, 65535, problems),
    host: env.HOST?.trim() || '127.0.0.1',
    apiUrl: httpUrl('API_URL', env.API_URL, 'http://127.0.0.1:4001', problems),
    webDist: env.WEB_DIST?.trim() || defaultWebDist,
    upstreamTimeoutMs: integer('UPSTREAM_TIMEOUT_MS', env.UPSTREAM_TIMEOUT_MS, GATEWAY_UPSTREAM_TIMEOUT_MS, 1, 600_000, problems),
    trustedProxyHops: integer('TRUSTED_PROXY_HOPS', env.TRUSTED_PROXY_HOPS, 0, 0, 10, problems),
    paymentProvider: paymentProvider(env.PAYMENT_PROVIDER, problems),
    introspection: flag('GRAPHQL_INTROSPECTION', env.GRAPHQL_INTROSPECTION, true, problems),
    liveLimits: {
      perSession: integer('LIVE_SUBSCRIPTIONS_PER_SESSION', env.LIVE_SUBSCRIPTIONS_PER_SESSION, DEFAULT_LIVE_LIMITS.perSession, 1, 1000, problems),
      perAddress: integer('LIVE_SUBSCRIPTIONS_PER_ADDRESS', env.LIVE_SUBSCRIPTIONS_PER_ADDRESS, DEFAULT_LIVE_LIMITS.perAddress, 1, 100_000, problems),
    },
    metricsToken: undefined,
    logRequests: flag('LOG_REQUESTS', env.LOG_REQUESTS, true, problems),
    shutdownGraceMs: integer('SHUTDOWN_GRACE_MS', env.SHUTDOWN_GRACE_MS, 10_000, 0, 600_000, problems),
  };
  const metricsToken = env.METRICS_TOKEN?.trim() || undefined;
  if (metricsToken !== undefined && metricsToken.length < 16) problems.push('METRICS_TOKEN must be at least 16 characters long');
  config.metricsToken = metricsToken;
  if (problems.length > 0) throw new Error(`Invalid gateway configuration:\n- ${problems.join('\n- ')}`);
  return config;
}
