import { Repeater } from 'graphql-yoga';
import { request, type Dispatcher } from 'undici';
import { HttpError } from './rest/client.ts';
import { paths } from './rest/paths.ts';

/** A change event as the api's stream sends it: ids only, of the caller's company. */
export interface RestChange {
  area: 'task_lists' | 'tasks';
  ids: number[];
  task_list_ids: number[];
  deleted: boolean;
}

export type ChangeStream = (headers: Record<string, string>) => AsyncIterable<RestChange>;

/** The api sends a comment every 15 s; a stream silent for longer than this is taken as broken. */
const SILENCE_MS = 45_000;
const RECONNECT_MS = 1_000;

function isChange(value: unknown): value is RestChange {
  const change = value as RestChange | null;
  return typeof change === 'object' && change !== null && Array.isArray(change.ids) && Array.isArray(change.task_list_ids);
}

/**
 * One GraphQL subscription's feed: `GET /api/v1/changes` on the api with the caller's own session,
 * so the api decides the company and sends only its events. Every api process hears every write
 * (through Redis when there are several), so any of them behind a load balancer will do. A stream
 * that ends or breaks is opened again; a refused session (401) ends the subscription with it.
 */
export function createChangeStream(options: { apiUrl: string; dispatcher: Dispatcher }): { open: ChangeStream; close(): void } {
  const running = new Set<() => void>();
  const open: ChangeStream = (headers) =>
    new Repeater<RestChange>(async (push, stop) => {
      let stopped = false;
      let controller = new AbortController();
      const end = () => {
        stopped = true;
        controller.abort();
        running.delete(end);
      };
      running.add(end);
      void stop.then(end);
      while (!stopped) {
        controller = new AbortController();
        try {
          const response = await request(options.apiUrl + paths.changes, {
            method: 'GET',
            headers: { ...headers, accept: 'text/event-stream' },
            dispatcher: options.dispatcher,
            signal: controller.signal,
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
              if (isChange(parsed)) await push(parsed);
            }
          }
        } catch (error) {
          if (stopped) break;
          if (error instanceof HttpError && error.status < 500) {
            stop(error);
            break;
          }
        }
        if (!stopped) await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS));
      }
      stop();
    });
  return {
    open,
    /** Ends every subscription's stream, so the gateway can close without waiting for them. */
    close() {
      for (const end of running) end();
    },
  };
}
