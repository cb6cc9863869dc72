import type { Executor } from '../../db/index.ts';
import type { User } from '../../db/schema.ts';
import { diffChanges, recordActivity } from '../../activity-log/record.ts';
import { USER_TRACKED_FIELDS, userActivityRow } from './profile.ts';

export interface NewUser {
  companyId: number;
  /** Who registers the user, for the history. */
  callerId: number;
  email: string;
  name: string;
  phone: string | null;
  accountType: User['account_type'];
  passwordHash: string;
  imageId: number | null;
}

/**
 * Inserts the user's row alone, in the caller's transaction. A new company's first user is written
 * this way: its history row names the user itself as author, so the signup records it.
 */
export async function insertUserRow(trx: Executor, user: Omit<NewUser, 'callerId'>): Promise<User> {
  return trx
    .insertInto('users')
    .values({
      company_id: user.companyId,
      email: user.email,
      name: user.name,
      phone: user.phone,
      account_type: user.accountType,
      password_hash: user.passwordHash,
      image_id: user.imageId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Inserts a user checked by the form, with its history row, inside the caller's transaction. */
export async function insertUser(trx: Executor, user: NewUser): Promise<User> {
  const created = await insertUserRow(trx, user);
  await recordActivity(trx, {
    companyId: user.companyId,
    userId: user.callerId,
    event: 'create',
    itemType: 'User',
    itemId: created.id,
    itemName: created.name,
    changes: diffChanges(null, userActivityRow(created), USER_TRACKED_FIELDS, { secret: ['password'] }),
  });
  return created;
}
