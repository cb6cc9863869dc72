import type { FastifyInstance } from 'fastify';
import { getCaller } from '../auth/hook.ts';
import type { ChangeBus } from './changes.ts';

const HEARTBEAT_MS = 15_000;

/**
 * `GET /api/v1/changes`: a server-sent event stream of the caller's company's change events, the
 * company taken from the token. The gateway holds one open per GraphQL subscription; each event is
 * `{ area, ids, task_list_ids, deleted }`, ids only.
 */
export async function changesRoutes(app: FastifyInstance, bus: ChangeBus): Promise<void> {
  const open = new Set<() => void>();
  // Streams never end on their own; closing the api ends them so it does not wait for the clients.
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });
  app.get('/api/v1/changes', async (request, reply) => {
    const companyId = getCaller(request).user.company_id;
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
    const stop = () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
    };
    const end = () => {
      stop();
      response.end();
    };
    open.add(end);
    request.raw.on('close', stop);
    response.on('close', stop);
  });
}
