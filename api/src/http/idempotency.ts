import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Database, Db } from '../db/index.ts';
import { ReceivedFile } from '../storage/uploads.ts';
import { HttpError } from './errors.ts';
import { baseError } from './validation.ts';
import { IDEMPOTENCY_KEY_HEADER } from '@practice/common';

export const IDEMPOTENCY_HEADER = IDEMPOTENCY_KEY_HEADER.toLowerCase();
/** Set on an answer that repeats the first one given for its key. */
export const REPLAYED_HEADER = 'idempotent-replayed';
/** How long a key's first answer is kept and repeated. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a repeat waits for the first attempt, still running, to answer before being told so. */
export const IDEMPOTENCY_WAIT_MS = 10_000;
const POLL_MS = 50;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'A chave Idempotency-Key deve ter de 1 a 255 caracteres ASCII imprimíveis',
  reused: 'Este envio já foi registrado com outros dados. Atualize a página para ver o que foi salvo.',
  stillRunning: 'Este envio ainda está sendo processado. Aguarde alguns instantes e atualize a página.',
} as const;

const VALID_KEY = /^[\x20-\x7E]{1,255}$/;

/**
 * One request that carries a key. `open`: nothing of it is committed; `claiming`: a transaction of
 * the handler holds the claim, not yet committed; `claimed`: the claim committed with that
 * transaction's writes, so the answer must be kept whatever it is; `taken`: another request holds
 * the key, whose answer this one repeats; `replayed`: answered from the kept answer.
 */
interface Attempt {
  companyId: number;
  key: string;
  hash: string;
  state: 'open' | 'claiming' | 'claimed' | 'taken' | 'replayed';
}

interface KeptAnswer {
  request_hash: string;
  status: number | null;
  content_type: string | null;
  body: string | null;
}

const current = new AsyncLocalStorage<Attempt>();
const attempts = new WeakMap<FastifyRequest, Attempt>();

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
  if (typeof value !== 'string' || !VALID_KEY.test(value)) throw baseError(IDEMPOTENCY_MESSAGES.invalidKey);
  return value;
}

/**
 * Keeps, per company and `Idempotency-Key`, the first answer of every POST of the scope it is
 * installed in, and answers a repeated key with it without running the handler again.
 *
 * The claim on the key is written by the handler's first transaction, as its first statement, so it
 * commits or rolls back with that transaction's writes: a write never commits without its key, and a
 * failed attempt leaves nothing, so its retry runs again. A parallel repeat waits on the claim's
 * unique key until the first transaction ends, then repeats the first answer once it is kept. `db`
 * must be what the handlers write through (see `claimingTransactions`).
 */
