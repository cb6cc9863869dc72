import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INPUT_MESSAGES } from '../src/http/body.ts';
import { startTestApi, type TestApi } from './harness.ts';
import type { AuthHeaders } from './helpers.ts';
import { addMember, makeCompany, type Member } from './members.ts';
import { keyOf, uploadImage } from './note-helpers.ts';

let api: TestApi;
let owner: Member;
let other: Member;

beforeAll(async () => {
  api = await startTestApi();
  owner = await makeCompany(api.db);
  other = await makeCompany(api.db);
});
afterAll(() => api.close());

const url = (id?: number) => (id === undefined ? '/api/v1/note_templates' : `/api/v1/note_templates/${id}`);

function send(method: 'POST' | 'PATCH' | 'PUT', auth: AuthHeaders, template: Record<string, unknown>, id?: number) {
  return api.app.inject({ method, url: url(id), headers: auth, payload: { note_template: template } });
}

async function create(auth: AuthHeaders, name: string, body = '<p>Modelo</p>') {
  const response = await send('POST', auth, { name, body });
  if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json<{ note_template: { id: number; name: string; body: string } }>().note_template;
}

async function templateActivities(id: number) {
  return api.db.selectFrom('activities').select(['event', 'item_name', 'changes']).where('item_type', '=', 'NoteTemplate').where('item_id', '=', id).orderBy('id').execute();
}

