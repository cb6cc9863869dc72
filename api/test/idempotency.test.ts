import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_MESSAGES, sweepIdempotencyKeys } from '../src/http/idempotency.ts';
import { makePng, startTestApi, type TestApi } from './harness.ts';
import { cardToken } from './billing-helpers.ts';
import { a1 } from './certificate-helpers.ts';
import { createCustomer } from './customer-helpers.ts';
import { DAY, HOUR, type AuthHeaders } from './helpers.ts';
import { MEMBER_PASSWORD, makeCompany, type Member } from './members.ts';
import { createNote, patchNote } from './note-helpers.ts';
import { taskClient } from './task-helpers.ts';

let api: TestApi;
let admin: Member;
let other: Member;
beforeAll(async () => {
  api = await startTestApi();
  admin = await makeCompany(api.db, 'team');
  other = await makeCompany(api.db, 'team');
});
afterAll(() => api.close());

type Body = Record<string, unknown> | FormData;

interface Answer {
  status: number;
  text: string;
  replayed: string | null;
}

async function post(url: string, body: Body, key: string | undefined, auth: AuthHeaders = admin.auth): Promise<Answer> {
  const headers: Record<string, string> = { ...auth };
  if (key !== undefined) headers['idempotency-key'] = key;
  if (!(body instanceof FormData)) headers['content-type'] = 'application/json';
  const response = await fetch(`${api.url}${url}`, {
    method: 'POST',
    headers,
    body: body instanceof FormData ? body : JSON.stringify(body),
  });
  return { status: response.status, text: await response.text(), replayed: response.headers.get('idempotent-replayed') };
}

async function rows(table: string): Promise<number> {
  const { rows: [row] } = await sql<{ count: number }>`select count(*)::int as count from ${sql.table(table)}`.execute(api.db);
  return row!.count;
}

/** The POST routes of the api, read from Fastify's route table (`printRoutes` prints them as a tree). */
function postRoutes(): string[] {
  const tree = api.app.printRoutes({ commonPrefix: false, method: 'POST' });
  const stack: string[] = [];
  const found: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+) \(([^)]*)\)/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + match[2]!;
    stack.push(path);
    if (match[3]!.split(',').map((method) => method.trim()).includes('POST')) found.push(path);
  }
  return found;
}

/** POST routes open to callers without a session: no company to keep a key under. */
const PUBLIC_POSTS = [
  '/api/v1/auth/sign_in',
  '/api/v1/auth/create_account',
  '/api/v1/auth/two_factor',
  '/api/v1/billing/webhooks/:provider',
  '/users/password',
  '/payment-sandbox/v1/payment_token',
  '/api/v1/public/booking/:companyHash',
  '/api/v1/public/appointments/:token/confirm',
  '/api/v1/public/appointments/:token/cancel',
];

interface CreateCase {
  /** The table one write adds a row to. */
  table: string;
  /** Who sends it, when not the company's administrator. */
  request: () => Promise<{ url: string; body: Body; auth?: AuthHeaders }>;
  /** What one write raises, when it replaces rows instead of adding them: by default the table's rows. */
  written?: () => Promise<number>;
  /** Its answer holds a secret: a repeat is told to ask again (409) instead of getting it. */
  secret?: true;
}

let emails = 0;
const png = makePng(12, 8, [10, 120, 200]);

function imageForm(field: string): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(png)], { type: 'image/png' }), 'foto.png');
  return form;
}

async function board(): Promise<number> {
  return (await taskClient(api, admin.auth).createBoard({ name: `Quadro ${randomUUID()}` })).body.task_list.id;
}

async function task(): Promise<number> {
  return (await taskClient(api, admin.auth).createTask(await board(), { title: 'Ligar' })).body.task.id;
}

