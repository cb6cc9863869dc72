import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps.ts';
import { accessibleWhere, authorize, subject } from '../../auth/abilities.ts';
import { getCaller, parseId, requireCompany } from '../../auth/hook.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { revokeAllTokens } from '../../auth/tokens.ts';
import { isUniqueViolation, type Executor } from '../../db/index.ts';
import type { User } from '../../db/schema.ts';
import { LoginThrottle, lockoutMessage } from '../../auth/throttle.ts';
import { HttpError, deviseError, forbidden } from '../../http/errors.ts';
import { IDEMPOTENT } from '../../http/idempotency.ts';
import { asInput, section, text, type Input } from '../../http/input.ts';
import { readListQuery } from '../../http/list-query.ts';
import { VALIDATION, baseError, type FieldErrors } from '../../http/validation.ts';
import { IMAGE_FIELD_ROUTE } from '../../storage/uploads.ts';
import { diffChanges, recordActivity } from '../../activity-log/record.ts';
import { applyImageChange, commitImageChange, readImageChange, touchesImage } from '../attachments/images.ts';
import { findCompany } from '../companies/queries.ts';
import { findPlan } from '../billing/catalog.ts';
import { USER_FORM_MESSAGES, changedUserFields, checkUserDraft, readUserDraft, userFormErrors, type UserValues } from './input.ts';
import { USER_TRACKED_FIELDS, userActivityRow } from './profile.ts';
import {
  USER_SORTS,
  countCompanyUsers,
  findCompanyUser,
  findUserByEmail,
  hasAnotherSystemAdmin,
  listCompanyUsers,
  listProfessionals,
  type UserListQuery,
  type UserSort,
} from './queries.ts';
import { insertUser } from './create.ts';
import { serializeUserListItem, userPayload } from './serialize.ts';
import { PROFESSIONALS_ANSWER, USER_ANSWER, USER_BODY, USER_DELETED_ANSWER, USER_LIST_ANSWER, USER_LIST_QUERY } from './schemas.ts';
import { WITH_IMAGE_MEDIA_TYPES } from '../companies/schemas.ts';

type CompanyParams = { Params: { companyId: string } };
type UserParams = { Params: { companyId: string; userId: string } };

export const USER_MESSAGES = {
  lastAdminDemoted: 'não pode ser alterado: este é o único administrador da empresa',
  lastAdminDeleted:
    'Não é possível excluir o único administrador da empresa. Defina outro usuário como administrador antes de excluí-lo.',
  userLimit: (limit: number, planName: string) =>
    `Você atingiu o limite de ${limit} ${limit === 1 ? 'usuário' : 'usuários'} do plano ${planName}. ` +
    'Faça upgrade do plano para cadastrar mais usuários.',
} as const;

/** The list query (http/list-query.ts) with `sort` name, email or created_at; by name without one. */
function readUserListQuery(query: unknown): UserListQuery {
  return readListQuery<UserSort>(asInput(query), {
    parse: (value) => ((USER_SORTS as readonly string[]).includes(value) ? (value as UserSort) : undefined),
    fallback: { sort: 'name', direction: 'asc' },
  });
}

function errorsWith(field: string, message: string): HttpError {
  const errors = userFormErrors();
  errors.add(field, message);
  return errors.toError();
}

async function checkEmailFree(db: Executor, values: UserValues, errors: FieldErrors, userId?: number): Promise<void> {
  if (values.email === undefined) return;
  const owner = await findUserByEmail(db, values.email);
  if (owner && owner.id !== userId) errors.add('email', VALIDATION.taken);
}

/**
 * Locks the company row: creating, demoting and deleting users of one company take turns, so two
 * at once can pass neither the plan's user limit nor the last system_admin.
 */
function lockCompany(trx: Executor, companyId: number) {
  return findCompany(trx, companyId, { forUpdate: true });
}

async function checkUserLimit(trx: Executor, companyId: number): Promise<void> {
  const company = await lockCompany(trx, companyId);
  const plan = await findPlan(trx, company.plan_id);
  if ((await countCompanyUsers(trx, companyId)) >= plan.users_limit) {
    throw baseError(USER_MESSAGES.userLimit(plan.users_limit, plan.name));
  }
}

/**
 * One's own new password or e-mail needs the current password: with a new e-mail a stolen session
 * could reset the password through it. Each try counts as a sign-in attempt of the (e-mail,
 * address) pair, so a stolen session cannot be used to guess the password either.
 */
