import { noteDateParts } from '@practice/common';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Db, Executor } from '../db/index.ts';
import type { CustomerAccessAction } from '../db/schema.ts';
import { encodeCursor, type Cursor } from '../http/cursor.ts';

/** How each kind of read is told on the customer's 'Acessos'. */
export const ACCESS_ACTION_TEXTS: Record<CustomerAccessAction, string> = {
  customer: 'Visualizou o cadastro',
  notes: 'Visualizou as anotações',
  note: 'Visualizou uma anotação',
  note_pdf: 'Baixou o PDF de uma anotação',
  note_signed_pdf: 'Baixou o PDF assinado de uma anotação',
  export: 'Exportou os dados',
  attachment: 'Baixou um anexo',
  note_deleted: 'Excluiu uma anotação',
};

/** An entry's text on 'Acessos': its action, and what a tombstone names of the note it tells of. */
export function accessActionText(action: CustomerAccessAction, detail: string | null): string {
  return detail ? `${ACCESS_ACTION_TEXTS[action]} (${detail})` : ACCESS_ACTION_TEXTS[action];
}

/**
 * The tombstone of a deleted note: who deleted it, when and from where, and the note's date and
 * author, never its text. Written in the delete's own transaction, unlike reads: a deletion whose
 * trace could be lost would not be a record.
 */
export async function recordNoteTombstone(
  trx: Executor,
  request: FastifyRequest,
  customer: { id: number; company_id: number },
  note: { id: number; created_at: Date; creator_name: string },
  now: Date,
): Promise<void> {
  const user = request.caller?.user;
  const { date, time } = noteDateParts(note.created_at);
  await trx
    .insertInto('customer_accesses')
    .values({
      company_id: customer.company_id,
      customer_id: customer.id,
      user_id: user?.id ?? null,
      user_name: user?.name ?? SIGNED_LINK_READER,
      action: 'note_deleted',
      item_id: note.id,
      detail: note.creator_name ? `escrita em ${date} às ${time} por ${note.creator_name}` : `escrita em ${date} às ${time}`,
      ip: request.ip ?? null,
      created_at: now,
    })
    .execute();
}

/** Who an entry names when the read came through a signed link rather than a session. */
export const SIGNED_LINK_READER = 'Link assinado';

export const ACCESS_FLUSH_MS = 1000;
export const ACCESS_BATCH_SIZE = 200;
/** Past this many waiting entries (the database down for a while), the oldest are dropped and logged. */
const ACCESS_BUFFER_MAX = 50_000;

interface PendingAccess {
  company_id: number;
  customer_id: number;
  user_id: number | null;
  user_name: string;
  action: CustomerAccessAction;
  item_id: number | null;
  ip: string | null;
  created_at: Date;
}

export interface AccessLogOptions {
  flushMs?: number;
  batchSize?: number;
}

/**
 * The reads of customers' records, kept in this process and written in one insert every
 * `flushMs` or every `batchSize` entries, and at close: one insert for each `batchSize` reads (or
 * each second when fewer come), on one connection of the pool for a moment. Recording never waits for the database and
 * never throws: a read pays for an array push. A write that fails keeps its entries for the next
 * try, a `flushMs` later, so a database that blinks loses none; only what is still waiting when
 * the process closes on a database that is down is lost, and logged.
 */
export class AccessLog {
  private pending: PendingAccess[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  /** Whether a write loop is running: it goes on while full batches wait, so a read starts no other. */
  private busy = false;
  /** Whether the last write failed: until the timer's retry, a full batch waits instead of trying again. */
  private failing = false;
  private closed = false;
  private readonly flushMs: number;
  private readonly batchSize: number;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    options: AccessLogOptions = {},
  ) {
    this.flushMs = options.flushMs ?? ACCESS_FLUSH_MS;
    this.batchSize = options.batchSize ?? ACCESS_BATCH_SIZE;
  }

