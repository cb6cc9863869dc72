import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { IDEMPOTENCY_HEADER as HEADER, IDEMPOTENCY_MESSAGES, IDEMPOTENCY_TTL_MS, IDEMPOTENT_REPLAYED_HEADER, isIdempotencyKey } from '@practice/common';
import type { Clock } from '../clock.ts';
import type { Database, Db } from '../db/index.ts';
import { ReceivedFile } from '../storage/uploads.ts';
import { HttpError, RepeatedAnswer } from './errors.ts';
import { baseError } from './validation.ts';

export { IDEMPOTENCY_MESSAGES, IDEMPOTENCY_TTL_MS };
export const IDEMPOTENCY_HEADER = HEADER.toLowerCase();
/** Set on an answer that repeats the first one given for its key. */
export const REPLAYED_HEADER = IDEMPOTENT_REPLAYED_HEADER.toLowerCase();
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** How long a repeat waits for a first attempt still finishing its answer (see `finish`). */
export const IDEMPOTENCY_WAIT_MS = 10_000;
/**
 * A write committed this long ago without its answer was abandoned (its process died): longer than
 * any layer waits for an answer (the gateway gives up after 29.5 s).
 */
export const IDEMPOTENCY_ABANDONED_MS = 60_000;
const POLL_MS = 50;


/**
 * `kept`: the first answer is kept and a repeat of the key gets it again. `secret`: the answer holds
 * a secret (a two-step secret, recovery codes, a feed address), so only the fact that it was answered
 * is kept, and a repeat is told to ask again.
 */
export type IdempotencyMode = 'kept' | 'secret';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes an `Idempotency-Key`, and its handler writes through `writeOnce`. */
    idempotency?: IdempotencyMode;
  }
}

/** Route config of a create whose first answer a repeat of its key gets again. */
export const IDEMPOTENT = { idempotency: 'kept' } as const satisfies { idempotency: IdempotencyMode };
/** Route config of a create whose answer holds a secret: written once per key, never kept. */
export const IDEMPOTENT_SECRET = { idempotency: 'secret' } as const satisfies { idempotency: IdempotencyMode };

/** Whose keys these are: a kept answer is only ever given to the one who got it first. */
export interface KeyOwner {
  companyId: number;
  /** `user:<id>`, or for a public create a text naming the page's visitor (see `bookerOwner`). */
  owner: string;
}

interface Attempt extends KeyOwner {
  key: string;
  hash: string;
  mode: IdempotencyMode;
}

interface KeptAnswer {
  request_hash: string;
  created_at: Date;
  status: number | null;
  content_type: string | null;
  body: string | null;
  kept: boolean;
}

/** A stable text of a body: keys sorted, files by name, size and the digest of their bytes. */
function canonical(value: unknown): unknown {
  if (value instanceof ReceivedFile) {
    return { file: value.declared.filename ?? null, size: value.size, sha256: value.digest ?? null, problem: value.problem ?? null };
  }
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([key, item]) => [key, canonical(item)]));
  }
  return value;
}

function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(JSON.stringify([request.method, request.url, canonical(request.body ?? null)]))
    .digest('hex');
}

function readKey(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !isIdempotencyKey(value)) throw baseError(IDEMPOTENCY_MESSAGES.invalidKey);
  return value;
}

/** The owner of a signed-in request's keys: the user who sends it. */
function callerOwner(request: FastifyRequest): KeyOwner | undefined {
  const user = request.caller?.user;
  return user ? { companyId: user.company_id, owner: `user:${user.id}` } : undefined;
}

/**
 * The owner of a public booking's keys: the page's company and the booker, named by their e-mail and
 * phone, so a stranger who sends the same key on the same page never reads this booker's answer.
 */
