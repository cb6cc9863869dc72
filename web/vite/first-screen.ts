import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Where the build lists the first signed-in screen's files, read by the gateway (never served: a dot folder). */
export const FIRST_SCREEN_FILE = '.vite/first-screen.json';

/** What a signed-in visitor's first screen needs beside the entry: Relay's part and the main layout. */
const ROOTS = ['src/routing/screenRelay.ts', 'src/layouts/MainLayout.tsx'];

/** The app's code, which the entry loads as soon as it has run (src/main.tsx): every page needs it. */
const APP = 'src/boot.tsx';

export interface FirstScreen {
  /** Scripts, as absolute paths of the site: the entry and what it imports first, then the screen's. */
  scripts: string[];
  stylesheets: string[];
}

type Chunk = { type: 'chunk'; fileName: string; isEntry: boolean; imports: string[]; moduleIds: string[]; viteMetadata?: { importedCss: Set<string> } };

/** The chunks of the app's code (APP) and those it imports that the entry does not, in the order they run. */
function appChunks(chunks: Chunk[], root: string): { scripts: string[]; stylesheets: string[] } {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entries = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [chunk.fileName, ...chunk.imports]));
  const app = chunks.find((chunk) => chunk.moduleIds.includes(resolve(root, APP)));
  if (!app) return { scripts: [], stylesheets: [] };
  const files = [...app.imports.filter((file) => !entries.has(file)), app.fileName];
  return {
    scripts: files,
    stylesheets: files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]),
  };
}

/**
 * Writes the scripts and stylesheets that the first signed-in screen needs (Relay's part and the main
 * layout, which its routes ask for as the app starts), after the entry's and the app's own: the
 * gateway names them in a `Link` header of the page for a browser that says it is signed in
 * (routing/earlyRelay.ts), so they download beside the entry instead of after the app has run, and
 * the entry, which runs first, is asked for first.
 */
export function firstScreen(): Plugin {
  let root = process.cwd();
  return {
    name: 'practice:first-screen',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    // Every page needs the app's code, which only the entry's `import()` names: the page names it too
    // (and its stylesheet), so it downloads beside the entry instead of once the entry has run.
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return [];
        const chunks = Object.values(context.bundle).filter((output) => output.type === 'chunk') as unknown as Chunk[];
        const app = appChunks(chunks, root);
        const main = app.scripts.at(-1);
        return [
          ...app.stylesheets.map((file) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
          ...app.scripts
            .filter((file) => file !== main)
            .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
          // A script of the page rather than a preload: the browser compiles it while it downloads,
          // and runs it after the entry, in a task of its own. The entry's `import()` finds it there.
          ...(main ? [{ tag: 'script', attrs: { type: 'module', crossorigin: true, src: `/${main}` }, injectTo: 'head' as const }] : []),
        ];
      },
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is Chunk & typeof output => output.type === 'chunk') as unknown as Chunk[];
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entryChunks = chunks.filter((chunk) => chunk.isEntry);
      const entries = new Set(entryChunks.flatMap((chunk) => [chunk.fileName, ...chunk.imports]));
      const wanted = ROOTS.map((path) => resolve(root, path));
      const pending = chunks.filter((chunk) => chunk.moduleIds.some((id) => wanted.includes(id))).map((chunk) => chunk.fileName);
      if (pending.length === 0) return;
      // The entry's scripts first: the page names them only once its head is read, and they run first.
      // (Not its stylesheet, which the page's head asks for in another request mode than a preload's.)
      const app = appChunks(chunks, root);
      const scripts = [...entries, ...app.scripts].map((file) => `/${file}`);
      for (const file of app.scripts) entries.add(file);
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