/** Starts two-step sign-in for the account and answers the secret its codes are made from. */
async function twoFactorSecret(auth: AuthHeaders): Promise<string> {
  const setup = await post('/api/v1/auth/two_factor/setup', {}, undefined, auth);
  expect(setup.status).toBe(200);
  return (JSON.parse(setup.text) as { two_factor_setup: { secret: string } }).two_factor_setup.secret;
}

const CREATES: Record<string, CreateCase> = {
  '/api/v1/companies/:companyId/users': {
    table: 'users',
    request: async () => {
      emails += 1;
      const email = `colega.${emails}.${Date.now()}@exemplo.com.br`;
      const user = { account_type: 'limited', email, name: 'Colega', password: 'senha123', password_confirmation: 'senha123' };
      return { url: `/api/v1/companies/${admin.companyId}/users`, body: { user } };
    },
  },
  '/api/v1/companies/:companyId/payment_methods': {
    table: 'payment_methods',
    request: async () => ({
      url: `/api/v1/companies/${admin.companyId}/payment_methods`,
      body: { payment_method: { token: await cardToken(api.app), item_type: 'credit_card', set_as_default: true } },
    }),
  },
  '/api/v1/companies/:companyId/subscription_changes': {
    table: 'activities',
    request: async () => ({
      url: `/api/v1/companies/${admin.companyId}/subscription_changes`,
      body: { subscription: { plan_identifier: 'lean' } },
    }),
  },
  '/api/v1/companies/:companyId/customer_fields': {
    table: 'customer_fields',
    request: async () => ({
      url: `/api/v1/companies/${admin.companyId}/customer_fields`,
      body: { customer_field: { question: `Pergunta ${randomUUID()}`, answer_type: 'text' } },
    }),
  },
  '/api/v1/customers': {
    table: 'customers',
    request: async () => ({ url: '/api/v1/customers', body: { customer: { name: 'Joana Prado' } } }),
  },
  '/api/v1/customers/:customerId/archive': {
    table: 'activities',
    request: async () => ({ url: `/api/v1/customers/${await createCustomer(api, admin.auth, 'Arquivar Uma Vez')}/archive`, body: {} }),
  },
  '/api/v1/customers/:customerId/unarchive': {
    table: 'activities',
    request: async () => {
      const customer = await createCustomer(api, admin.auth, 'Restaurar Uma Vez');
      await api.db.updateTable('customers').set({ archived_at: new Date() }).where('id', '=', customer).execute();
      return { url: `/api/v1/customers/${customer}/unarchive`, body: {} };
    },
  },
  '/api/v1/customers/:customerId/customer_notes': {
    table: 'customer_notes',
    request: async () => {
      const customer = await createCustomer(api, admin.auth, 'Com anotação');
      return { url: `/api/v1/customers/${customer}/customer_notes`, body: { customer_note: { body: '<p>Retorno em 15 dias</p>' } } };
    },
  },
  '/api/v1/customers/:customerId/customer_notes/:noteId/duplicate': {
    table: 'customer_notes',
    request: async () => {
      const customer = await createCustomer(api, admin.auth, 'Com cópia');
      const note = await createNote(api, admin.auth, customer, '<p>Original</p>');
      return { url: `/api/v1/customers/${customer}/customer_notes/${note.id}/duplicate`, body: {} };
    },
  },
  '/api/v1/customers/:customerId/customer_notes/:noteId/addenda': {
    table: 'customer_note_addenda',
    request: async () => {
      const customer = await createCustomer(api, admin.auth, 'Com adendo');
      const note = await createNote(api, admin.auth, customer, '<p>Sessão encerrada</p>');
      expect((await patchNote(api, admin.auth, customer, note.id, { locked: true })).statusCode).toBe(200);
      return { url: `/api/v1/customers/${customer}/customer_notes/${note.id}/addenda`, body: { addendum: { body: 'Corrige a data do retorno.' } } };
    },
  },
  '/api/v1/auth/two_factor/setup': {
    table: 'user_two_factors',
    secret: true,
    request: async () => ({ url: '/api/v1/auth/two_factor/setup', body: {}, auth: (await makeCompany(api.db)).auth }),
  },
  '/api/v1/auth/two_factor/enable': {
    table: 'two_factor_recovery_codes',
    secret: true,
    request: async () => {
      const { auth } = await makeCompany(api.db);
      const secret = await twoFactorSecret(auth);
      return { url: '/api/v1/auth/two_factor/enable', body: { two_factor: { code: await generate({ secret }) } }, auth };
    },
  },
  '/api/v1/auth/two_factor/recovery_codes': {
    table: 'two_factor_recovery_codes',
    secret: true,
    written: async () => {
      const { rows: [row] } = await sql<{ id: number | null }>`select max(id)::int as id from two_factor_recovery_codes`.execute(api.db);
      return row!.id ?? 0;
    },
    request: async () => {
      const { auth } = await makeCompany(api.db);
      const secret = await twoFactorSecret(auth);
      expect((await post('/api/v1/auth/two_factor/enable', { two_factor: { code: await generate({ secret }) } }, undefined, auth)).status).toBe(200);
      return { url: '/api/v1/auth/two_factor/recovery_codes', body: { two_factor: { password: MEMBER_PASSWORD } }, auth };
    },
  },
  '/api/v1/note_images': {
    table: 'attachments',
    request: async () => ({ url: '/api/v1/note_images', body: imageForm('note_image[attachment]') }),
  },
  '/api/v1/note_templates': {
    table: 'note_templates',
    request: async () => ({ url: '/api/v1/note_templates', body: { note_template: { name: `Modelo ${randomUUID()}`, body: '<p>Modelo</p>' } } }),
  },
  '/api/v1/signing_certificates': {
    table: 'signing_certificates',
    request: async () => {
      const body = new FormData();
      body.append('file', new Blob([new Uint8Array(a1('Clínica Uma Vez', 'segredo'))]), 'certificado.pfx');
      body.append('password', 'segredo');
      return { url: '/api/v1/signing_certificates', body };
    },
  },
  '/api/v1/task_lists': {
    table: 'task_lists',
    request: async () => ({ url: '/api/v1/task_lists', body: { task_list: { name: 'Quadro novo' } } }),
  },
  '/api/v1/task_lists/:boardId/duplicate': {
    table: 'task_lists',
    request: async () => ({ url: `/api/v1/task_lists/${await board()}/duplicate`, body: {} }),
  },
  '/api/v1/task_lists/:boardId/tasks': {
    table: 'tasks',
    request: async () => ({ url: `/api/v1/task_lists/${await board()}/tasks`, body: { task: { title: 'Confirmar consulta' } } }),
  },
  '/api/v1/tasks/:taskId/checklist_items': {
    table: 'task_checklist_items',
    request: async () => ({ url: `/api/v1/tasks/${await task()}/checklist_items`, body: { checklist_item: { content: 'Ligar' } } }),
  },
  '/api/v1/tasks/:taskId/comments': {
    table: 'task_comments',
    request: async () => ({ url: `/api/v1/tasks/${await task()}/comments`, body: { task_comment: { content: 'Liguei' } } }),
  },
  '/api/v1/tasks/:taskId/attachments': {
    table: 'task_attachments',
    request: async () => ({ url: `/api/v1/tasks/${await task()}/attachments`, body: imageForm('file') }),
  },
  '/api/v1/users/:userId/calendar_feed': {
    table: 'calendar_feeds',
    secret: true,
    request: async () => {
      // A professional of the company without a feed yet, whose first one the call makes.
      emails += 1;
      const { id } = await api.db
        .insertInto('users')
        .values({ company_id: admin.companyId, email: `agenda.${emails}.${Date.now()}@exemplo.com.br`, name: 'Profissional', account_type: 'limited', password_hash: '-' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { url: `/api/v1/users/${id}/calendar_feed`, body: {} };
    },
  },
  '/api/v1/customers/:customerId/exports': {
    table: 'exports',
    request: async () => ({ url: `/api/v1/customers/${await createCustomer(api, admin.auth, 'Com cópia dos dados')}/exports`, body: {} }),
  },
  '/api/v1/companies/:companyId/exports': {
    table: 'exports',
    request: async () => {
      // A new export each time: the one asked for before is built and no longer waiting.
      await api.app.exportJobs.drain();
      return { url: `/api/v1/companies/${admin.companyId}/exports`, body: {} };
    },
  },
  '/api/v1/appointments': {
    table: 'appointments',
    request: async () => {
      const customer = await createCustomer(api, admin.auth, 'Com atendimento');
      return { url: '/api/v1/appointments', body: { appointment: { customer_id: customer, starts_at: '2031-01-06T09:00', ends_at: '2031-01-06T09:50' } } };
    },
  },
};

describe('Idempotency-Key', () => {
  it('is taken by every POST route that needs a session, each of which has a case below', () => {
    const routes = postRoutes();
    expect(routes.length).toBeGreaterThan(PUBLIC_POSTS.length);
    expect(routes.filter((route) => !PUBLIC_POSTS.includes(route)).sort()).toEqual(Object.keys(CREATES).sort());
  });

  for (const [route, create] of Object.entries(CREATES)) {
    const outcome = create.secret ? 'is told to ask again, since the answer holds a secret,' : 'answers the first answer';
    it(`POST ${route}: a repeated key ${outcome} and writes nothing more`, async () => {
      const { url, body, auth } = await create.request();
      const count = create.written ?? (() => rows(create.table));
      const before = await count();
      const key = randomUUID();
      const first = await post(url, body, key, auth);
      expect(first.status, first.text).toBeLessThan(300);
      const written = await count();
      expect(written).toBeGreaterThan(before);
      const again = await post(url, body, key, auth);
      if (create.secret) {
        expect(again.status).toBe(409);
        expect(JSON.parse(again.text)).toMatchObject({ errors: { base: [IDEMPOTENCY_MESSAGES.notKept] } });
      } else {
        expect(again).toEqual({ status: first.status, text: first.text, replayed: 'true' });
      }
      expect(await count()).toBe(written);
    });
  }

  it('writes once for the same key sent many times at once, and every answer is the first', async () => {
    const before = await rows('customers');
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post('/api/v1/customers', { customer: { name: 'Paralela Silva' } }, key)),
    );
    expect(await rows('customers')).toBe(before + 1);
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect(answers.filter((answer) => answer.replayed === null)).toHaveLength(1);
  });

  it('writes one note for parallel saves of the same form, uploads included', async () => {
    const customer = await createCustomer(api, admin.auth, 'Salva duas vezes');
    const url = `/api/v1/customers/${customer}/customer_notes`;
    const key = randomUUID();
    const before = await rows('customer_notes');
    const answers = await Promise.all([1, 2, 3].map(() => post(url, { customer_note: { body: '<p>Uma vez</p>' } }, key)));
    expect(await rows('customer_notes')).toBe(before + 1);
    expect(new Set(answers.map((answer) => `${answer.status} ${answer.text}`)).size).toBe(1);

    const files = await rows('attachments');
    const imageKey = randomUUID();
    const images = await Promise.all([1, 2].map(() => post('/api/v1/note_images', imageForm('note_image[attachment]'), imageKey)));
    expect(await rows('attachments')).toBe(files + 1);
    expect(images[0]!.text).toBe(images[1]!.text);
  });

  it('refuses the key reused with another body or path with a 422 in pt-BR, and writes nothing', async () => {
    const key = randomUUID();
    const first = await post('/api/v1/customers', { customer: { name: 'Primeira Pessoa' } }, key);
    expect(first.status).toBe(201);
    const before = await rows('customers');
    const changed = await post('/api/v1/customers', { customer: { name: 'Outra Pessoa' } }, key);
    expect(changed.status).toBe(422);
    expect(JSON.parse(changed.text)).toMatchObject({ errors: { base: [IDEMPOTENCY_MESSAGES.reused] } });
    const elsewhere = await post('/api/v1/note_templates', { note_template: { name: 'Modelo', body: '<p>x</p>' } }, key);
    expect(elsewhere.status).toBe(422);

    const file = await post('/api/v1/note_images', imageForm('note_image[attachment]'), `${key}-image`);
    const otherFile = new FormData();
    otherFile.append('note_image[attachment]', new Blob([new Uint8Array(makePng(12, 8, [1, 2, 3]))]), 'foto.png');
    expect(file.status).toBe(201);
    expect((await post('/api/v1/note_images', otherFile, `${key}-image`)).status).toBe(422);
    expect(await rows('customers')).toBe(before);
  });

  it('writes one of two different bodies sent at once with one key, and refuses the other with a 422', async () => {
    const key = randomUUID();
    const before = await rows('customers');
    const answers = await Promise.all(
      ['Ana Primeira', 'Bia Segunda'].map((name) => post('/api/v1/customers', { customer: { name } }, key)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    expect(await rows('customers')).toBe(before + 1);
  });

  it('refuses a key that is empty, too long or not printable ASCII', async () => {
    const before = await rows('customers');
    for (const key of ['a'.repeat(256), 'chave-ção']) {
      const answer = await post('/api/v1/customers', { customer: { name: 'Sem Chave' } }, key);
      expect(answer.status).toBe(422);
      expect(JSON.parse(answer.text).full_messages).toEqual([IDEMPOTENCY_MESSAGES.invalidKey]);
    }
    expect(await rows('customers')).toBe(before);
    expect((await post('/api/v1/customers', { customer: { name: 'Chave Longa' } }, 'a'.repeat(255))).status).toBe(201);
  });

  it('lets a failed attempt be retried with its key', async () => {
    const key = randomUUID();
    const refused = await post('/api/v1/customers', { customer: { name: '' } }, key);
    expect(refused.status).toBe(422);
    const before = await rows('customers');
    const blankAgain = await post('/api/v1/customers', { customer: { name: '' } }, key);
    expect(blankAgain.status).toBe(422);
    expect(blankAgain.replayed).toBeNull();
    expect(await rows('customers')).toBe(before);
  });

  it('keeps keys apart per company, and forgets them after a day', async () => {
    const key = randomUUID();
    const body = { customer: { name: 'Mesma Chave' } };
    const mine = await post('/api/v1/customers', body, key);
    const theirs = await post('/api/v1/customers', body, key, other.auth);
    expect(theirs.status).toBe(201);
    expect(theirs.replayed).toBeNull();
    expect(JSON.parse(theirs.text).customer.id).not.toBe(JSON.parse(mine.text).customer.id);

    await sql`update idempotency_keys set created_at = created_at - ${`${DAY + HOUR} milliseconds`}::interval where key = ${key}`.execute(api.db);
    const before = await rows('customers');
    const later = await post('/api/v1/customers', body, key);
    expect(later.replayed).toBeNull();
    expect(await rows('customers')).toBe(before + 1);
    const keptNow = await rows('idempotency_keys');
    expect(await sweepIdempotencyKeys(api.db, () => new Date(Date.now() + DAY + HOUR))).toBe(keptNow);
    expect(await rows('idempotency_keys')).toBe(0);
  });

  it('changes nothing for a request without the header', async () => {
    const before = await rows('customers');
    const body = { customer: { name: 'Sem Cabeçalho' } };
    expect((await post('/api/v1/customers', body, undefined)).status).toBe(201);
    expect((await post('/api/v1/customers', body, undefined)).status).toBe(201);
    expect(await rows('customers')).toBe(before + 2);
  });
});