export function bookerOwner(companyId: number, email: string, phoneDigits: string): KeyOwner {
  const booker = createHash('sha256').update(JSON.stringify([email, phoneDigits])).digest('hex');
  return { companyId, owner: `booker:${booker}` };
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** Requests whose key met a kept answer through `writeOnce`: nothing more to look for. */
const settled = new WeakSet<FastifyRequest>();

async function findKept(executor: Db | Transaction<Database>, attempt: Attempt, cutoff: Date): Promise<KeptAnswer | undefined> {
  return executor
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'created_at', 'status', 'content_type', 'body', 'kept'])
    .where('company_id', '=', attempt.companyId)
    .where('owner', '=', attempt.owner)
    .where('key', '=', attempt.key)
    .where('created_at', '>=', cutoff)
    .executeTakeFirst();
}

/** What a repeat of the attempt is answered, from the first attempt's row. */
function repeatOf(attempt: Attempt, kept: KeptAnswer): RepeatedAnswer | HttpError {
  if (kept.request_hash !== attempt.hash) return baseError(IDEMPOTENCY_MESSAGES.reused);
  if (!kept.kept) return new HttpError(409, IDEMPOTENCY_MESSAGES.notKept, { errors: { base: [IDEMPOTENCY_MESSAGES.notKept] }, full_messages: [IDEMPOTENCY_MESSAGES.notKept] });
  if (kept.status === null) return new HttpError(409, IDEMPOTENCY_MESSAGES.stillRunning, { errors: { base: [IDEMPOTENCY_MESSAGES.stillRunning] }, full_messages: [IDEMPOTENCY_MESSAGES.stillRunning] });
  return new RepeatedAnswer(kept.status, kept.content_type, kept.body ?? '', { [REPLAYED_HEADER]: 'true' });
}

/** Thrown inside the claim's transaction when the key is already another attempt's: the transaction rolls back. */
class KeyTaken extends Error {
  constructor(readonly kept: KeptAnswer | undefined) {
    super('idempotency key taken');
  }
}

/** What runs in the write's transaction; `afterCommit` effects run only when this attempt wrote. */
export type Write<T> = (trx: Transaction<Database>, afterCommit: (effect: () => void) => void) => Promise<T>;

export interface WriteOnceOptions<T> {
  /** Whose key it is, for a public create; a signed-in one's is its user. */
  owner?: KeyOwner;
  /**
   * Work outside the database that the write needs (a payment provider's call), run before the
   * write's transaction and only when the key has no answer yet, so a repeat never does it again.
   */
  before?: () => Promise<void>;
  /**
   * For a create whose answer needs work outside the database once its write has committed (a
   * payment provider's call): the answer is made from the write's result after the commit. That
   * result (plain JSON) is kept with the claim, so a retry that finds the write committed without
   * an answer, abandoned by a process that died, makes the answer again from it.
   */
  finish?: (result: T) => Promise<unknown>;
}

/** Writes once per key and keeps the first answer, in the same transaction (see `installIdempotency`). */
export type WriteOnce = <T>(request: FastifyRequest, reply: FastifyReply, write: Write<T>, options?: WriteOnceOptions<T>) => Promise<unknown>;

/**
 * The api's idempotent creates. A route says it takes a key in its declaration (`config: IDEMPOTENT`
 * or `IDEMPOTENT_SECRET`), and its handler, after it has authorized the caller, runs its write through
 * the `writeOnce` this answers: one transaction that claims the (company, owner, key) first, makes
 * the write and its answer, and keeps that answer before it commits. So the write and its answer
 * commit together or not at all: a crash leaves either both or neither, and a retry gets the first
 * answer or writes afresh. A repeat sent meanwhile waits on the claim's row until the first commits,
 * then gets its answer; one sent by anyone else (another user, another booker) is another key.
 */
