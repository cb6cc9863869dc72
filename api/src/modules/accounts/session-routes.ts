import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { getCaller } from '../../auth/hook.ts';
import { verifyAgainstNobody, verifyPassword } from '../../auth/password.ts';
import { LoginThrottle, lockoutMessage } from '../../auth/throttle.ts';
import { authHeaders, issueToken, readTokenHeaders, revokeToken } from '../../auth/tokens.ts';
import { deviseError, unauthenticated } from '../../http/errors.ts';
import { asInput, has, section, text } from '../../http/input.ts';
import { findUserByEmail, normalizeEmail } from '../users/queries.ts';
import { WHILE_SUSPENDED } from '../billing/guard.ts';
import { userPayload } from '../users/serialize.ts';

export const SIGN_IN_MESSAGES = {
  invalidCredentials: 'E-mail ou senha inválidos.',
  notSignedIn: 'Usuário não encontrado ou não está logado.',
} as const;

/** Sign-in and sign-out: public, since they are how a client gets or drops its token. */
export async function publicSessionRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock, config, sleep } = deps;
  const throttle = new LoginThrottle(db, config.loginThrottle);

  app.post('/api/v1/auth/sign_in', async (request, reply) => {
    // devise_token_auth also takes the fields at the top level; the web sends them under user[...].
    const nested = section(request.body, 'user');
    const input = has(nested, 'email') ? nested : asInput(request.body);
    const email = normalizeEmail(text(input, 'email') ?? '');
    const password = text(input, 'password', { trim: false }) ?? '';

    const verdict = await throttle.attempt(email, request.ip, clock());
    if (verdict.locked) {
      const message = lockoutMessage(verdict.retryAfterMs);
      reply.header('retry-after', String(Math.ceil(verdict.retryAfterMs / 1000)));
      throw deviseError(429, message);
    }
    if (verdict.delayMs > 0) await sleep(verdict.delayMs);

    // An unknown e-mail costs a password check too, so both refusals look and last the same.
    const user = email ? await findUserByEmail(db, email) : undefined;
    const valid = user ? await verifyPassword(user.password_hash, password) : await verifyAgainstNobody(password);
    if (!user || !valid) throw unauthenticated(SIGN_IN_MESSAGES.invalidCredentials);

    await throttle.succeeded(email, request.ip);
    const token = await db.transaction().execute((trx) => issueToken(trx, user.id, clock()));
    reply.headers(authHeaders(token, user.email));
    return { data: await userPayload(deps, user) };
  });

  // Works on an expired token too, so a client can always clean up after itself.
  app.delete('/api/v1/auth/sign_out', async (request) => {
    if (!(await revokeToken(db, readTokenHeaders(request.headers)))) {
      throw deviseError(404, SIGN_IN_MESSAGES.notSignedIn);
    }
    return { success: true };
  });
}

export async function sessionRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/api/v1/auth/validate_token', WHILE_SUSPENDED, async (request) => ({
    success: true,
    data: await userPayload(deps, getCaller(request).user),
  }));
}
