import type { FastifyInstance } from 'fastify';

/**
 * How long the api keeps what every request of a session reads before its handler runs (the token
 * with its user, the company's subscription). A write made through this process is seen at once (see
 * `WriteLog`), and one made through another api process sharing its Redis as soon as the note of it
 * arrives; one made in the database directly, or while Redis is away, within this long.
 */
export const READ_CACHE_MS = 5_000;

/** Kept reads past this many make room by dropping the oldest; a session or company needs one each. */
const MAX_ENTRIES = 20_000;
/** Companies with a write of their own noted; past this many, the next write is noted for all. */
const MAX_COMPANIES = 10_000;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The other api processes, told of this one's writes and telling it of theirs (`ChangeBus`). */
export interface WritePeers {
  noteWrite(companyId: number | undefined): void;
  onWrite(listener: (companyId: number | undefined) => void): () => void;
}

/**
 * Counts the writes made through this process: per company when the writer is signed in (tenants
 * never write each other's rows), for everyone otherwise (sign-out, a password reset, a billing
 * webhook). A kept read stays good only while no write to its company came after it began.
 */
export class WriteLog {
  private count = 0;
  private allAt = 0;
  private readonly byCompany = new Map<number, number>();
  private readonly listeners = new Set<(companyId: number | undefined) => void>();

  /** Taken before reading from the database; `ReadCache.set` needs it. */
  mark(): number {
    return this.count;
  }

  /** A write to the company's rows, or to anyone's when `companyId` is undefined, has been made. */
  wrote(companyId?: number): void {
    this.count += 1;
    if (companyId === undefined || this.byCompany.size >= MAX_COMPANIES) {
      this.allAt = this.count;
      this.byCompany.clear();
    } else {
      this.byCompany.set(companyId, this.count);
    }
    for (const listener of this.listeners) listener(companyId);
  }

  /** Hears each write as it is noted (through this process, or another one's note); answers how to stop. */
  onWrite(listener: (companyId: number | undefined) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Whether a write to the company (or to everyone) came after `mark`. */
  changedSince(companyId: number, mark: number): boolean {
    return this.allAt > mark || (this.byCompany.get(companyId) ?? 0) > mark;
  }

  /**
   * Notes every write request of the app before its answer goes out, so the next request of the
   * writer (and of anyone after it) reads again. Whatever the request did, it may have written.
   * With `peers` (the other api processes, through Redis) each write is told to them too, and theirs
   * are noted here as they arrive.
   */
  install(app: FastifyInstance, peers?: WritePeers): void {
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (!SAFE_METHODS.has(request.method)) {
        const companyId = request.caller?.user.company_id;
        this.wrote(companyId);
        peers?.noteWrite(companyId);
      }
      done(null, payload);
    });
    if (peers) {
      const stop = peers.onWrite((companyId) => this.wrote(companyId));
      app.addHook('onClose', async () => stop());
    }
  }
}

interface Entry<V> {
  value: V;
  companyId: number;
  mark: number;
  until: number;
}

/** Reads kept for READ_CACHE_MS (or `ttlMs`) unless a write to their company came after them. */
export class ReadCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();

  constructor(
    readonly writes: WriteLog,
    private readonly ttlMs = READ_CACHE_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= this.now() || this.writes.changedSince(entry.companyId, entry.mark)) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps `value`, read after `mark` was taken, as the company's `companyId`. */
  set(key: K, companyId: number, value: V, mark: number): void {
    if (this.ttlMs <= 0 || this.writes.changedSince(companyId, mark)) return;
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, companyId, mark, until: this.now() + this.ttlMs });
  }
}