  /**
   * Notes that the caller of `request` read `customer` (`itemId`: the note read); `reader`, the user a
   * signed link was made for, when the request itself carries no session.
   */
  record(
    request: FastifyRequest,
    customer: { id: number; company_id: number },
    action: CustomerAccessAction,
    itemId: number | null = null,
    reader?: { id: number; name: string },
  ): void {
    try {
      // A PDF opened by a link the api signed comes without a session: the link is the reader.
      const user = reader ?? request.caller?.user;
      this.pending.push({
        company_id: customer.company_id,
        customer_id: customer.id,
        user_id: user?.id ?? null,
        user_name: user?.name ?? SIGNED_LINK_READER,
        action,
        item_id: itemId,
        ip: request.ip ?? null,
        created_at: this.clock(),
      });
      this.dropOverflow();
      // A read still answering as the app closes is written at once, while the database is there.
      if (this.closed) void this.write('all');
      else if (this.pending.length >= this.batchSize && !this.busy && !this.failing) void this.write('full');
      else this.flushLater();
    } catch (error) {
      this.log.error({ err: error }, 'access log: entry not recorded');
    }
  }

  /** Writes what is waiting, after any write already running; resolves once it is done or logged. */
  flush(): Promise<void> {
    return this.write('all');
  }

  /**
   * Writes the entries waiting: every one (`all`), those waiting as the write begins (`waiting`),
   * or full batches only (`full`). Under a steady flow of reads a loop that chased every new entry
   * would never stop, one small insert after another holding a connection of the pool for good; so
   * the timer writes what it found and a full batch what fills batches, and the rest waits its turn.
   */
  private write(what: 'all' | 'waiting' | 'full'): Promise<void> {
    this.writing = this.writing.then(async () => {
      this.busy = true;
      let owed = what === 'waiting' ? this.pending.length : 0;
      try {
        const more = () => this.pending.length >= this.batchSize || (this.pending.length > 0 && (what === 'all' || owed > 0));
        while (more()) {
          const batch = this.pending.splice(0, this.batchSize);
          owed -= batch.length;
          try {
            await this.db.insertInto('customer_accesses').values(batch).execute();
            this.failing = false;
          } catch (error) {
            this.pending = batch.concat(this.pending);
            this.dropOverflow();
            this.failing = true;
            this.log.error({ err: error, entries: batch.length, waiting: this.pending.length }, 'access log: entries not written');
            return;
          }
        }
      } finally {
        this.busy = false;
        if (this.pending.length > 0) this.flushLater();
      }
    });
    return this.writing;
  }

  /**
   * Stops the timer and writes the rest; the app calls it as it starts to close, before the
   * database goes. An entry recorded after it is written on its own.
   */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush();
    if (this.pending.length > 0) this.log.error({ entries: this.pending.length }, 'access log: entries lost at close, the database refused them');
  }

  private flushLater(): void {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.write('waiting');
    }, this.flushMs);
    this.timer.unref();
  }

  /** Past `ACCESS_BUFFER_MAX` waiting entries (the database down for long), the oldest go, logged. */
  private dropOverflow(): void {
    if (this.pending.length <= ACCESS_BUFFER_MAX) return;
    const dropped = this.pending.splice(0, this.pending.length - ACCESS_BUFFER_MAX);
    this.log.error({ dropped: dropped.length }, 'access log: entries dropped, the buffer is full');
  }
}

/** The customer's access entries, newest first, after the cursor: one walk of its index. */
export async function listAccesses(db: Executor, companyId: number, customerId: number, query: { limit: number; after: Cursor | null }) {
  let select = db
    .selectFrom('customer_accesses')
    .select(['id', 'user_name', 'action', 'detail', 'created_at', 'ip'])
    .where('company_id', '=', companyId)
    .where('customer_id', '=', customerId);
  if (query.after) {
    const { createdAt, id } = query.after;
    select = select.where(sql<boolean>`(created_at, id) < (${createdAt}, ${id})`);
  }
  const rows = await select.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.limit).execute();
  const last = rows.at(-1);
  const nextCursor = rows.length === query.limit && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null;
  return { rows, nextCursor };
}
