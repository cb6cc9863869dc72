import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { BEFORE_TWO_FACTOR_SETUP, getCaller } from '../../auth/hook.ts';
import { verifyAgainstNobody, verifyPassword } from '../../auth/password.ts';
import { LoginThrottle, lockoutMessage } from '../../auth/throttle.ts';
import { authHeaders, issueToken, readTokenHeaders, revokeToken } from '../../auth/tokens.ts';
import { deviseError, unauthenticated } from '../../http/errors.ts';
import { asInput, has, section, text } from '../../http/input.ts';
import { findUserByEmail, normalizeEmail } from '../users/queries.ts';
import { sessionOrigin } from './session-list.ts';
import { SecretBox } from '../../auth/secret-box.ts';
import { baseError } from '../../http/validation.ts';
import {
  TWO_FACTOR_MESSAGES,
  acceptCode,
  challengeFailed,
  challengeOwner,
  createChallenge,
  findChallenge,
  isTwoFactorEnabled,
  spendChallenge,
  twoFactorState,
  useRecoveryCode,
} from './two-factor.ts';
import { WHILE_SUSPENDED } from '../billing/guard.ts';
import { userPayload } from '../users/serialize.ts';
import {
  SESSION_ANSWER,
  SIGN_IN_ANSWER,
  SIGN_IN_BODY,
  SIGN_OUT_ANSWER,
  TWO_FACTOR_SIGN_IN_ANSWER,
  TWO_FACTOR_SIGN_IN_BODY,
} from './schemas.ts';

export const SIGN_IN_MESSAGES = {
  invalidCredentials: 'E-mail ou senha inválidos.',
  notSignedIn: 'Usuário não encontrado ou não está logado.',
} as const;

/** Sign-in and sign-out: public, since they are how a client gets or drops its token. */
export async function publicSessionRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock, config, sleep } = deps;
  const throttle = new LoginThrottle(db, config.loginThrottle);
  const box = await SecretBox.load(config, 'two-factor');

  app.post('/api/v1/auth/sign_in', { schema: { body: SIGN_IN_BODY, response: { 200: SIGN_IN_ANSWER } } }, async (request, reply) => {
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

    if (await isTwoFactorEnabled(db, user.id)) {
      // No session yet, and the attempt stays counted as a failure until its code proves right.
      const challenge = await createChallenge(db, user.id, clock());
      return { success: true, two_factor_required: true, challenge: challenge.token, challenge_expires_at: challenge.expiresAt };
    }
    await throttle.succeeded(email, request.ip);
    const token = await db.transaction().execute((trx) => issueToken(trx, user.id, clock(), sessionOrigin(request)));
    reply.headers(authHeaders(token, user.email));
    const { requiredByCompany } = await twoFactorState(db, user.id);
    return { data: await userPayload(deps, user), two_factor_setup_required: requiredByCompany };
  });

  /**
   * The second step of a two-step sign-in: the challenge the password step answered, with the
   * authenticator's 6-digit `code` or one of the user's `recovery_code`s. Each try counts toward the
   * sign-in limits like a password; a right one answers as a sign-in does.
   */
  app.post('/api/v1/auth/two_factor', { schema: { body: TWO_FACTOR_SIGN_IN_BODY, response: { 200: TWO_FACTOR_SIGN_IN_ANSWER } } }, async (request, reply) => {
    const nested = section(request.body, 'two_factor');
    const input = has(nested, 'challenge') ? nested : asInput(request.body);
    const challengeToken = text(input, 'challenge') ?? '';
    const code = text(input, 'code') ?? '';
    const recoveryCode = text(input, 'recovery_code') ?? '';
    if (code === '' && recoveryCode === '') throw baseError(TWO_FACTOR_MESSAGES.codeBlank);

    const owner = await challengeOwner(db, challengeToken, clock());
    if (!owner) throw unauthenticated(TWO_FACTOR_MESSAGES.challengeExpired);
    const verdict = await throttle.attempt(owner.email, request.ip, clock());
    if (verdict.locked) {
      reply.header('retry-after', String(Math.ceil(verdict.retryAfterMs / 1000)));
      throw deviseError(429, lockoutMessage(verdict.retryAfterMs));
    }
    if (verdict.delayMs > 0) await sleep(verdict.delayMs);

    const outcome = await db.transaction().execute(async (trx) => {
      const now = clock();
      const challenge = await findChallenge(trx, challengeToken, now);
      if (!challenge) return 'expired' as const;
      const right = code !== ''
        ? await acceptCode(trx, box, challenge.userId, code, now)
        : await useRecoveryCode(trx, challenge.userId, recoveryCode, now);
      if (!right) {
        await challengeFailed(trx, challenge);
        return 'wrong' as const;
      }
      await spendChallenge(trx, challenge);
      return issueToken(trx, challenge.userId, now, sessionOrigin(request));
    });
    if (outcome === 'expired') throw unauthenticated(TWO_FACTOR_MESSAGES.challengeExpired);
    if (outcome === 'wrong') {
      throw unauthenticated(code !== '' ? TWO_FACTOR_MESSAGES.wrongCode : TWO_FACTOR_MESSAGES.wrongRecoveryCode);
    }
    await throttle.succeeded(owner.email, request.ip, 2);
    const user = await findUserByEmail(db, owner.email);
    if (!user) throw unauthenticated(TWO_FACTOR_MESSAGES.challengeExpired);
    reply.headers(authHeaders(outcome, user.email));
    return { data: await userPayload(deps, user), two_factor_setup_required: false };
  });

  // Works on an expired token too, so a client can always clean up after itself.
  app.delete('/api/v1/auth/sign_out', { schema: { response: { 200: SIGN_OUT_ANSWER } } }, async (request) => {
    if (!(await revokeToken(db, readTokenHeaders(request.headers)))) {
      throw deviseError(404, SIGN_IN_MESSAGES.notSignedIn);
    }
    return { success: true };
  });
}

export async function sessionRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/api/v1/auth/validate_token', { config: { ...WHILE_SUSPENDED.config, ...BEFORE_TWO_FACTOR_SETUP.config }, schema: { response: { 200: SESSION_ANSWER } } }, async (request) => ({
    success: true,
    data: await userPayload(deps, getCaller(request).user),
  }));
}
