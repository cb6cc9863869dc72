import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { loadFilesSecret } from '../storage/signed-urls.ts';

const VERSION = 'v1';

/**
 * Encrypts the secrets the api must read back (authenticator keys) with AES-256-GCM. The key is
 * derived from SECRETS_KEY, or, when it is unset, from the files secret kept in DATA_DIR, so a
 * fresh checkout works; production sets SECRETS_KEY, the same on every api process, and keeps it.
 */
export class SecretBox {
  private constructor(private readonly key: Buffer) {}

  static fromText(material: string, purpose: string): SecretBox {
    return new SecretBox(Buffer.from(hkdfSync('sha256', material, 'practice', purpose, 32)));
  }

  static async load(config: { secretsKey: string | undefined; filesSecret: string | undefined; dataDir: string }, purpose: string): Promise<SecretBox> {
    return SecretBox.fromText(config.secretsKey ?? (await loadFilesSecret(config)), purpose);
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
  }

  /** Throws when the text was not sealed with this key or was changed since. */
  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Not a sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }
}
