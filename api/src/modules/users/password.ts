import { sql } from 'kysely';
import type { Executor } from '../../db/index.ts';
import type { User } from '../../db/schema.ts';

/**
 * Gives the user a new password (its hash), in the caller's transaction; the caller ends the user's
 * sessions and records the change there too. Answers the user as it is now.
 */
export async function setPasswordHash(trx: Executor, userId: number, passwordHash: string): Promise<User> {
  return trx
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: sql<Date>`now()` })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
