import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { BEFORE_TWO_FACTOR_SETUP, getCaller } from '../../auth/hook.ts';
import { verifyPassword } from '../../auth/password.ts';
import { SecretBox } from '../../auth/secret-box.ts';
import { LoginThrottle, lockoutMessage } from '../../auth/throttle.ts';
import { deviseError } from '../../http/errors.ts';
import { IDEMPOTENT_SECRET } from '../../http/idempotency.ts';
import { asInput, has, section, text, type Input } from '../../http/input.ts';
import { FieldErrors, baseError } from '../../http/validation.ts';
import {
  TWO_FACTOR_MESSAGES,
  acceptCode,
  beginSetup,
  disableTwoFactor,
  enableTwoFactor,
  replaceRecoveryCodes,
  serializeTwoFactorState,
  twoFactorState,
  useRecoveryCode,
} from './two-factor.ts';
import {
  TWO_FACTOR_ANSWER,
  TWO_FACTOR_CODES_ANSWER,
  TWO_FACTOR_CONFIRMATION_BODY,
  TWO_FACTOR_ENABLE_BODY,
  TWO_FACTOR_SETUP_ANSWER,
} from './schemas.ts';

const LABELS = { code: 'Código de verificação', password: 'Senha' };

function readInput(body: unknown): Input {
  const nested = section(body, 'two_factor');
  return Object.keys(nested).length > 0 || has(asInput(body), 'two_factor') ? nested : asInput(body);
}

function fieldError(field: 'code' | 'password', message: string) {
  const errors = new FieldErrors(LABELS);
  errors.add(field, message, { standalone: true });
  return errors.toError();
}

/**
 * Turning two-step sign-in on and off for the signed-in user. Open to a user whose company demands
 * it before they have set it up, since this is where they do.
 */
export async function twoFactorRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock, config, writeOnce } = deps;
  const box = await SecretBox.load(config, 'two-factor');
  const throttle = new LoginThrottle(db, config.loginThrottle);

  /** A password or code typed to confirm who is at the keyboard counts toward the sign-in limits. */
  async function throttled(request: FastifyRequest, email: string): Promise<void> {
    const verdict = await throttle.attempt(email, request.ip, clock());
    if (verdict.locked) throw deviseError(429, lockoutMessage(verdict.retryAfterMs));
    if (verdict.delayMs > 0) await deps.sleep(verdict.delayMs);
  }

  app.get('/api/v1/auth/two_factor', { ...BEFORE_TWO_FACTOR_SETUP, schema: { response: { 200: TWO_FACTOR_ANSWER } } }, async (request) => ({
    two_factor: serializeTwoFactorState(await twoFactorState(db, getCaller(request).user.id)),
  }));

  // Each call makes a new secret; the last one shown is the one a code confirms.
  // Answers hold the secret and the recovery codes, so only that they were made is kept for a repeat.
  const secretAnswer = { ...BEFORE_TWO_FACTOR_SETUP.config, ...IDEMPOTENT_SECRET };

  app.post('/api/v1/auth/two_factor/setup', { config: secretAnswer, schema: { response: { 200: TWO_FACTOR_SETUP_ANSWER } } }, async (request, reply) => {
    const { user } = getCaller(request);
    return writeOnce(request, reply, async (trx) => {
      if ((await twoFactorState(trx, user.id)).enabled) throw baseError(TWO_FACTOR_MESSAGES.alreadyEnabled);
      return { two_factor_setup: await beginSetup(trx, box, user, clock()) };
    });
  });

  app.post('/api/v1/auth/two_factor/enable', { config: secretAnswer, schema: { body: TWO_FACTOR_ENABLE_BODY, response: { 200: TWO_FACTOR_CODES_ANSWER } } }, async (request, reply) => {
    const { user } = getCaller(request);
    const code = text(readInput(request.body), 'code') ?? '';
    if (code === '') throw fieldError('code', TWO_FACTOR_MESSAGES.codeBlank);
    return writeOnce(request, reply, async (trx) => {
      const now = clock();
      if ((await twoFactorState(trx, user.id)).enabled) throw baseError(TWO_FACTOR_MESSAGES.alreadyEnabled);
      const exists = await trx.selectFrom('user_two_factors').select('user_id').where('user_id', '=', user.id).executeTakeFirst();
      if (!exists) throw baseError(TWO_FACTOR_MESSAGES.notStarted);
      if (!(await acceptCode(trx, box, user.id, code, now, { pending: true }))) throw fieldError('code', TWO_FACTOR_MESSAGES.wrongCode);
      await enableTwoFactor(trx, user.id, now);
      const recoveryCodes = await replaceRecoveryCodes(trx, user.id, now);
      return { two_factor: serializeTwoFactorState(await twoFactorState(trx, user.id)), recovery_codes: recoveryCodes };
    });
  });

  /** Confirms with the password, a code or a recovery code; counted like a sign-in attempt. */
  async function confirmIdentity(request: FastifyRequest, input: Input): Promise<void> {
    const { user } = getCaller(request);
    const password = text(input, 'password', { trim: false }) ?? '';
    const code = text(input, 'code') ?? '';
    const recoveryCode = text(input, 'recovery_code') ?? '';
    if (password === '' && code === '' && recoveryCode === '') throw baseError(TWO_FACTOR_MESSAGES.confirmBlank);
    await throttled(request, user.email);
    let right: boolean;
    if (password !== '') right = await verifyPassword(user.password_hash, password);
    else right = await db.transaction().execute((trx) =>
      code !== '' ? acceptCode(trx, box, user.id, code, clock()) : useRecoveryCode(trx, user.id, recoveryCode, clock()),
    );
    if (!right) {
      if (password !== '') throw fieldError('password', TWO_FACTOR_MESSAGES.wrongPassword);
      throw fieldError('code', code !== '' ? TWO_FACTOR_MESSAGES.wrongCode : TWO_FACTOR_MESSAGES.wrongRecoveryCode);
    }
    await throttle.succeeded(user.email, request.ip);
  }

  app.delete('/api/v1/auth/two_factor', { ...BEFORE_TWO_FACTOR_SETUP, schema: { body: TWO_FACTOR_CONFIRMATION_BODY, response: { 200: TWO_FACTOR_ANSWER } } }, async (request) => {
    const { user } = getCaller(request);
    const state = await twoFactorState(db, user.id);
    if (!state.enabled) throw baseError(TWO_FACTOR_MESSAGES.notEnabled);
    if (state.requiredByCompany) throw baseError(TWO_FACTOR_MESSAGES.requiredByCompany);
    await confirmIdentity(request, readInput(request.body));
    await db.transaction().execute((trx) => disableTwoFactor(trx, user.id));
    return { two_factor: serializeTwoFactorState(await twoFactorState(db, user.id)) };
  });

  // New recovery codes replace the old ones, used or not; shown once, like the first ones.
  app.post('/api/v1/auth/two_factor/recovery_codes', { config: secretAnswer, schema: { body: TWO_FACTOR_CONFIRMATION_BODY, response: { 200: TWO_FACTOR_CODES_ANSWER } } }, async (request, reply) => {
    const { user } = getCaller(request);
    if (!(await twoFactorState(db, user.id)).enabled) throw baseError(TWO_FACTOR_MESSAGES.notEnabled);
    await confirmIdentity(request, readInput(request.body));
    return writeOnce(request, reply, async (trx) => {
      const recoveryCodes = await replaceRecoveryCodes(trx, user.id, clock());
      return { two_factor: serializeTwoFactorState(await twoFactorState(trx, user.id)), recovery_codes: recoveryCodes };
    });
  });
}
