import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';
import type { AuthHeaders } from './helpers.ts';
import { addMember, makeCompany, type Member } from './members.ts';
import { activityCount, taskClient } from './task-helpers.ts';

let api: TestApi;
let admin: Member;
let standard: Member;
let other: Member;
let taskId: number;
let boardId: number;

const MB = 1024 * 1024;

beforeAll(async () => {
  api = await startTestApi();
  admin = await makeCompany(api.db, 'team', { name: 'Ana Admin' });
  standard = await addMember(api.db, admin.companyId, 'standard', { name: 'Sérgio Padrão' });
  other = await makeCompany(api.db);
  const client = taskClient(api, admin.auth);
  const board = (await client.createBoard({ name: 'Quadro' })).body.task_list;
  boardId = board.id;
  taskId = (await client.createTask(board.id, { title: 'Com anexos' })).body.task.id;
});
afterAll(() => api.close());

async function upload(auth: AuthHeaders, task: number, bytes: Buffer, name: string) {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${api.url}/api/v1/tasks/${task}/attachments`, { method: 'POST', headers: auth, body });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json()) as any };
}

async function storedFiles(): Promise<string[]> {
  try {
    return (await readdir(api.filesDir)).filter((name) => !name.startsWith('.'));
  } catch {
    return [];
  }
}

describe('checklist items', () => {
  it('adds a trimmed item, toggles it and deletes it; a blank one is refused', async () => {
    const client = taskClient(api, admin.auth);
    const blank = await client.call('POST', `/api/v1/tasks/${taskId}/checklist_items`, { checklist_item: { content: '   ' } });
    expect(blank.status).toBe(422);
    expect(blank.body.full_messages).toEqual(['Item não pode ficar em branco']);
    const added = await client.call('POST', `/api/v1/tasks/${taskId}/checklist_items`, { checklist_item: { content: '  Ligar  ' } });
    expect(added.status).toBe(201);
    const itemId = added.body.checklist_item.id;
    expect(added.body.checklist_item).toMatchObject({ content: 'Ligar', completed: false });
    const toggled = await client.call('PATCH', `/api/v1/tasks/${taskId}/checklist_items/${itemId}/toggle`);
    expect(toggled.body.checklist_item.completed).toBe(true);
    expect((await client.task(taskId)).body.task).toMatchObject({ checklist_total_items: 1, checklist_completed_items: 1 });
    expect((await client.call('DELETE', `/api/v1/tasks/${taskId}/checklist_items/${itemId}`)).status).toBe(200);
    expect((await client.task(taskId)).body.task.checklist_total_items).toBe(0);
    expect(await activityCount(api, admin.companyId, 'TaskChecklistItem')).toBe(3);
  });

  it('holds at most 200 items, whether sent with the new task or added one by one, even side by side', async () => {
    const client = taskClient(api, admin.auth);
    const items = (count: number) => Array.from({ length: count }, (_, index) => `Item ${index + 1}`);
    const refusal = {
      errors: { checklist_items: ['não pode ter mais de 200 itens'] },
      full_messages: ['Checklist não pode ter mais de 200 itens'],
    };
    const tooMany = await client.createTask(boardId, { title: 'Lista longa', checklist_items: items(201) });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body).toMatchObject(refusal);

    const task = (await client.createTask(boardId, { title: 'Lista quase cheia', checklist_items: [...items(199), '', '  '] })).body.task;
    expect(task.checklist_total_items).toBe(199);
    const before = await activityCount(api, admin.companyId, 'TaskChecklistItem');
    const adds = await Promise.all(
      items(5).map((content) => client.call('POST', `/api/v1/tasks/${task.id}/checklist_items`, { checklist_item: { content } })),
    );
    expect(adds.map((add) => add.status).sort()).toEqual([201, 422, 422, 422, 422]);
    for (const refused of adds.filter((add) => add.status === 422)) expect(refused.body).toMatchObject(refusal);
    expect((await client.task(task.id)).body.task.checklist_total_items).toBe(200);
    expect(await activityCount(api, admin.companyId, 'TaskChecklistItem')).toBe(before + 1);
  });
});

describe('comments', () => {
  it('lists comments with can_delete for their author and for a system_admin only', async () => {
    const mine = await taskClient(api, standard.auth).call('POST', `/api/v1/tasks/${taskId}/comments`, { task_comment: { content: ' Liguei, sem resposta ' } });
    expect(mine.status).toBe(201);
    expect(mine.body.comment).toMatchObject({ content: 'Liguei, sem resposta', user: { name: 'Sérgio Padrão' }, can_delete: true });
    const admins = await taskClient(api, admin.auth).call('POST', `/api/v1/tasks/${taskId}/comments`, { task_comment: { content: 'Tente amanhã' } });
    expect((await taskClient(api, admin.auth).call('POST', `/api/v1/tasks/${taskId}/comments`, { task_comment: { content: ' ' } })).status).toBe(422);

    const seenByStandard = (await taskClient(api, standard.auth).call('GET', `/api/v1/tasks/${taskId}/comments`)).body.comments;
    expect(seenByStandard.map((c: { content: string; can_delete: boolean }) => [c.content, c.can_delete])).toEqual([
      ['Liguei, sem resposta', true],
      ['Tente amanhã', false],
    ]);
    const seenByAdmin = (await taskClient(api, admin.auth).call('GET', `/api/v1/tasks/${taskId}/comments`)).body.comments;
    expect(seenByAdmin.every((c: { can_delete: boolean }) => c.can_delete)).toBe(true);

    expect((await taskClient(api, standard.auth).call('DELETE', `/api/v1/tasks/${taskId}/comments/${admins.body.comment.id}`)).status).toBe(403);
    expect((await taskClient(api, admin.auth).call('DELETE', `/api/v1/tasks/${taskId}/comments/${mine.body.comment.id}`)).status).toBe(200);
    expect((await taskClient(api, admin.auth).task(taskId)).body.task.comments_count).toBe(1);
  });
});

describe('attachments', () => {
  it('takes a file of any type up to 25 MB and serves it through a signed URL as a download', async () => {
    const bytes = Buffer.alloc(Math.round(1.2 * MB), 65);
    const { status, body } = await upload(standard.auth, taskId, bytes, 'relatório final.txt');
    expect(status).toBe(201);
    expect(body.attachment).toMatchObject({ filename: 'relatório final.txt', human_file_size: '1,2 MB', user: { name: 'Sérgio Padrão' }, can_delete: true });
    const download = await api.app.inject({ method: 'GET', url: body.attachment.download_url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="relatorio final.txt"; filename*=UTF-8''relat%C3%B3rio%20final.txt`);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    const tampered = body.attachment.download_url.replace('download=', 'download=x');
    expect((await api.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const list = (await taskClient(api, admin.auth).call('GET', `/api/v1/tasks/${taskId}/attachments`)).body.attachments;
    expect(list).toHaveLength(1);
    expect(list[0].can_delete).toBe(true);
    expect((await taskClient(api, admin.auth).task(taskId)).body.task.attachments_count).toBe(1);
  });

  it('takes exactly 25 MB and refuses one byte more, keeping nothing', async () => {
    const exact = await upload(admin.auth, taskId, Buffer.alloc(25 * MB, 1), 'grande.bin');
    expect(exact.status).toBe(201);
    expect(exact.body.attachment.human_file_size).toBe('25 MB');
    const files = await storedFiles();
    const tooBig = await upload(admin.auth, taskId, Buffer.alloc(25 * MB + 1, 1), 'grande-demais.bin');
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.full_messages).toEqual(['Arquivo é muito grande (máximo 25 MB)']);
    expect(await storedFiles()).toEqual(files);
    const missing = await taskClient(api, admin.auth).call('POST', `/api/v1/tasks/${taskId}/attachments`, {});
    expect(missing.status).toBe(422);
  });

  it('lets only the sender or a system_admin delete an attachment, and removes its file', async () => {
    const sent = await upload(admin.auth, taskId, Buffer.from('conteúdo'), 'nota.txt');
    expect(sent.body.attachment.human_file_size).toBe('9 Bytes');
    const id = sent.body.attachment.id;
    const before = await storedFiles();
    expect((await taskClient(api, standard.auth).call('DELETE', `/api/v1/tasks/${taskId}/attachments/${id}`)).status).toBe(403);
    expect((await taskClient(api, admin.auth).call('DELETE', `/api/v1/tasks/${taskId}/attachments/${id}`)).status).toBe(200);
    expect((await storedFiles()).length).toBe(before.length - 1);
    expect((await api.app.inject({ method: 'GET', url: sent.body.attachment.download_url })).statusCode).toBe(404);
  });
});