export function installIdempotency(app: FastifyInstance, db: Db, clock: Clock): WriteOnce {
  const cutoff = () => new Date(clock().getTime() - IDEMPOTENCY_TTL_MS);

  // A malformed key is refused before the handler runs.
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config.idempotency) readKey(request);
  });

  // A keyed attempt that failed as a conflict before its claim (a repeat whose write is already
  // visible, such as the slot it booked) gets the first attempt's answer, if the same caller has one.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.routeOptions.config.idempotency || settled.has(request)) return payload;
    if (reply.statusCode !== 409 && reply.statusCode !== 422) return payload;
    const owner = callerOwner(request);
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (!owner || typeof key !== 'string' || !isIdempotencyKey(key)) return payload;
    const attempt: Attempt = { ...owner, key, hash: requestHash(request), mode: request.routeOptions.config.idempotency };
    const kept = await findKept(db, attempt, cutoff());
    if (!kept || kept.request_hash !== attempt.hash || !kept.kept || kept.status === null) return payload;
    reply.code(kept.status);
    if (kept.content_type) reply.header('content-type', kept.content_type);
    reply.header(REPLAYED_HEADER, 'true');
    return kept.body ?? '';
  });

  /** Claims the key as the transaction's first statement; a live row of another attempt throws KeyTaken. */
  const claim = async (trx: Transaction<Database>, attempt: Attempt): Promise<void> => {
    const now = clock();
    const claimed = await trx
      .insertInto('idempotency_keys')
      .values({ company_id: attempt.companyId, owner: attempt.owner, key: attempt.key, request_hash: attempt.hash, kept: attempt.mode === 'kept', created_at: now })
      .onConflict((oc) =>
        oc
          .columns(['company_id', 'owner', 'key'])
          .doUpdateSet({ request_hash: attempt.hash, status: null, content_type: null, body: null, kept: attempt.mode === 'kept', created_at: now })
          .where('idempotency_keys.created_at', '<', cutoff()),
      )
      .returning('key')
      .executeTakeFirst();
    if (!claimed) throw new KeyTaken(await findKept(trx, attempt, cutoff()));
  };

  const keepAnswer = (executor: Db | Transaction<Database>, attempt: Attempt, status: number, serialized: string) =>
    executor
      .updateTable('idempotency_keys')
      .set(attempt.mode === 'kept' ? { status, content_type: JSON_TYPE, body: serialized } : { status, body: null })
      .where('company_id', '=', attempt.companyId)
      .where('owner', '=', attempt.owner)
      .where('key', '=', attempt.key)
      .execute();

  /** The answer a `finish` makes after the commit, kept as soon as it is made. */
  const finished = async <T>(request: FastifyRequest, reply: FastifyReply, attempt: Attempt, finish: (result: T) => Promise<unknown>, result: T) => {
    let body: unknown;
    try {
      body = await finish(result);
    } catch (error) {
      // A claim whose transaction wrote nothing (all the work is the finish's) is let go, so a retry runs again.
      if (result === null) {
        await db
          .deleteFrom('idempotency_keys')
          .where('company_id', '=', attempt.companyId)
          .where('owner', '=', attempt.owner)
          .where('key', '=', attempt.key)
          .where('status', 'is', null)
          .execute();
      }
      throw error;
    }
    reply.type(JSON_TYPE);
    const serialized = String(reply.serialize(body));
    try {
      await keepAnswer(db, attempt, reply.statusCode, serialized);
    } catch (error) {
      // The write is done: its client hears the answer, and a retry makes it again from the result.
      request.log.error({ err: error }, 'could not keep the answer of an idempotency key');
    }
    return serialized;
  };

  /** The first attempt's row once it has its answer, or once its finish was abandoned. */
  const settledRow = async (attempt: Attempt, kept: KeptAnswer): Promise<KeptAnswer> => {
    const deadline = Date.now() + IDEMPOTENCY_WAIT_MS;
    let row: KeptAnswer | undefined = kept;
    while (row && row.status === null && row.request_hash === attempt.hash && Date.now() < deadline) {
      if (clock().getTime() - row.created_at.getTime() >= IDEMPOTENCY_ABANDONED_MS) return row;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      row = await findKept(db, attempt, cutoff());
    }
    return row ?? kept;
  };

  return async <T>(request: FastifyRequest, reply: FastifyReply, write: Write<T>, options: WriteOnceOptions<T> = {}): Promise<unknown> => {
    const { owner, before, finish } = options;
    const mode = request.routeOptions.config.idempotency;
    if (!mode) throw new Error(`${request.method} ${request.routeOptions.url ?? ''} writes through writeOnce without declaring config.idempotency`);
    const effects: (() => void)[] = [];
    const afterCommit = (effect: () => void) => {
      effects.push(effect);
    };
    const key = readKey(request);
    const keyOwner = key === undefined ? undefined : (owner ?? callerOwner(request));
    if (key === undefined || !keyOwner) {
      await before?.();
      const result = await db.transaction().execute((trx) => write(trx, afterCommit));
      for (const effect of effects) effect();
      return finish ? finish(result) : result;
    }
    const attempt: Attempt = { ...keyOwner, key, hash: requestHash(request), mode };

    /** Answers an attempt whose key another attempt holds: that one's answer, once it has it. */
    const answerTaken = async (found: KeptAnswer | undefined): Promise<string> => {
      settled.add(request);
      if (!found) throw new HttpError(409, IDEMPOTENCY_MESSAGES.stillRunning, { errors: { base: [IDEMPOTENCY_MESSAGES.stillRunning] }, full_messages: [IDEMPOTENCY_MESSAGES.stillRunning] });
      const kept = finish ? await settledRow(attempt, found) : found;
      if (finish && kept.status === null && kept.request_hash === attempt.hash && kept.body !== null && clock().getTime() - kept.created_at.getTime() >= IDEMPOTENCY_ABANDONED_MS) {
        const rebuilt = await finished(request, reply, attempt, finish, JSON.parse(kept.body) as T);
        reply.header(REPLAYED_HEADER, 'true');
        return rebuilt;
      }
      throw repeatOf(attempt, kept);
    };

    if (before) {
      const earlier = await findKept(db, attempt, cutoff());
      if (earlier) return answerTaken(earlier);
      await before();
    }
    let text: string;
    try {
      text = await db.transaction().execute(async (trx) => {
        await claim(trx, attempt);
        const result = await write(trx, afterCommit);
        if (finish) {
          await trx
            .updateTable('idempotency_keys')
            .set({ body: JSON.stringify(result ?? null) })
            .where('company_id', '=', attempt.companyId)
            .where('owner', '=', attempt.owner)
            .where('key', '=', attempt.key)
            .execute();
          return JSON.stringify(result ?? null);
        }
        reply.type(JSON_TYPE);
        const serialized = String(reply.serialize(result));
        await keepAnswer(trx, attempt, reply.statusCode, serialized);
        return serialized;
      });
    } catch (error) {
      if (!(error instanceof KeyTaken)) throw error;
      // The first attempt committed (its row is visible) or its row went out of date meanwhile.
      return answerTaken(error.kept ?? (await findKept(db, attempt, cutoff())));
    }
    for (const effect of effects) effect();
    return finish ? finished(request, reply, attempt, finish, JSON.parse(text) as T) : text;
  };
}

/** Deletes kept answers older than IDEMPOTENCY_TTL_MS; they are already ignored. */
export async function sweepIdempotencyKeys(db: Db, clock: Clock): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', new Date(clock().getTime() - IDEMPOTENCY_TTL_MS))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Sweeps now and every hour; the returned function stops it. */
export function startIdempotencySweep(db: Db, clock: Clock, log: FastifyInstance['log']): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const run = () => {
    if (running) return;
    running = sweepIdempotencyKeys(db, clock)
      .catch((error: unknown) => log.error({ err: error }, 'idempotency key sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, SWEEP_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
