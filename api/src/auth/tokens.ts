import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { SESSION_DURATION_HOURS, type AuthHeaderName } from '@practice/common';
import type { Executor } from '../db/index.ts';
import type { User } from '../db/schema.ts';
import type { ReadCache } from '../http/read-cache.ts';
import { digest, randomToken, sameDigest } from './secrets.ts';

/** A user may be signed in on this many devices; signing in on one more drops the oldest. */
export const MAX_CLIENTS_PER_USER = 10;

const SESSION_MS = SESSION_DURATION_HOURS * 60 * 60 * 1000;

/** Writing last_used_at on every request would turn reads into writes; once in a while is enough. */
const LAST_USED_RESOLUTION_MS = 5 * 60 * 1000;

export interface IssuedToken {
  accessToken: string;
  client: string;
  expiresAt: Date;
}

/** The headers a client keeps and sends back, as devise_token_auth names them. */
export interface TokenHeaders {
  accessToken: string | undefined;
  client: string | undefined;
  uid: string | undefined;
}

/** Where a session was started from, as the list of sessions shows it. */
export interface SessionOrigin {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

const USER_AGENT_MAX = 512;

export async function issueToken(db: Executor, userId: number, now: Date, origin: SessionOrigin = {}): Promise<IssuedToken> {
  const accessToken = randomToken();
  const client = randomBytes(16).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_MS);
  await db
    .insertInto('auth_tokens')
    .values({
      user_id: userId,
      client,
      token_hash: digest(accessToken),
      expires_at: expiresAt,
      created_at: now,
      user_agent: origin.userAgent?.slice(0, USER_AGENT_MAX) || null,
      ip: origin.ip ?? null,
    })
    .execute();
  await db
    .deleteFrom('auth_tokens')
    .where('user_id', '=', userId)
    .where(
      'id',
      'not in',
      db
        .selectFrom('auth_tokens')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(MAX_CLIENTS_PER_USER),
    )
    .execute();
  return { accessToken, client, expiresAt };
}

export function authHeaders(token: IssuedToken, email: string): Record<AuthHeaderName, string> {
  return {
    'access-token': token.accessToken,
    client: token.client,
    expiry: String(Math.floor(token.expiresAt.getTime() / 1000)),
    'token-type': 'Bearer',
    uid: email,
  };
}

export function readTokenHeaders(headers: Record<string, string | string[] | undefined>): TokenHeaders {
  const one = (name: string) => {
    const value = headers[name];
    const first = Array.isArray(value) ? value[0] : value;
    return first?.trim() || undefined;
  };
  return { accessToken: one('access-token'), client: one('client'), uid: one('uid') };
}

export type TokenLookup =
  | { status: 'valid'; user: User; tokenId: number; client: string; twoFactorSetupRequired: boolean }
  | { status: 'expired' | 'invalid' };

/** A client's token with its user, as read from the database and kept for a few seconds. */
export interface Session {
  user: User;
  tokenId: number;
  tokenHash: string;
  expiresAt: Date;
  lastUsedAt: Date | null;
  /** The company demands two-step sign-in and this user has not turned it on yet. */
  twoFactorSetupRequired: boolean;
}

/** Sessions by client and e-mail (`sessionKey`); only those whose token was found are kept. */
export type SessionCache = ReadCache<string, Session>;

function sessionKey(client: string, uid: string): string {
  return `${client}\n${uid.toLowerCase()}`;
}

async function readSession(db: Executor, client: string, uid: string): Promise<Session | undefined> {
  const row = await db
    .selectFrom('auth_tokens')
    .innerJoin('users', 'users.id', 'auth_tokens.user_id')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .leftJoin('user_two_factors', 'user_two_factors.user_id', 'users.id')
    .selectAll('users')
    .select([
      'auth_tokens.id as token_id',
      'auth_tokens.token_hash',
      'auth_tokens.expires_at',
      'auth_tokens.last_used_at',
      sql<boolean>`companies.require_two_factor and user_two_factors.enabled_at is null`.as('two_factor_setup_required'),
    ])
    .where(sql<string>`lower(users.email)`, '=', uid.toLowerCase())
    .where('auth_tokens.client', '=', client)
    .executeTakeFirst();
  if (!row) return undefined;
  const {
    token_id: tokenId,
    token_hash: tokenHash,
    expires_at: expiresAt,
    last_used_at: lastUsedAt,
    two_factor_setup_required: twoFactorSetupRequired,
    ...user
  } = row;
  return { user: Object.freeze(user), tokenId, tokenHash, expiresAt, lastUsedAt, twoFactorSetupRequired: twoFactorSetupRequired === true };
}