describe('another company', () => {
  it('reaches no comment or attachment of this company, by id or by listing, and cannot add any', async () => {
    const client = taskClient(api, admin.auth);
    const comment = (await client.call('POST', `/api/v1/tasks/${taskId}/comments`, { task_comment: { content: 'interno' } })).body.comment;
    const attachment = (await upload(admin.auth, taskId, Buffer.from('segredo'), 'segredo.txt')).body.attachment;
    const activities = await activityCount(api, admin.companyId);
    const intruder = taskClient(api, other.auth);
    for (const [method, url] of [
      ['GET', `/api/v1/tasks/${taskId}/comments`],
      ['DELETE', `/api/v1/tasks/${taskId}/comments/${comment.id}`],
      ['GET', `/api/v1/tasks/${taskId}/attachments`],
      ['DELETE', `/api/v1/tasks/${taskId}/attachments/${attachment.id}`],
    ] as const) {
      expect((await intruder.call(method, url)).status, `${method} ${url}`).toBe(404);
    }
    expect((await intruder.call('POST', `/api/v1/tasks/${taskId}/comments`, { task_comment: { content: 'x' } })).status).toBe(404);
    expect((await upload(other.auth, taskId, Buffer.from('x'), 'x.txt')).status).toBe(404);
    // Its own task, with this company's comment and attachment ids.
    const ownBoard = (await intruder.createBoard({ name: 'Deles' })).body.task_list;
    const ownTask = (await intruder.createTask(ownBoard.id, { title: 'Deles' })).body.task;
    expect((await intruder.call('DELETE', `/api/v1/tasks/${ownTask.id}/comments/${comment.id}`)).status).toBe(404);
    expect((await intruder.call('DELETE', `/api/v1/tasks/${ownTask.id}/attachments/${attachment.id}`)).status).toBe(404);
    expect(await activityCount(api, admin.companyId)).toBe(activities);
    expect((await client.call('GET', `/api/v1/tasks/${taskId}/attachments`)).body.attachments.map((a: { id: number }) => a.id)).toContain(attachment.id);
    // A URL is only what the api signed: the key alone, or another file's signature, serves nothing.
    const key = /\/files\/([^?]+)/.exec(attachment.download_url)![1];
    expect((await api.app.inject({ method: 'GET', url: `/files/${key}` })).statusCode).toBe(403);
  });
});