describe('note templates', () => {
  it('creates, lists by name, reads, updates and deletes, each with its activity row', async () => {
    const created = await send('POST', owner.auth, { name: '  Retorno  ', body: '<p>Queixa: <b>...</b></p><script>x</script>' });
    expect(created.statusCode).toBe(201);
    const template = created.json().note_template;
    expect(template).toMatchObject({ name: 'Retorno', body: '<p>Queixa: <b>...</b></p>' });
    await create(owner.auth, 'Anamnese');

    const list = await api.app.inject({ method: 'GET', url: url(), headers: owner.auth });
    expect(list.json().note_templates.map((item: { name: string }) => item.name)).toEqual(['Anamnese', 'Retorno']);
    expect(list.json().meta).toEqual({ total_count: 2 });
    expect((await api.app.inject({ method: 'GET', url: url(template.id), headers: owner.auth })).json().note_template.name).toBe('Retorno');

    const patched = await send('PATCH', owner.auth, { name: 'Retorno mensal' }, template.id);
    expect(patched.json().note_template).toMatchObject({ name: 'Retorno mensal', body: '<p>Queixa: <b>...</b></p>' });
    const put = await send('PUT', owner.auth, { name: 'Retorno mensal', body: '<p>Novo</p>' }, template.id);
    expect(put.json().note_template.body).toBe('<p>Novo</p>');
    const removed = await api.app.inject({ method: 'DELETE', url: url(template.id), headers: owner.auth });
    expect(removed.statusCode).toBe(200);
    expect((await api.app.inject({ method: 'GET', url: url(template.id), headers: owner.auth })).statusCode).toBe(404);
    const activity = await templateActivities(template.id);
    expect(activity.map((row) => [row.event, row.item_name])).toEqual([
      ['create', 'Retorno'],
      ['update', 'Retorno mensal'],
      ['update', 'Retorno mensal'],
      ['destroy', 'Retorno mensal'],
    ]);
  });

  it('refuses a name already used, ignoring case and accents, but not the template’s own', async () => {
    const first = await create(owner.auth, 'Avaliação');
    for (const name of ['avaliacao', 'AVALIAÇÃO', 'Avaliaçao']) {
      const response = await send('POST', owner.auth, { name, body: '<p>x</p>' });
      expect(response.statusCode, name).toBe(422);
      expect(response.json()).toMatchObject({
        errors: { name: ['Já existe um modelo com o nome informado, escolha outro nome'] },
        full_messages: ['Já existe um modelo com o nome informado, escolha outro nome'],
      });
    }
    const second = await create(owner.auth, 'Evolução');
    expect((await send('PATCH', owner.auth, { name: 'AVALIACAO' }, second.id)).statusCode).toBe(422);
    expect((await send('PATCH', owner.auth, { name: 'avaliação', body: '<p>y</p>' }, first.id)).statusCode).toBe(200);
    // Another company may use the same name.
    expect((await send('POST', other.auth, { name: 'Avaliação', body: '<p>z</p>' })).statusCode).toBe(201);
  });

  it('keeps the same refusal when two creations race', async () => {
    const responses = await Promise.all([1, 2, 3].map(() => send('POST', owner.auth, { name: 'Corrida', body: '<p>x</p>' })));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 422, 422]);
  });

  it('requires a name and a body', async () => {
    const response = await send('POST', owner.auth, { name: ' ', body: '<p><br></p>' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ name: ['Preencha o nome do modelo'], body: ['não pode ficar em branco'] });
    expect(response.json().full_messages).toEqual(['Preencha o nome do modelo', 'Conteúdo não pode ficar em branco']);
    const missing = await send('POST', owner.auth, {});
    expect(Object.keys(missing.json().errors).sort()).toEqual(['body', 'name']);
    const control = await send('POST', owner.auth, { name: 'Nome\u0000', body: '<p>x\u001b</p>' });
    expect(control.statusCode).toBe(422);
    expect(control.json().errors).toEqual({ base: [INPUT_MESSAGES.controlCharacters] });
  });

  it('keeps the company’s own images', async () => {
    const image = await uploadImage(api, owner.auth);
    const template = await create(owner.auth, 'Com imagem', `<p>Figura</p><img src="${image}">`);
    const stored = await api.db.selectFrom('note_templates').select('body').where('id', '=', template.id).executeTakeFirstOrThrow();
    expect(stored.body).toBe(`<p>Figura</p><img src="/files/${keyOf(image)}" />`);
    expect(template.body).toContain(`/files/${keyOf(image)}?expires=`);
  });

  it('lets a limited user read templates but not change them', async () => {
    const limited = await addMember(api.db, owner.companyId, 'limited');
    const template = await create(owner.auth, 'Só leitura');
    expect((await api.app.inject({ method: 'GET', url: url(), headers: limited.auth })).statusCode).toBe(200);
    expect((await api.app.inject({ method: 'GET', url: url(template.id), headers: limited.auth })).statusCode).toBe(200);
    expect((await send('POST', limited.auth, { name: 'Novo', body: '<p>x</p>' })).statusCode).toBe(403);
    expect((await send('PATCH', limited.auth, { name: 'Outro' }, template.id)).statusCode).toBe(403);
    expect((await api.app.inject({ method: 'DELETE', url: url(template.id), headers: limited.auth })).statusCode).toBe(403);
    const standard = await addMember(api.db, owner.companyId, 'standard');
    expect((await send('PATCH', standard.auth, { name: 'Editado pela equipe' }, template.id)).statusCode).toBe(200);
  });

  it('answers 404 for another company’s template on every verb, changing nothing', async () => {
    const foreign = await create(other.auth, 'Sigiloso', '<p>segredo</p>');
    const attempts = [
      api.app.inject({ method: 'GET', url: url(foreign.id), headers: owner.auth }),
      send('PATCH', owner.auth, { name: 'x' }, foreign.id),
      send('PUT', owner.auth, { name: 'x', body: '<p>y</p>' }, foreign.id),
      api.app.inject({ method: 'DELETE', url: url(foreign.id), headers: owner.auth }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(404);
    const list = await api.app.inject({ method: 'GET', url: url(), headers: owner.auth });
    expect(list.json().note_templates.map((item: { id: number }) => item.id)).not.toContain(foreign.id);
    const stored = await api.db.selectFrom('note_templates').select(['name', 'body']).where('id', '=', foreign.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ name: 'Sigiloso', body: '<p>segredo</p>' });
  });
});
