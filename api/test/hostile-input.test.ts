import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { readdir } from 'node:fs/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_LOOP_BLOCK_LIMIT_MS, watchEventLoop } from './event-loop.ts';
import { startTestApi, type TestApi } from './harness.ts';
import { makeCompany, type Member } from './members.ts';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const CONTROL = {
  message: 'A requisição contém caracteres não permitidos (caracteres de controle ou inválidos)',
  errors: { base: ['A requisição contém caracteres não permitidos (caracteres de controle ou inválidos)'] },
  full_messages: ['A requisição contém caracteres não permitidos (caracteres de controle ou inválidos)'],
};
const TOO_MANY = { message: 'A requisição tem campos demais' };

async function loginAttempts() {
  const row = await api.db.selectFrom('login_attempts').select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
  return row.count;
}

async function customersOf(companyId: number) {
  const row = await api.db
    .selectFrom('customers')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return row.count;
}

async function storedFiles(): Promise<string[]> {
  try {
    return (await readdir(api.filesDir)).sort();
  } catch {
    return [];
  }
}

/** Sends a raw body over a real connection and reads the answer. */
function rawSend(method: string, path: string, headers: Record<string, string>, body: Buffer | string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const url = new URL(path, api.url);
    const request = httpRequest(url, { method, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

describe('JSON bodies with bracket keys', () => {
  it('still nests bracket keys sent as JSON, as forms do', async () => {
    const admin = await makeCompany(api.db, 'team');
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign_in',
      payload: { 'user[email]': admin.email, 'user[password]': 'senha123' },
    });
    expect(response.statusCode).toBe(200);
  });

  /**
   * Sends the 8.9 MB body from another process, as an attacker would, while this process (which runs
   * the api) asks /healthz again and again from the moment the body starts going out until its answer
   * is back, and measures the longest its event loop was blocked meanwhile.
   */
  async function attackWhileTimingHealth() {
    // A first call opens the connection the timed ones reuse.
    await (await fetch(`${api.url}/healthz`)).arrayBuffer();
    const attacker = spawn(
      process.execPath,
      [
        '-e',
        `const keys = [];
        for (let i = 0; i < 600000; i += 1) keys.push('"a' + i + '[b]":1');
        const body = '{"user":{"email":"alvo@exemplo.com.br","password":"x"},' + keys.join(',') + '}';
        console.log('sending ' + body.length);
        // The api answers before it has read the whole body and closes the connection, so the
        // answer is read as soon as it comes, whether or not the rest of the body went out.
        let answered = false;
        const request = require('node:http').request(process.argv[1] + '/api/v1/auth/sign_in', { method: 'POST', headers: { 'content-type': 'application/json' } }, (response) => {
          answered = true;
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => console.log('answer ' + response.statusCode + ' ' + text));
          response.on('error', () => console.log('answer ' + response.statusCode + ' ' + text));
        });
        request.on('error', (error) => { if (!answered) console.log('failed ' + error.message); });
        request.end(body);`,
        api.url,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    attacker.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const finished = new Promise<void>((resolve) => attacker.on('exit', () => resolve()));
    let done = false;
    void finished.then(() => (done = true));
    while (!output.includes('sending') && !done) await new Promise((resolve) => setTimeout(resolve, 5));

    const loop = watchEventLoop();
    let healthChecks = 0;
    while ((!output.includes('answer') && !done) || healthChecks < 3) {
      const health = await fetch(`${api.url}/healthz`);
      expect(health.status).toBe(200);
      await health.arrayBuffer();
      healthChecks += 1;
    }
    await finished;
    return { output, longestBlock: loop.stop() };
  }

  it('refuses 600,000 bracket keys at once while /healthz keeps answering, its event loop never blocked for long', { timeout: 120_000 }, async () => {
    const attemptsBefore = await loginAttempts();
    // Parsing that body blocked the event loop for seconds. A block from a pause of the whole process
    // (a busy machine, garbage collection) is measured again, up to three runs, and one must stay under.
    const blocks: number[] = [];
    for (let run = 0; run < 3 && !(blocks.at(-1)! < EVENT_LOOP_BLOCK_LIMIT_MS); run += 1) {
      const attack = await attackWhileTimingHealth();
      expect(Number(/sending (\d+)/.exec(attack.output)?.[1])).toBeGreaterThan(8_000_000);
      expect(attack.output).toContain(`answer 413 ${JSON.stringify(TOO_MANY)}`);
      blocks.push(attack.longestBlock);
    }
    expect(Math.min(...blocks)).toBeLessThan(EVENT_LOOP_BLOCK_LIMIT_MS);
    expect(await loginAttempts()).toBe(attemptsBefore);
  });

  it('refuses more bracket keys than a form may have, within the size limit, before reading them', async () => {
    const attemptsBefore = await loginAttempts();
    const payload: Record<string, unknown> = { user: { email: 'alvo@exemplo.com.br', password: 'x' } };
    for (let i = 0; i < 2001; i += 1) payload[`a${i}[b]`] = 1;
    // CPU time of this process (which runs the api), not wall time, so a busy machine does not count.
    const cpuBefore = process.cpuUsage();
    const response = await api.app.inject({ method: 'POST', url: '/api/v1/auth/sign_in', payload });
    const cpu = process.cpuUsage(cpuBefore);
    expect((cpu.user + cpu.system) / 1000).toBeLessThan(100);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(TOO_MANY);
    expect(await loginAttempts()).toBe(attemptsBefore);
  });

  it('refuses bracket keys nested deeper than a form may, and JSON nested too deep', async () => {
    const deepKey = `user${'[a]'.repeat(12)}`;
    const bracketed = await api.app.inject({ method: 'POST', url: '/api/v1/auth/sign_in', payload: { [deepKey]: 1 } });
    expect(bracketed.statusCode).toBe(413);
    expect(bracketed.json()).toEqual(TOO_MANY);

    const nested = `${'{"a":'.repeat(40)}1${'}'.repeat(40)}`;
    const json = await api.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign_in',
      headers: { 'content-type': 'application/json' },
      payload: nested,
    });
    expect(json.statusCode).toBe(413);
  });

  it('refuses a form with more fields than the limit instead of silently dropping the rest', async () => {
    const fields = Array.from({ length: 2001 }, (_, i) => `f${i}=1`).join('&');
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign_in',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `user[email]=a%40b.com&${fields}`,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(TOO_MANY);
  });
});

describe('control characters and broken text', () => {
  let admin: Member;
  beforeAll(async () => {
    admin = await makeCompany(api.db, 'team');
  });

  it('refuses a NUL byte in the sign-in e-mail, as JSON and as a form, and counts no attempt', async () => {
    const before = await loginAttempts();
    const json = await api.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign_in',
      payload: { user: { email: `${admin.email}\u0000`, password: 'senha123' } },
    });
    expect(json.statusCode).toBe(422);
    expect(json.json()).toEqual(CONTROL);
    const form = await api.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign_in',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `user[email]=a%00b%40exemplo.com&user[password]=x`,
    });
    expect(form.statusCode).toBe(422);
    expect(form.json()).toEqual(CONTROL);
    expect(await loginAttempts()).toBe(before);
  });

  it('refuses a lone surrogate or a control character in a customer name and creates nothing', async () => {
    for (const name of ['Ana \ud800', 'Ana\u0007', 'Ana\u009b', 'Ana\udc00 Silva']) {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/v1/customers',
        headers: admin.auth,
        payload: { customer: { name } },
      });
      expect(response.statusCode, name).toBe(422);
      expect(response.json()).toEqual(CONTROL);
    }
    expect(await customersOf(admin.companyId)).toBe(0);
  });

  it('takes tabs, line breaks, quotes, backslashes and brackets inside texts, which people do type', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v1/customers',
      headers: admin.auth,
      payload: { customer: { name: 'Ana\t"Nina" \\ [Silva]: {1, 2}\r\n' } },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().customer.name).toBe('Ana\t"Nina" \\ [Silva]: {1, 2}');
  });

  it('refuses a NUL in a query string, a key or a header value', async () => {
    const search = await api.app.inject({
      method: 'GET',
      url: `/api/v1/customers?search=a%00b`,
      headers: admin.auth,
    });
    expect(search.statusCode).toBe(422);
    expect(search.json()).toEqual(CONTROL);

    const key = await api.app.inject({
      method: 'POST',
      url: '/users/password',
      payload: { user: { 'email\u0000': 'a@b.com' } },
    });
    expect(key.statusCode).toBe(422);

    const header = await api.app.inject({
      method: 'GET',
      url: '/api/v1/auth/validate_token',
      headers: { ...admin.auth, uid: `${admin.email}\u0001` },
    });
    expect(header.statusCode).toBe(422);
    expect(header.json()).toEqual(CONTROL);
  });

  it('refuses a NUL in a password reset request and sends no e-mail', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/users/password',
      payload: { user: { email: `${admin.email}\u0000` } },
    });
    expect(response.statusCode).toBe(422);
    const tokens = await api.db.selectFrom('password_reset_tokens').selectAll().execute();
    expect(tokens).toEqual([]);
  });

  it('refuses a control character in a multipart field', async () => {
    const body = new FormData();
    body.append('customer[name]', 'Ana\u0000');
    const response = await fetch(`${api.url}/api/v1/customers`, { method: 'POST', headers: admin.auth, body });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual(CONTROL);
    expect(await customersOf(admin.companyId)).toBe(1);
  });
});

