import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { SecretBox } from '../../auth/secret-box.ts';
import { digest, randomToken } from '../../auth/secrets.ts';
import type { Executor } from '../../db/index.ts';
import { notFound } from '../../http/errors.ts';
import { companyRequiresTwoFactorOf, userEmailOf } from '../users/queries.ts';

/** RFC 6238's usual parameters, the ones every authenticator app assumes: SHA-1, 6 digits, 30 s. */
const PERIOD_SECONDS = 30;
/** A code from the step before or after still counts, for a phone whose clock is a little off. */
const TOLERANCE_SECONDS = PERIOD_SECONDS;
export const RECOVERY_CODE_COUNT = 10;
/** Time between the right password and its code; a new sign-in starts a new challenge. */
export const CHALLENGE_MINUTES = 10;
/** Wrong codes one challenge takes before the password must be typed again. */
export const CHALLENGE_MAX_FAILURES = 5;
const ISSUER = 'Practice';

export const TWO_FACTOR_MESSAGES = {
  wrongCode: 'Código de verificação inválido.',
  wrongRecoveryCode: 'Código de recuperação inválido ou já usado.',
  challengeExpired: 'A verificação expirou. Entre novamente com seu e-mail e senha.',
  codeBlank: 'Informe o código de verificação.',
  alreadyEnabled: 'A verificação em duas etapas já está ativada.',
  notStarted: 'Comece a ativação da verificação em duas etapas novamente.',
  notEnabled: 'A verificação em duas etapas não está ativada.',
  requiredByCompany: 'Sua empresa exige a verificação em duas etapas; ela não pode ser desativada.',
  confirmBlank: 'Informe sua senha ou um código de verificação.',
  wrongPassword: 'Senha incorreta.',
} as const;

export interface TwoFactorState {
  enabled: boolean;
  enabledAt: Date | null;
  requiredByCompany: boolean;
  recoveryCodesLeft: number;
}

export async function twoFactorState(db: Executor, userId: number): Promise<TwoFactorState> {
  const row = await db
    .selectNoFrom((eb) => [
      companyRequiresTwoFactorOf(db, eb.val(userId)).as('require_two_factor'),
      eb.selectFrom('user_two_factors').select('user_two_factors.enabled_at').where('user_two_factors.user_id', '=', userId).as('enabled_at'),
      eb
        .selectFrom('two_factor_recovery_codes')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('two_factor_recovery_codes.user_id', '=', userId)
        .where('two_factor_recovery_codes.used_at', 'is', null)
        .as('recovery_codes_left'),
    ])
    .executeTakeFirstOrThrow();
  if (row.require_two_factor === null) throw notFound();
  return {
    enabled: row.enabled_at !== null,
    enabledAt: row.enabled_at,
    requiredByCompany: row.require_two_factor,
    recoveryCodesLeft: row.enabled_at !== null ? Number(row.recovery_codes_left ?? 0) : 0,
  };
}

export function serializeTwoFactorState(state: TwoFactorState) {
  return {
    enabled: state.enabled,
    enabled_at: state.enabledAt,
    required_by_company: state.requiredByCompany,
    setup_required: state.requiredByCompany && !state.enabled,
    recovery_codes_left: state.recoveryCodesLeft,
  };
}

export async function isTwoFactorEnabled(db: Executor, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_two_factors')
    .select('enabled_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Boolean(row?.enabled_at);
}

/**
 * Starts (or starts over) turning two-step sign-in on: a new secret, kept encrypted and not yet in
 * force, shown as an otpauth:// address, its QR code and the secret itself for typing by hand.
 */
export async function beginSetup(trx: Executor, box: SecretBox, user: { id: number; email: string }, now: Date) {
  const secret = generateSecret();
  const sealed = box.seal(secret);
  await trx
    .insertInto('user_two_factors')
    .values({ user_id: user.id, secret_ciphertext: sealed, enabled_at: null, last_time_step: null, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ secret_ciphertext: sealed, last_time_step: null, updated_at: now }))
    .execute();
  const otpauthUrl = generateURI({ issuer: ISSUER, label: user.email, secret });
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauth_url: otpauthUrl, qr_svg: qrSvg };
}

/**
 * Checks a 6-digit code against the user's secret and, when it is right, takes its time step, so
 * the same code (or an older one) is refused from then on. `pending` checks the secret being set up.
 */
