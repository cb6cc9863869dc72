import type { TestApi } from './harness.ts';
import type { AuthHeaders } from './helpers.ts';

/** Calls of the tasks area as a client sends them, answering status and parsed body. */
export function taskClient(api: TestApi, auth: AuthHeaders) {
  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: Record<string, unknown>) => {
    const response = await api.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: response.statusCode, body: response.body ? (response.json() as any) : undefined, headers: response.headers };
  };
  return {
    call,
    createBoard: (task_list: Record<string, unknown>) => call('POST', '/api/v1/task_lists', { task_list }),
    updateBoard: (id: number, task_list: Record<string, unknown>) => call('PATCH', `/api/v1/task_lists/${id}`, { task_list }),
    board: (id: number | 'default', query = '') => call('GET', `/api/v1/task_lists/${id}${query ? `?${query}` : ''}`),
    createTask: (boardId: number, task: Record<string, unknown>) => call('POST', `/api/v1/task_lists/${boardId}/tasks`, { task }),
    updateTask: (id: number, task: Record<string, unknown>) => call('PATCH', `/api/v1/tasks/${id}`, { task }),
    task: (id: number) => call('GET', `/api/v1/tasks/${id}`),
    reorder: (boardId: number, task_ids: unknown) => call('PATCH', `/api/v1/task_lists/${boardId}/tasks/reorder`, { task_ids }),
    toggle: (id: number) => call('PATCH', `/api/v1/tasks/${id}/toggle_completion`),
  };
}

export async function activityCount(api: TestApi, companyId: number, itemType?: string): Promise<number> {
  let query = api.db.selectFrom('activities').select((eb) => eb.fn.countAll<number>().as('count')).where('company_id', '=', companyId);
  if (itemType) query = query.where('item_type', '=', itemType);
  return Number((await query.executeTakeFirstOrThrow()).count);
}