async function checkCurrentPassword(
  request: FastifyRequest,
  throttle: LoginThrottle,
  deps: AppDeps,
  input: Input,
  user: User,
  errors: FieldErrors,
): Promise<void> {
  const currentPassword = text(input, 'current_password', { trim: false }) ?? '';
  if (currentPassword === '') {
    errors.add('current_password', VALIDATION.blank);
    return;
  }
  const verdict = await throttle.attempt(user.email, request.ip, deps.clock());
  if (verdict.locked) throw deviseError(429, lockoutMessage(verdict.retryAfterMs));
  if (verdict.delayMs > 0) await deps.sleep(verdict.delayMs);
  if (await verifyPassword(user.password_hash, currentPassword)) await throttle.succeeded(user.email, request.ip);
  else errors.add('current_password', USER_FORM_MESSAGES.currentPasswordWrong);
}

function emailTakenOnRace(error: unknown): never {
  // Two requests for one address at the same moment: the unique index decides.
  if (isUniqueViolation(error, 'users_email_unique')) throw errorsWith('email', VALIDATION.taken);
  throw error;
}

export async function usersRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, files, writeOnce } = deps;
  const throttle = new LoginThrottle(db, deps.config.loginThrottle);

  function target(request: FastifyRequest<UserParams>) {
    const companyId = requireCompany(request, request.params.companyId);
    return { companyId, userId: parseId(request.params.userId), caller: getCaller(request) };
  }

  // Who sees patients: whom the agenda and every picker of professionals list, whatever the caller may see of their profiles.
  app.get('/api/v1/professionals', { schema: { response: { 200: PROFESSIONALS_ANSWER } } }, async (request) => ({
    professionals: await listProfessionals(db, getCaller(request).user.company_id),
  }));

  app.get<CompanyParams>('/api/v1/companies/:companyId/users', { schema: { querystring: USER_LIST_QUERY, response: { 200: USER_LIST_ANSWER } } }, async (request) => {
    const companyId = requireCompany(request, request.params.companyId);
    const visible = accessibleWhere(request, 'read', 'User', 'users');
    if (!visible) throw forbidden();
    const { users, total } = await listCompanyUsers(db, companyId, visible, readUserListQuery(request.query));
    return { users: users.map((user) => serializeUserListItem(user, files.urls)), meta: { total_count: total } };
  });

  app.get<UserParams>('/api/v1/companies/:companyId/users/:userId', { schema: { response: { 200: USER_ANSWER } } }, async (request) => {
    const { companyId, userId } = target(request);
    const user = await findCompanyUser(db, companyId, userId);
    authorize(request, 'read', subject('User', user));
    return { user: await userPayload(deps, user) };
  });

  app.post<CompanyParams>('/api/v1/companies/:companyId/users', { config: { ...IMAGE_FIELD_ROUTE, ...IDEMPOTENT }, schema: { consumes: WITH_IMAGE_MEDIA_TYPES, body: USER_BODY, response: { 201: USER_ANSWER } } }, async (request, reply) => {
    const companyId = requireCompany(request, request.params.companyId);
    const caller = getCaller(request);
    const input = section(request.body, 'user');
    const draft = readUserDraft(input);
    // The profile asked for (or the one a new user gets) decides whether the caller may grant it.
    authorize(request, 'create', subject('User', { company_id: companyId, account_type: draft.account_type || 'limited' }));

    const errors = userFormErrors();
    const values = checkUserDraft(draft, 'create', errors);
    await checkEmailFree(db, values, errors);
    const image = await readImageChange(request, files, input, null, errors);
    errors.throwIfAny();
    const { email, name, account_type: accountType, password } = values;
    if (!email || !name || !accountType || !password) throw new Error('a checked new user lacks a required value');
    const passwordHash = await hashPassword(password);

    return commitImageChange(request, files, image, async () => ({
      result: await writeOnce(request, reply, async (trx) => {
        await checkUserLimit(trx, companyId);
        const { imageId } = await applyImageChange(trx, companyId, null, image);
        const created = await insertUser(trx, {
          companyId,
          callerId: caller.user.id,
          email,
          name,
          phone: values.phone ?? null,
          accountType,
          passwordHash,
          imageId: imageId ?? null,
        });
        reply.status(201);
        return { user: await userPayload({ db: trx, files }, created) };
      }),
    })).catch(emailTakenOnRace);
  });

  app.patch<UserParams>('/api/v1/companies/:companyId/users/:userId', { config: IMAGE_FIELD_ROUTE, schema: { consumes: WITH_IMAGE_MEDIA_TYPES, body: USER_BODY, response: { 200: USER_ANSWER } } }, async (request, reply) => {
    const { companyId, userId, caller } = target(request);
    const current = await findCompanyUser(db, companyId, userId);
    authorize(request, 'update', subject('User', current));

    const input = section(request.body, 'user');
    const draft = readUserDraft(input);
    const changed = changedUserFields(draft, current);
    if (touchesImage(input, current.image_id)) changed.push('image');
    // Checked as the user is and as it would be, so nobody can give a profile they could not edit.
    const proposed = {
      ...current,
      ...(draft.email !== undefined ? { email: draft.email } : {}),
      ...(draft.name !== undefined ? { name: draft.name } : {}),
      ...(draft.phone !== undefined ? { phone: draft.phone } : {}),
      ...(draft.account_type !== undefined ? { account_type: draft.account_type } : {}),
    };
    authorize(request, 'update', subject('User', current), changed);
    authorize(request, 'update', subject('User', proposed), changed);

    const errors = userFormErrors();
    const values = checkUserDraft(draft, 'update', errors);
    // A stolen session must not be enough to take the account over: one's own new password or e-mail
    // needs the current password (an administrator setting another user's does not).
    const takesOver = changed.includes('password') || changed.includes('email');
    if (takesOver && userId === caller.user.id) await checkCurrentPassword(request, throttle, deps, input, current, errors);
    await checkEmailFree(db, values, errors, userId);
    const image = await readImageChange(request, files, input, current.image_id, errors);
    errors.throwIfAny();
    const passwordHash = values.password === undefined ? undefined : await hashPassword(values.password);

    const user = await commitImageChange(request, files, image, () =>
      db.transaction().execute(async (trx) => {
        await lockCompany(trx, companyId);
        const before = await findCompanyUser(trx, companyId, userId, { forUpdate: true });
        // Checked again on the locked row, in case someone changed its account type meanwhile.
        authorize(request, 'update', subject('User', before), changed);
        const demoted =
          before.account_type === 'system_admin' &&
          values.account_type !== undefined &&
          values.account_type !== 'system_admin';
        if (demoted && !(await hasAnotherSystemAdmin(trx, companyId, userId))) {
          throw errorsWith('account_type', USER_MESSAGES.lastAdminDemoted);
        }
        const { imageId, removedKey } = await applyImageChange(trx, companyId, before.image_id, image);
        const set = {
          ...(values.email !== undefined ? { email: values.email } : {}),
          ...(values.name !== undefined ? { name: values.name } : {}),
          ...(values.phone !== undefined ? { phone: values.phone } : {}),
          ...(values.account_type !== undefined ? { account_type: values.account_type } : {}),
          ...(passwordHash !== undefined ? { password_hash: passwordHash } : {}),
          ...(imageId !== undefined ? { image_id: imageId } : {}),
        };
        if (Object.keys(set).length === 0) return { result: before };
        const after = await trx
          .updateTable('users')
          .set({ ...set, updated_at: sql<Date>`now()` })
          .where('id', '=', userId)
          .returningAll()
          .executeTakeFirstOrThrow();
        // A new password ends the user's sessions; one changing their own keeps this device.
        if (passwordHash !== undefined) {
          await revokeAllTokens(trx, userId, userId === caller.user.id ? caller.tokenId : undefined);
        }
        await recordActivity(trx, {
          companyId,
          userId: caller.user.id,
          event: 'update',
          itemType: 'User',
          itemId: userId,
          itemName: after.name,
          changes: diffChanges(userActivityRow(before), userActivityRow(after), USER_TRACKED_FIELDS, {
            secret: ['password'],
          }),
        });
        return { result: after, removedKey };
      }),
    ).catch(emailTakenOnRace);
    // Sessions are found by the e-mail (the `uid` header): one's own new address is the new uid.
    if (userId === caller.user.id && user.email !== caller.user.email) reply.header('uid', user.email);
    return { user: await userPayload(deps, user) };
  });

  app.delete<UserParams>('/api/v1/companies/:companyId/users/:userId', { schema: { response: { 204: USER_DELETED_ANSWER } } }, async (request, reply) => {
    const { companyId, userId, caller } = target(request);
    authorize(request, 'delete', subject('User', await findCompanyUser(db, companyId, userId)));

    await commitImageChange(request, files, { kind: 'remove' }, () =>
      db.transaction().execute(async (trx) => {
        await lockCompany(trx, companyId);
        const user: User = await findCompanyUser(trx, companyId, userId, { forUpdate: true });
        authorize(request, 'delete', subject('User', user));
        if (user.account_type === 'system_admin' && !(await hasAnotherSystemAdmin(trx, companyId, userId))) {
          throw baseError(USER_MESSAGES.lastAdminDeleted);
        }
        await trx.deleteFrom('users').where('id', '=', userId).execute();
        const { removedKey } = await applyImageChange(trx, companyId, user.image_id, { kind: 'remove' });
        await recordActivity(trx, {
          companyId,
          userId: userId === caller.user.id ? null : caller.user.id,
          event: 'destroy',
          itemType: 'User',
          itemId: userId,
          itemName: user.name,
          changes: diffChanges(userActivityRow(user), null, USER_TRACKED_FIELDS, { secret: ['password'] }),
        });
        return { result: undefined, removedKey };
      }),
    );
    return reply.status(204).send();
  });
}
