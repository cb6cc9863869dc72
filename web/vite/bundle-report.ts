import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Plugin } from 'vite';

/** One module as it went into a chunk. */
export interface ReportedModule {
  /** The path from the repository root, or `node_modules/<package>/<path>` for a package's file. */
  id: string;
  /** The package it comes from, or `app` for the web app's own source. */
  package: string;
  /** Its code in the chunk, after tree shaking and before minification. */
  renderedBytes: number;
}

/** One JavaScript file of the build. */
export interface ReportedChunk {
  file: string;
  /** The entry (`index.html`'s script) or a chunk only reached through `import()`. */
  kind: 'entry' | 'dynamic' | 'shared';
  /** Minified, as served before compression. */
  bytes: number;
  /** As the gateway serves it (brotli at the build's level). */
  brotliBytes: number;
  imports: string[];
  dynamicImports: string[];
  modules: ReportedModule[];
}

export interface BundleReport {
  chunks: ReportedChunk[];
}

/** `node_modules/.pnpm/@scope+name@1.2.3_peer/node_modules/@scope/name/dist/x.js` → `@scope/name` and its path. */
export function packageOf(id: string, root: string): { id: string; package: string } {
  const clean = id.replace(/\?.*$/, '').replace(/^\0/, '');
  const marker = clean.lastIndexOf('node_modules/');
  if (marker === -1) {
    const path = clean.startsWith('/') ? relative(root, clean) : clean;
    return { id: path, package: path.startsWith('common/') ? '@practice/common' : 'app' };
  }
  const inside = clean.slice(marker + 'node_modules/'.length);
  const parts = inside.split('/');
  const name = parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  return { id: `node_modules/${inside}`, package: name };
}

/**
 * With `BUNDLE_REPORT=<file.json>` the build writes which modules went into which JavaScript file,
 * with each file's size minified and compressed and the files it imports, so a page's load can be
 * traced to the modules it pulls. Without it the build does nothing more.
 */
export function bundleReport(file = process.env.BUNDLE_REPORT): Plugin | null {
  if (!file) return null;
  const target = resolve(file);
  return {
    name: 'practice:bundle-report',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const root = resolve(this.environment.config.root, '..');
      const chunks: ReportedChunk[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules = Object.entries(output.modules)
          .map(([id, module]) => ({ ...packageOf(id, root), renderedBytes: module.renderedLength }))
          .filter((module) => module.renderedBytes > 0)
          .sort((a, b) => b.renderedBytes - a.renderedBytes);
        const code = Buffer.from(output.code);
        chunks.push({
          file: output.fileName,
          kind: output.isEntry ? 'entry' : output.isDynamicEntry ? 'dynamic' : 'shared',
          bytes: code.length,
          brotliBytes: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules,
        });
      }
      chunks.sort((a, b) => b.bytes - a.bytes);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, `${JSON.stringify({ chunks } satisfies BundleReport, null, 1)}\n`);
    },
  };
}
