import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files a browser downloads; source maps are left alone, images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest']);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Writes `<file>.br` and `<file>.gz` next to `file` when they are smaller than it; answers what was written. */
export async function precompressFile(file: string): Promise<string[]> {
  const source = await readFile(file);
  const variants = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }).then((bytes) => ({ path: `${file}.br`, bytes })),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }).then((bytes) => ({ path: `${file}.gz`, bytes })),
  ]);
  const smaller = variants.filter((variant) => variant.bytes.length < source.length);
  await Promise.all(smaller.map((variant) => writeFile(variant.path, variant.bytes)));
  return smaller.map((variant) => variant.path);
}

/** Every compressible file of a built folder, brotli and gzip, so the server sends them without compressing per request. */
export async function precompressDir(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.has(extname(file)));
  const written = await Promise.all(files.map(precompressFile));
  return written.flat().length;
}

/** Vite build step: once the bundle and the public files are written, adds their `.br` and `.gz` twins. */
export function precompress(): Plugin {
  let outDir = '';
  let failed = false;
  return {
    name: 'practice:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // A failed build wrote nothing: its own error is the one to show.
    buildEnd(error) {
      failed = Boolean(error);
    },
    renderError() {
      failed = true;
    },
    async closeBundle() {
      if (failed) return;
      await precompressDir(outDir);
    },
  };
}