export function installIdempotency(scope: FastifyInstance, db: Db, clock: Clock): void {
  const cutoff = () => new Date(clock().getTime() - IDEMPOTENCY_TTL_MS);

  const find = (companyId: number, key: string): Promise<KeptAnswer | undefined> =>
    db
      .selectFrom('idempotency_keys')
      .select(['request_hash', 'status', 'content_type', 'body'])
      .where('company_id', '=', companyId)
      .where('key', '=', key)
      .where('created_at', '>=', cutoff())
      .executeTakeFirst();

  /** The first attempt's answer once it is kept; undefined if it is still running after the wait. */
  const waitForAnswer = async (attempt: Attempt): Promise<KeptAnswer | undefined> => {
    const deadline = Date.now() + IDEMPOTENCY_WAIT_MS;
    for (;;) {
      const kept = await find(attempt.companyId, attempt.key);
      if (!kept) return undefined;
      if (kept.request_hash !== attempt.hash) throw baseError(IDEMPOTENCY_MESSAGES.reused);
      if (kept.status !== null) return kept;
      if (Date.now() >= deadline) return undefined;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  };

  const replay = (reply: FastifyReply, attempt: Attempt, kept: KeptAnswer): string => {
    attempt.state = 'replayed';
    reply.code(kept.status ?? 200);
    if (kept.content_type) reply.header('content-type', kept.content_type);
    reply.header(REPLAYED_HEADER, 'true');
    return kept.body ?? '';
  };

  /** The attempt the handler runs in, 'answered' when the kept answer was sent, or undefined when there is no key. */
  const begin = async (request: FastifyRequest, reply: FastifyReply): Promise<Attempt | 'answered' | undefined> => {
    if (request.method !== 'POST' || !request.caller) return undefined;
    const key = readKey(request);
    if (key === undefined) return undefined;
    const attempt: Attempt = { companyId: request.caller.user.company_id, key, hash: requestHash(request), state: 'open' };
    const kept = await find(attempt.companyId, key);
    if (!kept) return attempt;
    if (kept.request_hash !== attempt.hash) throw baseError(IDEMPOTENCY_MESSAGES.reused);
    const answer = kept.status !== null ? kept : await waitForAnswer(attempt);
    if (!answer) throw new HttpError(409, IDEMPOTENCY_MESSAGES.stillRunning);
    reply.send(replay(reply, attempt, answer));
    return 'answered';
  };

  // Callback style, so that the handler (called from `done`) runs inside the attempt's context,
  // where `claimingTransactions` finds it.
  scope.addHook('preHandler', (request, reply, done) => {
    begin(request, reply).then(
      (attempt) => {
        if (attempt === 'answered') return;
        if (attempt) {
          attempts.set(request, attempt);
          current.run(attempt, done);
        } else {
          done();
        }
      },
      (error: Error) => done(error),
    );
  });

  scope.addHook('onSend', async (request, reply, payload) => {
    const attempt = attempts.get(request);
    if (!attempt || attempt.state === 'replayed') return payload;
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    const contentType = String(reply.getHeader('content-type') ?? '') || null;
    // The write is done whatever happens to its kept answer: a failure to keep it is logged, and the
    // client still hears the answer (a repeat then waits, and is told to reload the page).
    const keep = async (write: () => Promise<unknown>) => {
      try {
        await write();
      } catch (error) {
        request.log.error({ err: error }, 'could not keep the answer of an idempotency key');
      }
      return payload;
    };
    if (attempt.state === 'claimed') {
      return keep(() =>
        db
          .updateTable('idempotency_keys')
          .set({ status: reply.statusCode, content_type: contentType, body })
          .where('company_id', '=', attempt.companyId)
          .where('key', '=', attempt.key)
          .execute(),
      );
    }
    if (attempt.state === 'open' && reply.statusCode < 400) {
      // A success that wrote through no transaction (or wrote nothing): kept all the same.
      return keep(() =>
        db
          .insertInto('idempotency_keys')
          .values({
            company_id: attempt.companyId,
            key: attempt.key,
            request_hash: attempt.hash,
            status: reply.statusCode,
            content_type: contentType,
            body,
            created_at: clock(),
          })
          .onConflict((oc) =>
            oc
              .columns(['company_id', 'key'])
              .doUpdateSet({ request_hash: attempt.hash, status: reply.statusCode, content_type: contentType, body, created_at: clock() })
              .where('idempotency_keys.created_at', '<', cutoff()),
          )
          .execute(),
      );
    }
    // This attempt failed or met the key's claim: if another attempt holds the key, its answer is
    // this one's too (this one may have failed only because that one's write was already visible).
    try {
      const kept = await waitForAnswer(attempt);
      return kept ? replay(reply, attempt, kept) : payload;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      reply.code(error.status);
      return JSON.stringify(error.body());
    }
  });
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

/**
 * Claims the key of the current request's attempt as the first statement of a transaction. Taking
 * over a row older than the kept time counts as a claim; a live row of another attempt means this
 * one must not write: the transaction is rolled back and the attempt repeats the other's answer.
 */
async function claim(trx: Transaction<Database>, attempt: Attempt, clock: Clock): Promise<void> {
  const now = clock();
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
  const claimed = await trx
    .insertInto('idempotency_keys')
    .values({ company_id: attempt.companyId, key: attempt.key, request_hash: attempt.hash, created_at: now })
    .onConflict((oc) =>
      oc
        .columns(['company_id', 'key'])
        .doUpdateSet({ request_hash: attempt.hash, status: null, content_type: null, body: null, created_at: now })
        .where('idempotency_keys.created_at', '<', cutoff),
    )
    .returning('key')
    .executeTakeFirst();
  if (claimed) return;
  const kept = await trx
    .selectFrom('idempotency_keys')
    .select('request_hash')
    .where('company_id', '=', attempt.companyId)
    .where('key', '=', attempt.key)
    .executeTakeFirst();
  if (kept && kept.request_hash !== attempt.hash) throw baseError(IDEMPOTENCY_MESSAGES.reused);
  attempt.state = 'taken';
  throw new HttpError(409, IDEMPOTENCY_MESSAGES.stillRunning);
}

type TransactionBuilder = ReturnType<Db['transaction']>;

function claimingBuilder(builder: TransactionBuilder, clock: Clock): TransactionBuilder {
  return new Proxy(builder, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (property === 'execute') {
        return async <T>(callback: (trx: Transaction<Database>) => Promise<T>): Promise<T> => {
          const attempt = current.getStore();
          if (!attempt || attempt.state !== 'open') return target.execute(callback);
          attempt.state = 'claiming';
          try {
            const result = await target.execute(async (trx) => {
              await claim(trx, attempt, clock);
              return callback(trx);
            });
            attempt.state = 'claimed';
            return result;
          } finally {
            if (attempt.state === 'claiming') attempt.state = 'open';
          }
        };
      }
      // setIsolationLevel and setAccessMode answer new builders, which must claim as well.
      return (...args: unknown[]) => {
        const result: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
        return result && typeof result === 'object' && 'execute' in result ? claimingBuilder(result as TransactionBuilder, clock) : result;
      };
    },
  });
}

/**
 * The database as handlers see it: the same, except that a transaction begun while a request with
 * an `Idempotency-Key` is running claims that key first (see `installIdempotency`).
 */
export function claimingTransactions(db: Db, clock: Clock): Db {
  return new Proxy(db, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (property === 'transaction') return () => claimingBuilder(target.transaction(), clock);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
