import { ID_PATTERN } from '@practice/common';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/index.ts';
import type { User } from '../db/schema.ts';
import { HttpError, notFound, unauthenticated } from '../http/errors.ts';
import { findToken, readTokenHeaders, type SessionCache } from './tokens.ts';

/** Who is calling: resolved from the auth headers before any protected handler runs. */
export interface Caller {
  user: User;
  tokenId: number;
  client: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller;
  }
  interface FastifyContextConfig {
    /** The route stays open to a user whose company demands two-step sign-in they have not set up. */
    beforeTwoFactorSetup?: boolean;
  }
}

/** Route options of the calls a user may make before setting up the two-step sign-in their company demands. */
export const BEFORE_TWO_FACTOR_SETUP = { config: { beforeTwoFactorSetup: true } } as const;

export const AUTH_MESSAGES = {
  expired: 'Sessão expirada. Faça login novamente',
  invalid: 'Sessão inválida. Faça login novamente',
  twoFactorSetupRequired: 'Sua empresa exige a verificação em duas etapas. Ative-a em Meu perfil, na aba Segurança, para continuar.',
} as const;

/** Runs once the caller is known, before the handler: the subscription check (billing/guard.ts). */
export type AfterAuthentication = (request: FastifyRequest, user: User) => Promise<void>;

export interface AuthenticateOptions {
  after?: AfterAuthentication;
  /** Where sessions found in the last few seconds are kept, so most requests read none. */
  sessions?: SessionCache;
}

export function authenticate(db: Db, clock: Clock, options: AuthenticateOptions = {}): onRequestAsyncHookHandler {
  const { after, sessions } = options;
  return async (request) => {
    const headers = readTokenHeaders(request.headers);
    if (!headers.accessToken && !headers.client && !headers.uid) throw unauthenticated();
    const found = await findToken(db, headers, clock(), sessions);
    if (found.status !== 'valid') {
      throw unauthenticated(found.status === 'expired' ? AUTH_MESSAGES.expired : AUTH_MESSAGES.invalid);
    }
    request.caller = { user: found.user, tokenId: found.tokenId, client: found.client };
    if (found.twoFactorSetupRequired && request.routeOptions.config.beforeTwoFactorSetup !== true) {
      throw new HttpError(403, AUTH_MESSAGES.twoFactorSetupRequired, { two_factor_setup_required: true });
    }
    if (after) await after(request, found.user);
  };
}

export function getCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthenticated();
  return request.caller;
}

/**
 * The tenant scope every company-owned route starts from: the caller's company id, taken from the
 * token. A URL naming any other company answers 404, as if it did not exist.
 */
export function requireCompany(request: FastifyRequest, companyIdParam: unknown): number {
  const companyId = getCaller(request).user.company_id;
  if (String(companyIdParam) !== String(companyId)) throw notFound();
  return companyId;
}

/** Route params are text; an id that is not a positive integer cannot name a record. */
export function parseId(value: unknown): number {
  const id = typeof value === 'string' && ID_PATTERN.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
}
