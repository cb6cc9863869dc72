import { GraphQLError } from 'graphql';
import { Repeater, SlidingBuffer } from '@repeaterjs/repeater';
import { Agent, request, type Dispatcher } from 'undici';
import { HttpError } from './rest/client.ts';
import { paths } from './rest/paths.ts';

/** A change event as the api's stream sends it: ids only, of the caller's company. */
export interface RestChange {
  area: 'task_lists' | 'tasks' | 'appointments';
  ids: number[];
  task_list_ids: number[];
  deleted: boolean;
}

/** Who is subscribing: the session's auth headers (and forwarded address) and where the call came from. */
export interface ChangeSubscriber {
  headers: Record<string, string>;
  clientIp: string | undefined;
}

export type ChangeStream = (subscriber: ChangeSubscriber) => AsyncIterable<RestChange>;

export interface LiveLimits {
  /** Live subscriptions one session (one token) may hold in this gateway. */
  perSession: number;
  /** Live subscriptions from one address; many people may share one, so it is higher. */
  perAddress: number;
}

export const DEFAULT_LIVE_LIMITS: LiveLimits = { perSession: 10, perAddress: 100 };

export const LIVE_MESSAGES = {
  perSession: (max: number) =>
    `Há ${max} conexões ao vivo abertas nesta sessão, o máximo permitido. Feche outras abas do sistema e tente de novo.`,
  perAddress: (max: number) =>
    `Há ${max} conexões ao vivo abertas a partir deste endereço, o máximo permitido. Feche outras abas do sistema e tente de novo.`,
};

function tooManyError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'TOO_MANY_SUBSCRIPTIONS', status: 429 } });
}

/** The api sends a comment every 15 s; a stream silent for longer than this is taken as broken. */
const SILENCE_MS = 45_000;
const RECONNECT_MS = 1_000;
/** Events a slow subscriber may have waiting; older ones give way (each only says "reload"). */
const SUBSCRIBER_BUFFER = 100;

function isChange(value: unknown): value is RestChange {
  const change = value as RestChange | null;
  return typeof change === 'object' && change !== null && Array.isArray(change.ids) && Array.isArray(change.task_list_ids);
}

function sessionKeyOf(headers: Record<string, string>): string {
  return [headers.uid, headers.client, headers['access-token']].join('\n');
}

interface Listener {
  push(change: RestChange): void;
  fail(error: unknown): void;
}

/**
 * One session's `GET /api/v1/changes` on the api, shared by every subscription of that session in
 * this gateway (two tabs on boards hold one stream, not two). It lives while it has listeners: the
 * last one leaving aborts it at once. A stream that ends or breaks is opened again; a refusal
 * (401, 429) ends every listener with it.
 */
class Upstream {
  readonly listeners = new Set<Listener>();
  private controller = new AbortController();
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly headers: Record<string, string>,
    private readonly dispatcher: Dispatcher,
    private readonly onClose: () => void,
  ) {
    void this.run();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.controller.abort();
    this.onClose();
  }

  private async run(): Promise<void> {
    while (!this.closed) {
      this.controller = new AbortController();
      try {
        const response = await request(this.url, {
          method: 'GET',
          headers: { ...this.headers, accept: 'text/event-stream' },
          dispatcher: this.dispatcher,
          signal: this.controller.signal,
          headersTimeout: SILENCE_MS,
          bodyTimeout: SILENCE_MS,
        });
        if (response.statusCode !== 200) {
          const text = await response.body.text();
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // not JSON: kept as text
          }
          throw new HttpError(response.statusCode, body, 'GET', paths.changes);
        }
        let buffer = '';
        for await (const chunk of response.body) {
          buffer += (chunk as Buffer).toString('utf8');
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = block
              .split('\n')
              .filter((line) => line.startsWith('data: '))
              .map((line) => line.slice(6))
              .join('\n');
            if (!data) continue;
            const parsed: unknown = JSON.parse(data);
            if (isChange(parsed)) for (const listener of this.listeners) listener.push(parsed);
          }
        }
      } catch (error) {
        if (this.closed) break;
        if (error instanceof HttpError && error.status < 500) {
          for (const listener of [...this.listeners]) listener.fail(error);
          this.close();
          break;
        }
      }
      if (!this.closed) await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS));
    }
  }
}

export interface ChangeHub {
  open: ChangeStream;
  /** Ends every subscription and its stream, so the gateway can close without waiting for them. */
  close(): Promise<void>;
  /** Streams open to the api now. */
  upstreams(): number;
  /** GraphQL subscriptions being served now. */
  subscriptions(): number;
}

/**
 * The company's change events for GraphQL subscriptions, read from the api with each caller's own
 * session, so the api decides the company and sends only its events. The streams have their own
 * connections to the api, apart from the pool that serves requests: however many are open, sign-in,
 * `/healthz` and every other call still get a connection. Subscriptions are capped per session and
 * per address, and the api caps streams per user.
 */
export function createChangeHub(options: { apiUrl: string; dispatcher?: Dispatcher; limits?: LiveLimits }): ChangeHub {
  const limits = options.limits ?? DEFAULT_LIVE_LIMITS;
  const ownAgent = options.dispatcher ? null : new Agent({ keepAliveTimeout: 1_000, pipelining: 0 });
  const dispatcher = options.dispatcher ?? (ownAgent as Agent);
  const upstreams = new Map<string, Upstream>();
  const perSession = new Map<string, number>();
  const perAddress = new Map<string, number>();
  const ends = new Set<() => void>();
  let subscriptions = 0;

  const count = (map: Map<string, number>, key: string, by: number) => {
    const next = (map.get(key) ?? 0) + by;
    if (next <= 0) map.delete(key);
    else map.set(key, next);
  };

  const open: ChangeStream = ({ headers, clientIp }) => {
    const sessionKey = sessionKeyOf(headers);
    const address = clientIp ?? '';
    if ((perSession.get(sessionKey) ?? 0) >= limits.perSession) throw tooManyError(LIVE_MESSAGES.perSession(limits.perSession));
    if ((perAddress.get(address) ?? 0) >= limits.perAddress) throw tooManyError(LIVE_MESSAGES.perAddress(limits.perAddress));
    count(perSession, sessionKey, 1);
    count(perAddress, address, 1);
    subscriptions += 1;

    let upstream = upstreams.get(sessionKey);
    if (!upstream) {
      const created: Upstream = new Upstream(options.apiUrl + paths.changes, headers, dispatcher, () => {
        if (upstreams.get(sessionKey) === created) upstreams.delete(sessionKey);
      });
      upstream = created;
      upstreams.set(sessionKey, upstream);
    }
    const shared = upstream;

    return new Repeater<RestChange>(async (push, stop) => {
      const listener: Listener = {
        push: (change) => void push(change).catch(() => undefined),
        fail: (error) => stop(error),
      };
      const end = () => stop();
      shared.listeners.add(listener);
      ends.add(end);
      try {
        await stop;
      } finally {
        ends.delete(end);
        shared.listeners.delete(listener);
        if (shared.listeners.size === 0) shared.close();
        count(perSession, sessionKey, -1);
        count(perAddress, address, -1);
        subscriptions -= 1;
      }
    }, new SlidingBuffer(SUBSCRIBER_BUFFER));
  };

  return {
    open,
    async close() {
      for (const end of [...ends]) end();
      for (const upstream of [...upstreams.values()]) upstream.close();
      await ownAgent?.destroy();
    },
    upstreams: () => upstreams.size,
    subscriptions: () => subscriptions,
  };
}