export async function acceptCode(
  trx: Executor,
  box: SecretBox,
  userId: number,
  code: string,
  now: Date,
  options: { pending?: boolean } = {},
): Promise<boolean> {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return false;
  const row = await trx
    .selectFrom('user_two_factors')
    .select(['secret_ciphertext', 'enabled_at', 'last_time_step'])
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!row || (options.pending ? row.enabled_at !== null : row.enabled_at === null)) return false;
  const result = await verify({
    secret: box.open(row.secret_ciphertext),
    token,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(row.last_time_step !== null ? { afterTimeStep: row.last_time_step } : {}),
  });
  if (!result.valid) return false;
  await trx
    .updateTable('user_two_factors')
    .set({ last_time_step: 'timeStep' in result ? result.timeStep : Math.floor(now.getTime() / 1000 / PERIOD_SECONDS), updated_at: now })
    .where('user_id', '=', userId)
    .execute();
  return true;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Ten new codes of 10 characters ('k7m2p-x9qta'), replacing any the user had; only their hashes are kept. */
export async function replaceRecoveryCodes(trx: Executor, userId: number, now: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  await trx
    .insertInto('two_factor_recovery_codes')
    .values(codes.map((code) => ({ user_id: userId, code_hash: digest(normalizeRecoveryCode(code)), created_at: now })))
    .execute();
  return codes;
}

/** Spends one recovery code: answers false when it is not one of the user's or was used before. */
export async function useRecoveryCode(trx: Executor, userId: number, code: string, now: Date): Promise<boolean> {
  const normalized = normalizeRecoveryCode(code);
  if (normalized.length !== 10) return false;
  const used = await trx
    .updateTable('two_factor_recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', digest(normalized))
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}

export async function enableTwoFactor(trx: Executor, userId: number, now: Date): Promise<void> {
  await trx.updateTable('user_two_factors').set({ enabled_at: now, updated_at: now }).where('user_id', '=', userId).execute();
}

export async function disableTwoFactor(trx: Executor, userId: number): Promise<void> {
  await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  await trx.deleteFrom('two_factor_challenges').where('user_id', '=', userId).execute();
  await trx.deleteFrom('user_two_factors').where('user_id', '=', userId).execute();
}

/** The token the password step hands out; only its digest is kept, for CHALLENGE_MINUTES. */
export async function createChallenge(db: Executor, userId: number, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + CHALLENGE_MINUTES * 60_000);
  await db.deleteFrom('two_factor_challenges').where('expires_at', '<=', now).execute();
  await db.insertInto('two_factor_challenges').values({ user_id: userId, token_hash: digest(token), expires_at: expiresAt, created_at: now }).execute();
  return { token, expiresAt };
}

export interface Challenge {
  id: number;
  userId: number;
  failures: number;
}

/** Whose sign-in a live challenge is, so its tries count toward that e-mail's limits. */
export async function challengeOwner(db: Executor, token: string, now: Date): Promise<{ userId: number; email: string } | undefined> {
  if (!token) return undefined;
  const row = await db
    .selectFrom('two_factor_challenges')
    .select((eb) => ['two_factor_challenges.user_id', userEmailOf(db, eb.ref('two_factor_challenges.user_id')).as('email')])
    .where('two_factor_challenges.token_hash', '=', digest(token))
    .where('two_factor_challenges.expires_at', '>', now)
    .where('two_factor_challenges.failures', '<', CHALLENGE_MAX_FAILURES)
    .executeTakeFirst();
  return row && row.email !== null ? { userId: row.user_id, email: row.email } : undefined;
}

/** The live challenge a token names, locked for the attempt, or undefined. */
export async function findChallenge(trx: Executor, token: string, now: Date): Promise<Challenge | undefined> {
  if (!token) return undefined;
  const row = await trx
    .selectFrom('two_factor_challenges')
    .select(['id', 'user_id', 'failures'])
    .where('token_hash', '=', digest(token))
    .where('expires_at', '>', now)
    .forUpdate()
    .executeTakeFirst();
  return row && row.failures < CHALLENGE_MAX_FAILURES ? { id: row.id, userId: row.user_id, failures: row.failures } : undefined;
}

export async function challengeFailed(db: Executor, challenge: Challenge): Promise<void> {
  await db.updateTable('two_factor_challenges').set({ failures: challenge.failures + 1 }).where('id', '=', challenge.id).execute();
}

export async function spendChallenge(db: Executor, challenge: Challenge): Promise<void> {
  await db.deleteFrom('two_factor_challenges').where('id', '=', challenge.id).execute();
}
