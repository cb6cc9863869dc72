import type { FastifyInstance } from 'fastify';
import { getCaller } from '../auth/hook.ts';
import { sessionStands } from '../auth/tokens.ts';
import type { Clock } from '../clock.ts';
import type { Executor } from '../db/index.ts';
import { HttpError } from '../http/errors.ts';
import { fileAnswer } from '../http/openapi.ts';
import type { WriteLog } from '../http/read-cache.ts';
import type { ChangeBus } from './changes.ts';

const HEARTBEAT_MS = 15_000;
/** A stream's session is checked again at most this often, however many writes its company makes. */
export const SESSION_RECHECK_MS = 1_000;

export const CHANGE_STREAM_MESSAGES = {
  tooMany: (max: number) =>
    `Há ${max} conexões ao vivo abertas com este usuário, o máximo permitido. Feche outras abas ou dispositivos e tente de novo.`,
  restarting: 'O serviço está reiniciando. Tente de novo em instantes.',
};

/** The streams this process holds open, per user: what the cap counts and an operator can read. */
export class LiveStreams {
  private readonly byUser = new Map<number, number>();
  private readonly ends = new Set<() => void>();
  private total = 0;

  constructor(readonly perUser: number) {}

  /** Counts a stream for `userId`, or answers false when the user already holds the most allowed. */
  take(userId: number): boolean {
    const held = this.byUser.get(userId) ?? 0;
    if (held >= this.perUser) return false;
    this.byUser.set(userId, held + 1);
    this.total += 1;
    return true;
  }

  release(userId: number): void {
    const held = this.byUser.get(userId) ?? 0;
    if (held <= 1) this.byUser.delete(userId);
    else this.byUser.set(userId, held - 1);
    this.total -= 1;
  }

  /** Streams open now, in all. */
  open(): number {
    return this.total;
  }

  /** Keeps how to end an open stream, until `untrack`. */
  track(end: () => void): void {
    this.ends.add(end);
  }

  untrack(end: () => void): void {
    this.ends.delete(end);
  }

  /** Ends every open stream: its client (a gateway) opens it again, on another process if this one stops. */
  endAll(): void {
    for (const end of [...this.ends]) end();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The live change streams this process holds open. */
    changeStreams: LiveStreams;
  }
}

/** What a stream needs to tell whether its session still stands. */
export interface StreamSessions {
  db: Executor;
  clock: Clock;
  /** The writes noted through this process and, with Redis, the others (`WriteLog`). */
  writes: Pick<WriteLog, 'onWrite'>;
}

/**
 * `GET /api/v1/changes`: a server-sent event stream of the caller's company's change events, the
 * company taken from the token. Each event is `{ area, ids, task_list_ids, deleted }`, ids only.
 * A user holds at most `streams.perUser` streams at once (one per gateway session is what the web app
 * needs), so nobody can tie up the process with streams nobody reads. A stream ends when its session
 * does: after each write to its company (a sign-out, a session ended from 'Segurança', a password
 * changed), noted here or by another api process, it checks that its session still stands, at most
 * once every SESSION_RECHECK_MS; its client then finds the session refused when it opens it again.
 */
export async function changesRoutes(app: FastifyInstance, bus: ChangeBus, streams: LiveStreams, sessions: StreamSessions): Promise<void> {
  // Streams never end on their own; closing the api ends them so it does not wait for the clients.
  app.addHook('preClose', async () => {
    streams.endAll();
  });
  const description =
    'Server-sent events, open until the session ends: `event: change` with `data` `{ area, ids, task_list_ids, deleted }` for each change to the company, and a comment every 15 s.';
  app.get('/api/v1/changes', { schema: { response: { 200: fileAnswer('text/event-stream', description) } } }, async (request, reply) => {
    const { user, tokenId } = getCaller(request);
    // A stopping process takes no new stream: the gateway asks again, and the balancer sends it elsewhere.
    if (app.draining) throw new HttpError(503, CHANGE_STREAM_MESSAGES.restarting, { errors: [CHANGE_STREAM_MESSAGES.restarting] });
    if (!streams.take(user.id)) {
      const message = CHANGE_STREAM_MESSAGES.tooMany(streams.perUser);
      throw new HttpError(429, message, { errors: [message] });
    }
    const companyId = user.company_id;
    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    response.write(': connected\n\n');
    const unsubscribe = bus.subscribe((event) => {
      if (event.companyId !== companyId) return;
      const data = { area: event.area, ids: event.ids, task_list_ids: event.taskListIds, deleted: event.deleted };
      response.write(`event: change\ndata: ${JSON.stringify(data)}\n\n`);
    });
    const heartbeat = setInterval(() => response.write(': ping\n\n'), HEARTBEAT_MS);
    let stopped = false;
    const recheck = sessionRecheck(sessions, tokenId, () => end());
    const unwatch = sessions.writes.onWrite((written) => {
      if (written === undefined || written === companyId) recheck.soon();
    });
    const stop = () => {
      if (stopped) return;
      stopped = true;
      clearInterval(heartbeat);
      unsubscribe();
      unwatch();
      recheck.cancel();
      streams.untrack(end);
      streams.release(user.id);
    };
    const end = () => {
      stop();
      response.end();
    };
    streams.track(end);
    request.raw.on('close', stop);
    response.on('close', stop);
  });
}

/**
 * Checks a stream's session when asked (`soon`), at most once every SESSION_RECHECK_MS: asks that
 * come while a check runs or within that time are answered by one more check after it, since the
 * write that asked may have committed after the running check read. `ended` is called once the
 * session no longer stands; a database that does not answer leaves the stream as it is.
 */
function sessionRecheck({ db, clock }: StreamSessions, tokenId: number, ended: () => void) {
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  let asked = false;
  let lastAt = -Infinity;
  let done = false;
  const check = async () => {
    timer = null;
    running = true;
    lastAt = performance.now();
    let stands = true;
    try {
      stands = await sessionStands(db, tokenId, clock());
    } catch {
      // The database is away: the next write asks again.
    }
    running = false;
    if (done) return;
    if (!stands) {
      done = true;
      ended();
    } else if (asked) {
      asked = false;
      soon();
    }
  };
  const soon = () => {
    if (done) return;
    if (running) {
      asked = true;
      return;
    }
    if (timer) return;
    timer = setTimeout(() => void check(), Math.max(0, lastAt + SESSION_RECHECK_MS - performance.now()));
  };
  return {
    soon,
    cancel() {
      done = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
