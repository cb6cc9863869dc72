import type { FastifyInstance } from 'fastify';
import { isValidEmail } from '@practice/common';
import type { AppDeps } from '../../deps.ts';
import { hashPassword } from '../../auth/password.ts';
import { digest, randomToken } from '../../auth/secrets.ts';
import { RateLimits, tooManyRequests } from '../../auth/rate-limit.ts';
import { LoginThrottle } from '../../auth/throttle.ts';
import { revokeAllTokens } from '../../auth/tokens.ts';
import { section, text, type Input } from '../../http/input.ts';
import { FieldErrors, VALIDATION } from '../../http/validation.ts';
import { diffChanges, recordActivity } from '../../activity-log/record.ts';
import { checkNewPassword } from '../users/input.ts';
import { setPasswordHash } from '../users/password.ts';
import { USER_TRACKED_FIELDS, userActivityRow } from '../users/profile.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { findUser, findUserByEmail, normalizeEmail } from '../users/queries.ts';
import { findCompanyName } from '../companies/queries.ts';
import { passwordResetMail } from './password-reset-mail.ts';
import { PASSWORD_ANSWER, PASSWORD_MAIL_BODY, PASSWORD_RESET_BODY } from './schemas.ts';

export const RESET_TOKEN_HOURS = 6;

const HOUR = 3_600_000;

export const PASSWORD_MESSAGES = {
  instructionsSent: 'Se o e-mail estiver cadastrado, você receberá as instruções para redefinir sua senha.',
  updated: 'Sua senha foi alterada com sucesso.',
  tokenExpired: 'expirou, por favor solicite um novo',
  mismatch: 'não coincide com a senha',
} as const;

const LABELS = {
  email: 'E-mail',
  reset_password_token: 'Token de redefinição de senha',
  password: 'Senha',
  password_confirmation: 'Confirmação de senha',
};

/** Devise's recoverable flow, paranoid: the answer never tells whether an address is registered. */
export async function passwordRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock, config, mail } = deps;
  const throttle = new LoginThrottle(db, config.loginThrottle);
  const limits = new RateLimits(db);
  const { passwordResetPerIp, passwordResetPerEmail } = config.publicLimits;

  /** Made after the answer: a registered address and an unknown one answer alike, in the same time. */
  async function resetMail(email: string): Promise<MailMessage | undefined> {
    const perEmail = await limits.hit(`reset-email:${email}`, { limit: passwordResetPerEmail, windowMs: HOUR }, clock());
    if (!perEmail.allowed) return undefined;
    const user = await findUserByEmail(db, email);
    if (!user) return undefined;
    const token = randomToken();
    const now = clock();
    await db.transaction().execute(async (trx) => {
      // Only the newest link works, as with Devise.
      await trx.deleteFrom('password_reset_tokens').where('user_id', '=', user.id).where('used_at', 'is', null).execute();
      await trx
        .insertInto('password_reset_tokens')
        .values({
          user_id: user.id,
          token_hash: digest(token),
          expires_at: new Date(now.getTime() + RESET_TOKEN_HOURS * HOUR),
          created_at: now,
        })
        .execute();
    });
    const link = `${config.appUrl}/reset-password?reset_password_token=${encodeURIComponent(token)}`;
    const company = await findCompanyName(db, user.company_id);
    return passwordResetMail({ to: user.email, name: user.name, companyName: company?.name ?? null, link, validHours: RESET_TOKEN_HOURS });
  }

  app.post('/users/password', { schema: { body: PASSWORD_MAIL_BODY, response: { 200: PASSWORD_ANSWER } } }, async (request, reply) => {
    const email = normalizeEmail(text(section(request.body, 'user'), 'email') ?? '');
    const errors = new FieldErrors(LABELS);
    if (email === '') errors.add('email', VALIDATION.blank);
    else if (!isValidEmail(email)) errors.add('email', VALIDATION.invalid);
    errors.throwIfAny();

    const perIp = await limits.hit(`reset-ip:${request.ip}`, { limit: passwordResetPerIp, windowMs: HOUR }, clock());
    if (!perIp.allowed) {
      const refusal = tooManyRequests(perIp.retryAfterMs);
      reply.header('retry-after', refusal.retryAfter);
      throw refusal.error;
    }
    mail.enqueueLater(() => resetMail(email));
    return { success: true, message: PASSWORD_MESSAGES.instructionsSent };
  });

  const reset = async (body: unknown, ip: string) => {
    const input: Input = section(body, 'user');
    const token = text(input, 'reset_password_token') ?? '';
    const password = text(input, 'password', { trim: false }) ?? '';
    const confirmation = text(input, 'password_confirmation', { trim: false }) ?? '';
    const errors = new FieldErrors(LABELS);
    checkNewPassword(errors, 'password', password);
    if (password !== confirmation) errors.add('password_confirmation', PASSWORD_MESSAGES.mismatch);
    if (token === '') errors.add('reset_password_token', VALIDATION.blank);
    const passwordHash = errors.empty ? await hashPassword(password) : undefined;

    const email = await db.transaction().execute(async (trx) => {
      const now = clock();
      const reset = token
        ? await trx
            .selectFrom('password_reset_tokens')
            .select(['id as token_id', 'user_id', 'expires_at', 'used_at'])
            .where('token_hash', '=', digest(token))
            .forUpdate()
            .executeTakeFirst()
        : undefined;
      const owner = reset && (await findUser(trx, reset.user_id));
      const row = reset && owner && { ...owner, token_id: reset.token_id, expires_at: reset.expires_at, used_at: reset.used_at };
      if (token && (!row || row.used_at)) errors.add('reset_password_token', VALIDATION.invalid);
      else if (row && row.expires_at <= now) errors.add('reset_password_token', PASSWORD_MESSAGES.tokenExpired);
      if (!row || !passwordHash || !errors.empty) throw errors.toError();

      const { token_id: tokenId, expires_at: _expires, used_at: _used, ...user } = row;
      const updated = await setPasswordHash(trx, user.id, passwordHash);
      await trx.updateTable('password_reset_tokens').set({ used_at: now }).where('id', '=', tokenId).execute();
      // Whoever knew the old password is signed out everywhere.
      await revokeAllTokens(trx, user.id);
      await recordActivity(trx, {
        companyId: user.company_id,
        userId: user.id,
        event: 'update',
        itemType: 'User',
        itemId: user.id,
        itemName: user.name,
        changes: diffChanges(userActivityRow(user), userActivityRow(updated), USER_TRACKED_FIELDS, { secret: ['password'] }),
      });
      return user.email;
    });
    // Proving the mailbox lifts the lock-out of the address the new password came from, and only
    // that one: another address's lock may be an attacker's.
    await throttle.clearPair(email, ip);
    return { success: true, message: PASSWORD_MESSAGES.updated };
  };

  const resetRoute = { schema: { body: PASSWORD_RESET_BODY, response: { 200: PASSWORD_ANSWER } } };
  app.put('/users/password', resetRoute, (request) => reset(request.body, request.ip));
  app.patch('/users/password', resetRoute, (request) => reset(request.body, request.ip));
}
