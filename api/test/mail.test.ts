import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { OutboxMailer, SmtpMailer, createMailer } from '../src/mail/mailer.ts';
import { passwordResetMail } from '../src/modules/accounts/password-reset-mail.ts';

const silent = Fastify({ logger: false }).log;

const message = passwordResetMail({
  to: 'joana@exemplo.com.br',
  name: 'Joana <Prado>',
  companyName: null,
  link: 'http://localhost:4000/reset-password?reset_password_token=abc_DEF-123',
  validHours: 6,
});

describe('the password reset e-mail', () => {
  it("names the company's account when the company has a name, escaped in the HTML", () => {
    const named = passwordResetMail({ to: 'joana@exemplo.com.br', name: 'Joana', companyName: 'Clínica <Bem> Viver', validHours: 6, link: 'http://x/r' });
    expect(named.subject).toBe('Redefinição de senha · Clínica <Bem> Viver');
    expect(named.text).toContain('redefinir a senha da sua conta em Clínica <Bem> Viver.');
    expect(named.html).toContain('sua conta em Clínica &#60;Bem&#62; Viver');
    expect(message.subject).toBe('Redefinição de senha');
    expect(message.text).toContain('redefinir a senha da sua conta.');
  });
});

describe('SmtpMailer', () => {
  const received: { from: string; to: string[]; data: string }[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the message to the SMTP server', async () => {
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${port}`, 'Practice <nao-responda@practice.local>');
    await mailer.send(message);
    mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe('nao-responda@practice.local');
    expect(received[0]!.to).toEqual(['joana@exemplo.com.br']);
    expect(received[0]!.data).toContain('Subject: =?UTF-8?Q?Redefini=C3=A7=C3=A3o_de_senha?=');
    expect(received[0]!.data).toContain('multipart/alternative');
    expect(received[0]!.data).toContain('Joana &#60;Prado&#62;');
  });

  it('is chosen when SMTP_URL is set', () => {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'x@y.z', dataDir: '/tmp' }, silent);
    expect(mailer).toBeInstanceOf(SmtpMailer);
    mailer.close();
  });
});

describe('OutboxMailer', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'practice-mail-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes an RFC 822 .eml file under DATA_DIR/mail', async () => {
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: 'Practice <nao-responda@practice.local>', dataDir: dir }, silent);
    expect(mailer).toBeInstanceOf(OutboxMailer);
    await mailer.send(message);
    const files = await readdir(join(dir, 'mail'));
    expect(files).toHaveLength(1);
    const eml = await readFile(join(dir, 'mail', files[0]!), 'utf8');
    expect(eml).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(eml).toContain('From: Practice <nao-responda@practice.local>');
    expect(eml).toContain('To: joana@exemplo.com.br');
    expect(eml).toMatch(/^Message-ID: </m);
    expect(eml).toContain('Content-Type: text/html; charset=utf-8');
  });
});
