import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from '../vite/precompress';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDir', () => {
  it('writes a brotli and a gzip copy of every text file the browser loads, smaller than the file', async () => {
    dir = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dir, 'assets'));
    const script = 'export function greet(name) { return `Olá, ${name}!`; }\n'.repeat(200);
    const css = '.card { padding: 1rem; color: #1f2937; }\n'.repeat(200);
    const html = `<!doctype html><html lang="pt-BR"><body>${'<div id="root"></div>'.repeat(50)}</body></html>`;
    writeFileSync(join(dir, 'assets/index-B4x9Qz.js'), script);
    writeFileSync(join(dir, 'assets/index-C1a2b3.css'), css);
    writeFileSync(join(dir, 'index.html'), html);

    await precompressDir(dir);

    for (const [file, content] of [['assets/index-B4x9Qz.js', script], ['assets/index-C1a2b3.css', css], ['index.html', html]] as const) {
      const br = readFileSync(join(dir, `${file}.br`));
      const gz = readFileSync(join(dir, `${file}.gz`));
      expect(br.length).toBeLessThan(content.length / 4);
      expect(gz.length).toBeLessThan(content.length / 4);
      expect(brotliDecompressSync(br).toString()).toBe(content);
      expect(gunzipSync(gz).toString()).toBe(content);
    }
  });

  it('leaves source maps, images and files compression would not shrink as they are', async () => {
    dir = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(dir, 'app.js.map'), '{"version":3,"mappings":""}'.repeat(100));
    writeFileSync(join(dir, 'logo.png'), Buffer.alloc(4000, 1));
    writeFileSync(join(dir, 'tiny.js'), 'a');

    await precompressDir(dir);

    for (const file of ['app.js.map', 'logo.png', 'tiny.js']) {
      expect(existsSync(join(dir, `${file}.br`))).toBe(false);
      expect(existsSync(join(dir, `${file}.gz`))).toBe(false);
    }
  });
});
