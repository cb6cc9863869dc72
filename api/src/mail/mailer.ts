import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Delivers through an SMTP server (`smtp://user:pass@host:port` or `smtps://...`). */
export class SmtpMailer implements Mailer {
  private readonly transport;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }

  close(): void {
    this.transport.close();
  }
}

/**
 * Without an SMTP server, each message becomes an RFC 822 `.eml` file in `dir`, and its links are
 * logged, so password resets work on a developer's machine.
 */
export class OutboxMailer implements Mailer {
  private readonly transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(
    readonly dir: string,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.from, ...message });
    await mkdir(this.dir, { recursive: true });
    const file = join(this.dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
    await writeFile(file, info.message as Buffer);
    const links = message.text.match(/https?:\/\/\S+/g) ?? [];
    this.log.info({ to: message.to, subject: message.subject, file, links }, 'e-mail written to the outbox');
  }

  close(): void {
    this.transport.close();
  }
}

export function createMailer(
  config: { smtpUrl: string | undefined; mailFrom: string; dataDir: string },
  log: FastifyBaseLogger,
): Mailer {
  return config.smtpUrl
    ? new SmtpMailer(config.smtpUrl, config.mailFrom)
    : new OutboxMailer(join(config.dataDir, 'mail'), config.mailFrom, log);
}

/**
 * Sends after the answer is on its way: a reset request takes the same time whether or not the
 * e-mail exists, and a slow mail server does not hold the request. Closing waits for what is queued.
 */
export class MailQueue {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
  ) {}

  enqueue(message: MailMessage): void {
    this.track(this.deliver(message));
  }

  /**
   * Runs `compose` after the current request has answered, and sends what it makes (nothing when
   * it makes nothing). What the answer must not reveal, such as whether an address is registered,
   * is then decided here, off the answer's path and off its timing.
   */
  enqueueLater(compose: () => Promise<MailMessage | undefined>): void {
    this.track(
      new Promise<void>((resolve) => setImmediate(resolve))
        .then(compose)
        .then((message) => (message ? this.deliver(message) : undefined))
        .catch((error: unknown) => this.log.error({ err: error }, 'could not prepare an e-mail')),
    );
  }

  /**
   * Sends now and answers once the message is out, failing when it could not be sent, so a job that
   * sends it can run again; closing waits for it like the others.
   */
  send(message: MailMessage): Promise<void> {
    const sending = this.mailer.send(message);
    this.track(sending.catch(() => undefined));
    return sending;
  }

  private deliver(message: MailMessage): Promise<void> {
    return this.mailer
      .send(message)
      .catch((error: unknown) => this.log.error({ err: error, to: message.to }, 'e-mail delivery failed'));
  }

  private track(work: Promise<void>): void {
    const tracked = work.finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }

  async drain(): Promise<void> {
    await Promise.allSettled([...this.pending]);
  }
}
