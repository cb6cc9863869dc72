import { AsyncResource } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { ExportsTable } from '../../db/schema.ts';
import { newFileKey, type FileType } from '../../storage/file-types.ts';
import type { Files } from '../../storage/index.ts';
import { deleteAttachments, insertAttachment } from '../attachments/queries.ts';
import type { PdfRenderPool } from '../print/render-pool.ts';
import { writeCompanyExport } from './company-export.ts';
import { writeCustomerExport } from './customer-export.ts';
import { ZipWriter } from './zip.ts';

export type ExportRow = Selectable<ExportsTable>;

export const ZIP: FileType = { contentType: 'application/zip', extension: 'zip' };

/** A done export's link works, and its ZIP is kept, this long. */
export const EXPORT_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A run holds its export this long and renews the hold while it works; a process that dies lets it go. */
const CLAIM_MS = 2 * 60_000;
/** Runs an export may take (each started by a process that then died) before it counts as failed. */
const MAX_ATTEMPTS = 3;

export interface ExportJobOptions {
  /** Exports built at once by this process. */
  concurrency: number;
  /** How often this process looks for exports another one asked for, or one whose run died. */
  pollMs: number;
  /** How often finished exports past their 24 hours are removed. */
  sweepMs: number;
}

export const EXPORT_JOB_OPTIONS: ExportJobOptions = { concurrency: 1, pollMs: 5_000, sweepMs: 10 * 60_000 };

export interface ExportJobDeps {
  db: Db;
  clock: () => Date;
  files: Files;
  appUrl: string;
  log: FastifyBaseLogger;
  renderer: () => PdfRenderPool;
}

/**
 * Builds exports in the background. The queue is the `exports` table itself, on PGlite and on
 * PostgreSQL alike: a process takes the oldest pending export with one UPDATE over a row locked with
 * SKIP LOCKED and holds it for a while, renewed as it works, so with several api processes each
 * export is built by one of them; one whose process died is taken again once the hold lapses. A
 * request wakes its own process at once; the others look every `pollMs`. A run that fails marks
 * its export `failed` and leaves no file.
 */
export class ExportJobs {
  private running = 0;
  private readonly runs = new Set<Promise<void>>();
  private timers: NodeJS.Timeout[] = [];
  private stopped = false;
  /** Aborted as the app closes: a run stops between two files and its export waits for the next start. */
  private closing = new AbortController();
  /**
   * Runs work in the context the queue was made in, not in the request that woke it: a run must
   * not pass for part of that request (its Idempotency-Key, its log).
   */
  private readonly detached = AsyncResource.bind((work: () => void) => work());

  constructor(
    private readonly deps: ExportJobDeps,
    private readonly options: ExportJobOptions = EXPORT_JOB_OPTIONS,
  ) {}

  start(): void {
    this.stopped = false;
    if (this.closing.signal.aborted) this.closing = new AbortController();
    if (this.options.pollMs > 0) this.timers.push(setInterval(() => this.kick(), this.options.pollMs).unref());
    if (this.options.sweepMs > 0) {
      this.timers.push(setInterval(() => void this.sweep().catch((error: unknown) => this.deps.log.error({ err: error }, 'old exports not removed')), this.options.sweepMs).unref());
    }
    this.kick();
  }

  /** Takes pending exports while this process has room for them. */
  kick(): void {
    this.detached(() => this.look());
  }

