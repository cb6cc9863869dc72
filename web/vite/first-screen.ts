import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Where the build lists the first signed-in screen's files, read by the gateway (never served: a dot folder). */
export const FIRST_SCREEN_FILE = '.vite/first-screen.json';

/** What a signed-in visitor's first screen needs beside the entry: Relay's part and the main layout. */
const ROOTS = ['src/routing/screenRelay.ts', 'src/layouts/MainLayout.tsx'];

export interface FirstScreen {
  /** Scripts, as absolute paths of the site: the entry and what it imports first, then the screen's. */
  scripts: string[];
  stylesheets: string[];
}

type Chunk = { type: 'chunk'; fileName: string; isEntry: boolean; imports: string[]; moduleIds: string[]; viteMetadata?: { importedCss: Set<string> } };

/**
 * Writes the scripts and stylesheets that the entry asks for first when the visitor has a session
 * (routing/earlyRelay.ts), after the entry's own: the gateway names them in a `Link` header of the
 * page for a browser that says it is signed in, so they download beside the entry instead of after
 * it has run, and the entry, which runs first, is asked for first.
 */
export function firstScreen(): Plugin {
  return {
    name: 'practice:first-screen',
    apply: 'build',
    generateBundle(_options, bundle) {
      const root = this.environment.config.root;
      const chunks = Object.values(bundle).filter((output): output is Chunk & typeof output => output.type === 'chunk') as unknown as Chunk[];
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entryChunks = chunks.filter((chunk) => chunk.isEntry);
      const entries = new Set(entryChunks.flatMap((chunk) => [chunk.fileName, ...chunk.imports]));
      const wanted = ROOTS.map((path) => resolve(root, path));
      const pending = chunks.filter((chunk) => chunk.moduleIds.some((id) => wanted.includes(id))).map((chunk) => chunk.fileName);
      if (pending.length === 0) return;
      // The entry's scripts first: the page names them only once its head is read, and they run first.
      // (Not its stylesheet, which the page's head asks for in another request mode than a preload's.)
      const scripts = [...entries].map((file) => `/${file}`);
      const screen: string[] = [];
      const stylesheets = new Set<string>();
      while (pending.length > 0) {
        const file = pending.pop()!;
        if (entries.has(file) || screen.includes(`/${file}`)) continue;
        const chunk = byFile.get(file);
        if (!chunk) continue;
        screen.push(`/${file}`);
        for (const css of chunk.viteMetadata?.importedCss ?? []) stylesheets.add(`/${css}`);
        pending.push(...chunk.imports);
      }
      const listed: FirstScreen = { scripts: [...scripts, ...screen.sort()], stylesheets: [...stylesheets].sort() };
      this.emitFile({ type: 'asset', fileName: FIRST_SCREEN_FILE, source: `${JSON.stringify(listed)}\n` });
    },
  };
}