/**
 * Finds the token a request carries; expiry is judged against `now`, not the database clock. With
 * `sessions`, a token found in the last few seconds is not read again (see `ReadCache`); the access
 * token is checked against its digest either way.
 */
export async function findToken(db: Executor, headers: TokenHeaders, now: Date, sessions?: SessionCache): Promise<TokenLookup> {
  const { accessToken, client, uid } = headers;
  if (!accessToken || !client || !uid) return { status: 'invalid' };
  const key = sessionKey(client, uid);
  let session = sessions?.get(key);
  if (!session) {
    const mark = sessions?.writes.mark() ?? 0;
    session = await readSession(db, client, uid);
    if (session && sessions) sessions.set(key, session.user.company_id, session, mark);
  }
  if (!session || !sameDigest(session.tokenHash, digest(accessToken))) return { status: 'invalid' };
  if (session.expiresAt.getTime() <= now.getTime()) return { status: 'expired' };
  if (!session.lastUsedAt || now.getTime() - session.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    session.lastUsedAt = now;
    await db.updateTable('auth_tokens').set({ last_used_at: now }).where('id', '=', session.tokenId).execute();
  }
  return { status: 'valid', user: session.user, tokenId: session.tokenId, client, twoFactorSetupRequired: session.twoFactorSetupRequired };
}

/** Whether the session of `tokenId` still stands at `now`: not signed out, ended or expired. */
export async function sessionStands(db: Executor, tokenId: number, now: Date): Promise<boolean> {
  const row = await db.selectFrom('auth_tokens').select('id').where('id', '=', tokenId).where('expires_at', '>', now).executeTakeFirst();
  return row !== undefined;
}

/** Signs out one device. Answers whether there was such a token, expired or not. */
export async function revokeToken(db: Executor, headers: TokenHeaders): Promise<boolean> {
  const { accessToken, client, uid } = headers;
  if (!accessToken || !client || !uid) return false;
  const row = await db
    .selectFrom('auth_tokens')
    .innerJoin('users', 'users.id', 'auth_tokens.user_id')
    .select(['auth_tokens.id', 'auth_tokens.token_hash'])
    .where(sql<string>`lower(users.email)`, '=', uid.toLowerCase())
    .where('auth_tokens.client', '=', client)
    .executeTakeFirst();
  if (!row || !sameDigest(row.token_hash, digest(accessToken))) return false;
  await db.deleteFrom('auth_tokens').where('id', '=', row.id).execute();
  return true;
}

/**
 * Signs the user out everywhere, except on the device making the request when `keepTokenId` is
 * given; answers how many sessions ended.
 */
export async function revokeAllTokens(db: Executor, userId: number, keepTokenId?: number): Promise<number> {
  let query = db.deleteFrom('auth_tokens').where('user_id', '=', userId);
  if (keepTokenId !== undefined) query = query.where('id', '!=', keepTokenId);
  return Number((await query.executeTakeFirst()).numDeletedRows);
}

/** Ends one of the user's sessions; false when the user has no session with that id. */
export async function revokeSession(db: Executor, userId: number, tokenId: number): Promise<boolean> {
  const result = await db.deleteFrom('auth_tokens').where('id', '=', tokenId).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The user's sessions not expired at `now` (each device signed in), the last used first. */
export async function liveSessions(db: Executor, userId: number, now: Date) {
  return db
    .selectFrom('auth_tokens')
    .select(['id', 'user_agent', 'ip', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy(sql`coalesce(last_used_at, created_at)`, 'desc')
    .orderBy('id', 'desc')
    .execute();
}
