import type { FastifyInstance } from 'fastify';
import { isPlanIdentifier, isValidEmail } from '@practice/common';
import type { AppDeps } from '../../deps.ts';
import { hashPassword } from '../../auth/password.ts';
import { RateLimits, tooManyRequests } from '../../auth/rate-limit.ts';
import { authHeaders, issueToken } from '../../auth/tokens.ts';
import { sessionOrigin } from './session-list.ts';
import { isUniqueViolation } from '../../db/index.ts';
import type { Plan, SubscriptionStatus } from '../../db/schema.ts';
import { section, text, type Input } from '../../http/input.ts';
import { FieldErrors, VALIDATION } from '../../http/validation.ts';
import { findPlanByIdentifier } from '../billing/catalog.ts';
import { checkNewPassword } from '../users/input.ts';
import { NAME_MAX } from '../users/profile.ts';
import { findUserByEmail, normalizeEmail } from '../users/queries.ts';
import { userPayload } from '../users/serialize.ts';
import { createCompanyWithAdmin } from './company-setup.ts';
import { SIGNUP_ANSWER, SIGNUP_BODY } from './schemas.ts';

const SIGNUP_LABELS = {
  plan_identifier: 'Plano',
  customer_name: 'Nome',
  customer_email: 'E-mail',
  customer_password: 'Senha',
};

const EMAIL_MAX = 254;

const MISMATCH = 'não coincide com a confirmação';

interface SignupForm {
  plan: Plan;
  name: string;
  email: string;
  password: string;
}

/**
 * Checks `checkout_process[...]`. The confirmations' errors go under the field they confirm, which
 * is where the signup screen highlights them.
 */
async function readSignup(deps: AppDeps, input: Input): Promise<SignupForm> {
  const errors = new FieldErrors(SIGNUP_LABELS);

  const identifier = text(input, 'plan_identifier') ?? '';
  const plan = isPlanIdentifier(identifier) ? await findPlanByIdentifier(deps.db, identifier) : undefined;
  if (identifier === '') errors.add('plan_identifier', VALIDATION.blank);
  else if (!plan) errors.add('plan_identifier', VALIDATION.invalid);

  const name = text(input, 'customer_name') ?? '';
  if (name === '') errors.add('customer_name', VALIDATION.blank);
  else if (name.length > NAME_MAX) errors.add('customer_name', VALIDATION.tooLong(NAME_MAX));

  const email = normalizeEmail(text(input, 'customer_email') ?? '');
  const emailConfirmation = normalizeEmail(text(input, 'customer_email_confirmation') ?? '');
  if (email === '') errors.add('customer_email', VALIDATION.blank);
  else if (email.length > EMAIL_MAX || !isValidEmail(email)) errors.add('customer_email', VALIDATION.invalid);
  else if (email !== emailConfirmation) errors.add('customer_email', MISMATCH);
  else if (await findUserByEmail(deps.db, email)) errors.add('customer_email', VALIDATION.taken);

  const password = text(input, 'customer_password', { trim: false }) ?? '';
  const passwordConfirmation = text(input, 'customer_password_confirmation', { trim: false }) ?? '';
  if (checkNewPassword(errors, 'customer_password', password) && password !== passwordConfirmation) {
    errors.add('customer_password', MISMATCH);
  }

  if (!plan || !errors.empty) throw errors.toError({ nestFullMessages: true });
  return { plan, name, email, password };
}

function emailTaken() {
  const errors = new FieldErrors(SIGNUP_LABELS);
  errors.add('customer_email', VALIDATION.taken);
  return errors.toError({ nestFullMessages: true });
}

/** Free is active at once; a paid plan starts with its trial and asks for no card. */
function firstSubscription(plan: Plan, now: Date): { status: SubscriptionStatus; active: boolean; trialEndsAt: Date | null } {
  if (plan.trial_days <= 0) return { status: 'active', active: true, trialEndsAt: null };
  return { status: 'trialing', active: true, trialEndsAt: new Date(now.getTime() + plan.trial_days * 86_400_000) };
}

export async function signupRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock, config } = deps;
  const limits = new RateLimits(db);

  app.post('/api/v1/auth/create_account', { schema: { body: SIGNUP_BODY, response: { 201: SIGNUP_ANSWER } } }, async (request, reply) => {
    // Every attempt counts, refused ones too: they are how addresses already in use are probed.
    const perIp = await limits.hit(`signup-ip:${request.ip}`, { limit: config.publicLimits.signupPerIp, windowMs: 3_600_000 }, clock());
    if (!perIp.allowed) {
      const refusal = tooManyRequests(perIp.retryAfterMs);
      reply.header('retry-after', refusal.retryAfter);
      throw refusal.error;
    }
    const form = await readSignup(deps, section(request.body, 'checkout_process'));
    const passwordHash = await hashPassword(form.password);
    const now = clock();

    let created;
    try {
      created = await db.transaction().execute(async (trx) => {
        const { user } = await createCompanyWithAdmin(trx, {
          plan: form.plan,
          subscription: firstSubscription(form.plan, now),
          admin: { name: form.name, email: form.email, passwordHash },
        });
        return { user, token: await issueToken(trx, user.id, now, sessionOrigin(request)) };
      });
    } catch (error) {
      // Two signups with one address at the same moment: the index decides, the loser hears why.
      if (isUniqueViolation(error, 'users_email_unique')) throw emailTaken();
      throw error;
    }

    reply.status(201).headers(authHeaders(created.token, created.user.email));
    return { data: await userPayload(deps, created.user) };
  });
}