describe('change stream', () => {
  it('sends a company its own changes, ids only, and nothing of another company', async () => {
    const open = async (auth: AuthHeaders) => {
      const controller = new AbortController();
      const response = await fetch(`${api.url}/api/v1/changes`, { headers: auth, signal: controller.signal });
      const reader = response.body!.getReader();
      let text = '';
      const read = async (until: (text: string) => boolean, ms: number) => {
        const deadline = Date.now() + ms;
        while (!until(text) && Date.now() < deadline) {
          const chunk = await Promise.race([reader.read(), new Promise<undefined>((resolve) => setTimeout(resolve, deadline - Date.now()))]);
          if (!chunk || chunk.done) break;
          text += new TextDecoder().decode(chunk.value);
        }
        return text;
      };
      return { status: response.status, read, close: () => controller.abort() };
    };
    const mine = await open(admin.auth);
    const theirs = await open(other.auth);
    expect(mine.status).toBe(200);
    await taskClient(api, admin.auth).updateTask(taskId, { title: 'Renomeada' });
    const received = await mine.read((text) => text.includes('event: change'), 2000);
    const data = JSON.parse(/data: (.*)/.exec(received)![1]!);
    expect(data).toEqual({ area: 'tasks', ids: [taskId], task_list_ids: [expect.any(Number)], deleted: false });
    expect(await theirs.read((text) => text.includes('event: change'), 300)).not.toContain('event: change');
    mine.close();
    theirs.close();
    expect((await fetch(`${api.url}/api/v1/changes`)).status).toBe(401);
  });
});
