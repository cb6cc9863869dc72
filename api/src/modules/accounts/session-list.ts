import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { BEFORE_TWO_FACTOR_SETUP, getCaller, parseId } from '../../auth/hook.ts';
import { liveSessions, revokeAllTokens, revokeSession, type SessionOrigin } from '../../auth/tokens.ts';
import { notFound } from '../../http/errors.ts';
import { OTHER_SESSIONS_ENDED_ANSWER, SESSIONS_ANSWER, SESSION_ENDED_ANSWER } from './schemas.ts';

/** The browser and address a sign-in came from, kept with its session. */
export function sessionOrigin(request: FastifyRequest): SessionOrigin {
  const userAgent = request.headers['user-agent'];
  return { userAgent: typeof userAgent === 'string' ? userAgent : undefined, ip: request.ip };
}

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

/** 'Chrome no Windows', as the list of sessions names a device; the User-Agent is all there is to go by. */
export function deviceOf(userAgent: string | null): string {
  if (!userAgent) return 'Dispositivo desconhecido';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} no ${system}`;
  return browser ?? system ?? 'Dispositivo desconhecido';
}

/**
 * The caller's own sessions (each device signed in, newest use first), and ending one or all the
 * others. Another user's session, in this company or any other, answers 404. Every DELETE is a write,
 * so the read cache forgets the company's sessions before the answer goes out (read-cache.ts) and a
 * revoked token is refused on its very next call.
 */
export async function sessionListRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock } = deps;

  app.get('/api/v1/auth/sessions', { ...BEFORE_TWO_FACTOR_SETUP, schema: { response: { 200: SESSIONS_ANSWER } } }, async (request) => {
    const caller = getCaller(request);
    const rows = await liveSessions(db, caller.user.id, clock());
    return {
      sessions: rows.map((row) => ({
        id: row.id,
        device: deviceOf(row.user_agent),
        user_agent: row.user_agent,
        ip: row.ip,
        created_at: row.created_at,
        last_used_at: row.last_used_at ?? row.created_at,
        current: row.id === caller.tokenId,
      })),
    };
  });

  // Before the one with an id, which would otherwise read 'others' as one.
  app.delete('/api/v1/auth/sessions/others', { ...BEFORE_TWO_FACTOR_SETUP, schema: { response: { 200: OTHER_SESSIONS_ENDED_ANSWER } } }, async (request) => {
    const caller = getCaller(request);
    return { success: true, revoked: await revokeAllTokens(db, caller.user.id, caller.tokenId) };
  });

  app.delete<{ Params: { sessionId: string } }>('/api/v1/auth/sessions/:sessionId', { ...BEFORE_TWO_FACTOR_SETUP, schema: { response: { 200: SESSION_ENDED_ANSWER } } }, async (request) => {
    const caller = getCaller(request);
    if (!(await revokeSession(db, caller.user.id, parseId(request.params.sessionId)))) throw notFound();
    return { success: true };
  });
}
