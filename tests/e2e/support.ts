import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { STACK_INFO_FILE, type StackInfo } from './stack-info.ts';

export const DEMO_USER = { email: 'admin@demo.com.br', password: 'demo1234' };

let counter = 0;
/** An e-mail no other test has used. */
export function uniqueEmail(prefix = 'pessoa') {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@exemplo.com.br`;
}

function stackInfo(): StackInfo {
  return JSON.parse(readFileSync(STACK_INFO_FILE, 'utf8')) as StackInfo;
}

/** The newest message in the stack's mail outbox sent to `to`, as raw RFC 822 text. */
export function latestMailTo(to: string): string | undefined {
  const { mailDir } = stackInfo();
  let files: string[];
  try {
    files = readdirSync(mailDir).filter((name) => name.endsWith('.eml'));
  } catch {
    return undefined;
  }
  const messages = files
    .map((name) => ({ path: join(mailDir, name), at: statSync(join(mailDir, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at)
    .map(({ path }) => readFileSync(path, 'utf8'));
  return messages.find((text) => new RegExp(`^To:.*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(text));
}

/** The reset link inside a mail, undoing quoted-printable soft breaks and escapes. */
export function resetLinkIn(mail: string): string | undefined {
  const decoded = mail.replace(/=\r?\n/g, '').replace(/=3D/gi, '=').replace(/&amp;/g, '&');
  return decoded.match(/https?:\/\/[^\s"'<>]*\/reset-password\?reset_password_token=[A-Za-z0-9_-]+/)?.[0];
}