  private look(): void {
    if (this.stopped || this.running >= this.options.concurrency) return;
    this.running += 1;
    let found = false;
    const run: Promise<void> = this.next()
      .then((built) => {
        found = built;
      })
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'export queue'))
      .finally(() => {
        this.running -= 1;
        this.runs.delete(run);
        // One more may be waiting: look again until none is.
        if (found) this.look();
      });
    this.runs.add(run);
  }

  /** Waits until no export is pending, building them here too; the number this call built. For tests and benchmarks. */
  async drain(): Promise<number> {
    let built = 0;
    for (;;) {
      if (this.runs.size > 0) await Promise.all(this.runs);
      else if (await this.next()) built += 1;
      else if (this.runs.size === 0) return built;
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.closing.abort(new Error('the api is stopping'));
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    await Promise.all(this.runs);
  }

  /** Claims and builds one export; false when none is waiting. */
  private async next(): Promise<boolean> {
    const now = this.deps.clock();
    const { rows } = await sql<ExportRow>`
      update exports set attempts = attempts + 1, claimed_until = ${new Date(now.getTime() + CLAIM_MS)}
      where id = (
        select id from exports
        where status = 'pending' and (claimed_until is null or claimed_until < ${now})
        order by id limit 1
        for update skip locked
      )
      returning *`.execute(this.deps.db);
    const row = rows[0];
    if (!row) return false;
    if (row.attempts > MAX_ATTEMPTS) {
      await this.finishFailed(row, new Error(`gave up after ${MAX_ATTEMPTS} runs`));
      return true;
    }
    await this.build(row);
    return true;
  }

  private async build(row: ExportRow): Promise<void> {
    const { db, files, clock } = this.deps;
    const key = newFileKey(ZIP);
    const signal = this.closing.signal;
    const zip = new ZipWriter(files.storage, key, signal);
    const hold = setInterval(() => {
      void db
        .updateTable('exports')
        .set({ claimed_until: new Date(clock().getTime() + CLAIM_MS) })
        .where('id', '=', row.id)
        .where('status', '=', 'pending')
        .execute()
        .catch(() => undefined);
    }, CLAIM_MS / 3);
    hold.unref();
    const started = Date.now();
    try {
      const context = { db, storage: files.storage, renderer: this.deps.renderer(), appUrl: this.deps.appUrl, clock, signal };
      const viewerId = row.requested_by_id ?? 0;
      const filename =
        row.customer_id === null
          ? await writeCompanyExport(context, zip, { companyId: row.company_id, viewerId })
          : await writeCustomerExport(context, zip, { companyId: row.company_id, customerId: row.customer_id, viewerId });
      const size = await zip.finish();
      const finishedAt = clock();
      const done = await db.transaction().execute(async (trx) => {
        const attachmentId = await insertAttachment(trx, { companyId: row.company_id, key, contentType: ZIP.contentType, byteSize: size, filename });
        const updated = await trx
          .updateTable('exports')
          .set({ status: 'done', attachment_id: attachmentId, filename, finished_at: finishedAt, expires_at: new Date(finishedAt.getTime() + EXPORT_LIFETIME_MS), claimed_until: null })
          .where('id', '=', row.id)
          .where('status', '=', 'pending')
          .executeTakeFirst();
        return Number(updated.numUpdatedRows) === 1;
      });
      // Swept or failed meanwhile: the file has no export to serve it.
      if (!done) await files.storage.delete(key);
      this.deps.log.info({ exportId: row.id, entries: zip.count, bytes: size, ms: Date.now() - started }, 'export built');
    } catch (error) {
      await zip.abort();
      await files.storage.delete(key).catch(() => undefined);
      if (signal.aborted) await this.release(row);
      else await this.finishFailed(row, error);
    } finally {
      clearInterval(hold);
    }
  }

  /** Gives an interrupted export back to the queue, as if this run had not begun. */
  private async release(row: ExportRow): Promise<void> {
    await this.deps.db
      .updateTable('exports')
      .set((eb) => ({ claimed_until: null, attempts: eb('attempts', '-', 1) }))
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .execute()
      .catch(() => undefined);
  }

  private async finishFailed(row: ExportRow, error: unknown): Promise<void> {
    this.deps.log.error({ err: error, exportId: row.id }, 'export failed');
    await this.deps.db
      .updateTable('exports')
      .set({ status: 'failed', finished_at: this.deps.clock(), claimed_until: null })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .execute();
  }

  /**
   * Removes exports 24 hours after they were done (or asked for, when they never were), their ZIPs
   * with them; the number removed.
   */
  async sweep(): Promise<number> {
    const { db, files, clock } = this.deps;
    const now = clock();
    const dayAgo = new Date(now.getTime() - EXPORT_LIFETIME_MS);
    let removed = 0;
    for (;;) {
      const old = await db
        .selectFrom('exports')
        .select(['id', 'company_id', 'attachment_id'])
        .where((eb) => eb.or([eb('expires_at', '<=', now), eb.and([eb('status', '!=', 'done'), eb('created_at', '<=', dayAgo)])]))
        .orderBy('id')
        .limit(100)
        .execute();
      if (old.length === 0) return removed;
      for (const row of old) {
        const keys = await db.transaction().execute(async (trx) => {
          await trx.deleteFrom('exports').where('id', '=', row.id).execute();
          return row.attachment_id === null ? [] : deleteAttachments(trx, row.company_id, [row.attachment_id]);
        });
        for (const key of keys) await files.storage.delete(key);
        removed += 1;
      }
    }
  }
}
