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

/** Carries change events to every api process's listeners (the event streams gateways hold open). */
export interface ChangeBus {
  publish(event: ChangeEvent): void;
  subscribe(listener: ChangeListener): () => void;
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

/**
 * Every api process on one Redis channel: an event published by any of them reaches the listeners
 * of all (REDIS_URL). A publish that fails is logged; the write it follows is already committed.
 */
export class RedisChangeBus implements ChangeBus {
  private readonly local = new LocalChangeBus();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly ready: Promise<unknown>;

  constructor(
    url: string,
    private readonly channel: string,
    private readonly log: { error: (object: object, message: string) => void },
  ) {
    this.publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
    this.subscriber = new Redis(url, { lazyConnect: false });
    for (const client of [this.publisher, this.subscriber]) {
      client.on('error', (error: Error) => this.log.error({ err: error }, 'redis change bus'));
    }
    this.subscriber.on('message', (from: string, message: string) => {
      if (from !== channel) return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(message);
      } catch {
        return;
      }
      if (isChangeEvent(parsed)) this.local.publish(parsed);
    });
    this.ready = this.subscriber.subscribe(channel);
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

  async close(): Promise<void> {
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
