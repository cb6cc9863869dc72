import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../../app.ts';
import { getCaller, parseId, requireCompany } from '../../auth/hook.ts';
import { hashPassword } from '../../auth/password.ts';
import { revokeAllTokens } from '../../auth/tokens.ts';
import { forbidden } from '../../http/errors.ts';
import { section } from '../../http/input.ts';
import { diffChanges, recordActivity } from '../activity/record.ts';
import { USER_TRACKED_FIELDS, readProfileChanges, userActivityRow } from './profile.ts';
import { findCompanyUser } from './queries.ts';
import { userPayload } from './serialize.ts';

type UserParams = { Params: { companyId: string; userId: string } };

function target(request: FastifyRequest<UserParams>) {
  const companyId = requireCompany(request, request.params.companyId);
  return { companyId, userId: parseId(request.params.userId), caller: getCaller(request) };
}

export async function usersRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  app.get<UserParams>('/api/v1/companies/:companyId/users/:userId', async (request) => {
    const { companyId, userId, caller } = target(request);
    const user = await findCompanyUser(db, companyId, userId);
    if (user.id !== caller.user.id && caller.user.account_type === 'limited') throw forbidden();
    return { user: await userPayload(db, user) };
  });

  app.patch<UserParams>('/api/v1/companies/:companyId/users/:userId', async (request) => {
    const { companyId, userId, caller } = target(request);
    await findCompanyUser(db, companyId, userId);
    // Until company users can be managed, a user edits only their own profile.
    if (userId !== caller.user.id) throw forbidden();
    const changes = readProfileChanges(section(request.body, 'user'));
    const passwordHash = changes.password === undefined ? undefined : await hashPassword(changes.password);

    const user = await db.transaction().execute(async (trx) => {
      const before = await findCompanyUser(trx, companyId, userId, { forUpdate: true });
      const set = {
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.phone !== undefined ? { phone: changes.phone } : {}),
        ...(passwordHash !== undefined ? { password_hash: passwordHash } : {}),
      };
      if (Object.keys(set).length === 0) return before;
      const after = await trx
        .updateTable('users')
        .set({ ...set, updated_at: sql<Date>`now()` })
        .where('id', '=', userId)
        .returningAll()
        .executeTakeFirstOrThrow();
      // A new password signs the user out everywhere else; this device stays signed in.
      if (passwordHash !== undefined) await revokeAllTokens(trx, userId, caller.tokenId);
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
      return after;
    });
    return { user: await userPayload(db, user) };
  });
}
