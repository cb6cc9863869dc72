import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/**
 * What changed, published after the write committed: the company, the area and the records' ids,
 * never their data; a subscriber reads the records through the normal, scoped calls.
 */
export interface ChangeEvent {
  companyId: number;
  area: 'task_lists' | 'tasks' | 'appointments';
  /** The changed records of `area`. */
  ids: number[];
  /** The boards the change touched (a task's board; a board itself); none for other areas. */
  taskListIds: number[];
  /** The records are gone. */
  deleted: boolean;
}

export type ChangeListener = (event: ChangeEvent) => void;

/** A write to the company's rows, or to anyone's when `companyId` is undefined (see `WriteLog`). */
export type WriteListener = (companyId: number | undefined) => void;

/**
 * Carries change events to every api process's listeners (the event streams gateways hold open), and
 * tells the other api processes of each write request this one answered, so what they keep of the
 * sessions and subscriptions it may have changed is read again (a signed-out session refused at once).
 */
export interface ChangeBus {
  publish(event: ChangeEvent): void;
  subscribe(listener: ChangeListener): () => void;
  /** Tells the other api processes that this one wrote to the company's rows (anyone's when undefined). */
  noteWrite(companyId: number | undefined): void;
  /** Hears the writes the other api processes note; never this process's own. */
  onWrite(listener: WriteListener): () => void;
  close(): Promise<void>;
}

/** One process: events reach the listeners of this process only. The default. */
export class LocalChangeBus implements ChangeBus {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  publish(event: ChangeEvent): void {
    this.emitter.emit('change', event);
  }

  subscribe(listener: ChangeListener): () => void {
    this.emitter.on('change', listener);
    return () => this.emitter.off('change', listener);
  }

  /** There is no other process to tell. */
  noteWrite(): void {}

  onWrite(): () => void {
    return () => {};
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

function isChangeEvent(value: unknown): value is ChangeEvent {
  const event = value as ChangeEvent | null;
  return (
    typeof event === 'object' &&
    event !== null &&
    Number.isInteger(event.companyId) &&
    (event.area === 'task_lists' || event.area === 'tasks' || event.area === 'appointments') &&
    Array.isArray(event.ids) &&
    Array.isArray(event.taskListIds) &&
    typeof event.deleted === 'boolean'
  );
}

/** A note of `noteWrite` on the writes channel: who sent it, and the company written to (null: anyone's). */
interface WriteNote {
  origin: string;
  company_id: number | null;
}

function isWriteNote(value: unknown): value is WriteNote {
  const note = value as WriteNote | null;
  return typeof note === 'object' && note !== null && typeof note.origin === 'string' && (note.company_id === null || Number.isInteger(note.company_id));
}

function parsed(message: string): unknown {
  try {
    return JSON.parse(message);
  } catch {
    return undefined;
  }
}

/**
 * Every api process on one Redis channel: an event published by any of them reaches the listeners
 * of all (REDIS_URL), and the writes each notes reach the others on `{channel}:writes`. A publish that
 * fails is logged; the write it follows is already committed (the others then see it when what they
 * keep expires, as without Redis).
 */
export class RedisChangeBus implements ChangeBus {
  private readonly local = new LocalChangeBus();
  private readonly writes = new EventEmitter();
  /** Tells this process's notes from the others' on the writes channel. */
  private readonly origin = randomUUID();
  private readonly writesChannel: string;
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly ready: Promise<unknown>;

  constructor(
    url: string,
    private readonly channel: string,
    private readonly log: { error: (object: object, message: string) => void },
  ) {
    this.writesChannel = `${channel}:writes`;
    this.writes.setMaxListeners(0);
    this.publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
    this.subscriber = new Redis(url, { lazyConnect: false });
    for (const client of [this.publisher, this.subscriber]) {
      client.on('error', (error: Error) => this.log.error({ err: error }, 'redis change bus'));
    }
    this.subscriber.on('message', (from: string, message: string) => {
      if (from === channel) {
        const event = parsed(message);
        if (isChangeEvent(event)) this.local.publish(event);
      } else if (from === this.writesChannel) {
        const note = parsed(message);
        if (isWriteNote(note) && note.origin !== this.origin) this.writes.emit('write', note.company_id ?? undefined);
      }
    });
    this.ready = this.subscriber.subscribe(channel, this.writesChannel);
  }

  /** Resolves once this process hears the channel. */
  async started(): Promise<void> {
    await this.ready;
  }

  publish(event: ChangeEvent): void {
    this.publisher.publish(this.channel, JSON.stringify(event)).catch((error: unknown) => {
      this.log.error({ err: error }, 'could not publish a change event');
    });
  }

  subscribe(listener: ChangeListener): () => void {
    return this.local.subscribe(listener);
  }

  noteWrite(companyId: number | undefined): void {
    const note: WriteNote = { origin: this.origin, company_id: companyId ?? null };
    this.publisher.publish(this.writesChannel, JSON.stringify(note)).catch((error: unknown) => {
      this.log.error({ err: error }, 'could not publish a write note');
    });
  }

  onWrite(listener: WriteListener): () => void {
    this.writes.on('write', listener);
    return () => this.writes.off('write', listener);
  }

  async close(): Promise<void> {
    this.writes.removeAllListeners();
    await this.local.close();
    this.subscriber.disconnect();
    this.publisher.disconnect();
  }
}

export async function createChangeBus(
  config: { redisUrl: string | undefined; changesChannel: string },
  log: { error: (object: object, message: string) => void },
): Promise<ChangeBus> {
  if (!config.redisUrl) return new LocalChangeBus();
  const bus = new RedisChangeBus(config.redisUrl, config.changesChannel, log);
  await bus.started();
  return bus;
}