describe('broken multipart bodies', () => {
  let admin: Member;
  beforeAll(async () => {
    admin = await makeCompany(api.db, 'team');
  });

  it('answers a multipart body without a boundary with 400 and writes nothing', async () => {
    const response = await rawSend(
      'POST',
      '/api/v1/customers',
      { ...admin.auth, 'content-type': 'multipart/form-data' },
      '--x\r\nContent-Disposition: form-data; name="customer[name]"\r\n\r\nAna\r\n--x--\r\n',
    );
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({ message: 'Requisição inválida' });
    expect(await customersOf(admin.companyId)).toBe(0);
  });

  it('answers a truncated upload with 400, keeps no file and changes no image', async () => {
    const before = await storedFiles();
    const png = Buffer.concat([
      Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
      Buffer.alloc(200_000, 7),
    ]);
    const head = Buffer.from(
      '--limite\r\nContent-Disposition: form-data; name="company[company_treatment]"\r\n\r\nClínica\r\n' +
        '--limite\r\nContent-Disposition: form-data; name="company[attachment_attributes][attachment]"; filename="logo.png"\r\n' +
        'Content-Type: image/png\r\n\r\n',
    );
    const whole = Buffer.concat([head, png, Buffer.from('\r\n--limite--\r\n')]);
    const sent = whole.subarray(0, head.length + 100_000);
    // Sent whole as far as HTTP goes (chunked), but the multipart body stops in the middle of the file.
    const response = await rawSend(
      'PATCH',
      `/api/v1/companies/${admin.companyId}`,
      { ...admin.auth, 'content-type': 'multipart/form-data; boundary=limite' },
      sent,
    );
    expect(response.status).toBe(400);
    expect(await storedFiles()).toEqual(before);
    const company = await api.db.selectFrom('companies').selectAll().where('id', '=', admin.companyId).executeTakeFirstOrThrow();
    expect(company).toMatchObject({ company_treatment: 'Empresa', image_id: null });
  });
});
