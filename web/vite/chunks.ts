import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

type ModuleInfo = { code: string | null; importedIds: readonly string[] } | null;
type Context = { getModuleInfo(id: string): ModuleInfo };

/** Relay's packages and what only they use: CommonJS, so a group that met them would take all of them. */
const RELAY = /[\\/]node_modules[\\/](relay-runtime|react-relay|@babel[\\/]runtime|fbjs|invariant)[\\/]/;

/** Beside Relay, what every screen with data needs: its network, the route loaders' part, the permissions (and CASL, which decides them). */
const DATA =
  /[\\/]web[\\/]src[\\/](relay[\\/]|routing[\\/](screenRelay|permission)\.ts|layouts[\\/]DataLayout\.tsx|lib[\\/]ability\.ts)|[\\/]node_modules[\\/]@casl[\\/]/;

/** The component library, its icons and what they draw with, wherever a screen imports them. */
const UI_KIT =
  /[\\/]node_modules[\\/](@mantine[\\/](core|hooks|store|modals)|@tabler[\\/]icons-react|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|detect-node-es|aria-hidden|tslib|clsx|react-number-format|react-textarea-autosize)[\\/]/;

/**
 * Package entries that only re-export the package's modules: a screen that imports three components
 * from one of them needs those three modules, not all that the entry lists.
 */
const BARREL =
  /[\\/]node_modules[\\/](@mantine[\\/](core|hooks|dates|modals|notifications)[\\/]esm[\\/]index\.mjs|@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]tabler-icons-react\.mjs)$|[\\/]common[\\/]src[\\/]index\.ts$/;

/** The workspace's own barrels, which resolve outside node_modules: the package name → its entry. */
const WORKSPACE_BARRELS: Record<string, RegExp> = { '@practice/common': /[\\/]common[\\/]src[\\/]index\.ts$/ };

/** The entry that `from` names among the module's imports, when it is a barrel. */
function barrelOf(from: string, importedIds: readonly string[]): string | undefined {
  const workspace = WORKSPACE_BARRELS[from];
  return importedIds.find((imported) => BARREL.test(imported) && (workspace ? workspace.test(imported) : imported.includes(`node_modules/${from}/`)));
}

const DECLARED_EXPORT = /export\s+(?:async\s+)?(?:const|let|var|function\*?|class)\s+([\w$]+)/g;

const sourcePaths = (paths: string[]) => paths.map((path) => fileURLToPath(new URL(`../src/${path}`, import.meta.url)));

/** The entry, which sends the first screen's queries, and the app's code that it loads next. */
const ENTRY_ROOTS = sourcePaths(['main.tsx']);
const APP_ROOTS = sourcePaths(['boot.tsx']);

/** The sign-in page and the layout of the pages without a session, which a signed-in visitor never loads. */
const LOGIN_ROOTS = sourcePaths(['features/accounts/LoginPage.tsx', 'layouts/AuthLayout.tsx']);

/** The signed-in layout and the staff's first screen, whose code is loaded together. */
const SHELL_ROOTS = sourcePaths(['layouts/MainLayout.tsx', 'features/customers/CustomersPage.tsx']);

/** Beside the shell, what the first signed-in screen runs to load and hold its data. */
const FIRST_SCREEN_ROOTS = [...SHELL_ROOTS, ...sourcePaths(['routing/screenRelay.ts', 'layouts/DataLayout.tsx'])];

const NAMED_FROM = /(?:import|export)\s*(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;

/** `a`, `b as c` → the names the statement binds (`a`, `c`), or those it takes from the other module (`a`, `b`). */
function namesOf(list: string, side: 'bound' | 'taken'): string[] {
  return list
    .split(',')
    .map((entry) => entry.trim().split(/\s+as\s+/))
    .map((parts) => (side === 'bound' ? parts[parts.length - 1]! : parts[0]!).trim())
    .filter(Boolean);
}

/**
 * Reads a barrel: each name it exports → the module that defines it. `export * from` is read through
 * the named module's own declarations.
 */
function barrelMap(id: string, code: string, context: Context): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, from] of code.matchAll(/export\s*\*\s*from\s*["']([^"']+)["']/g)) {
    const file = resolve(dirname(id), from!);
    for (const [, name] of (context.getModuleInfo(file)?.code ?? '').matchAll(DECLARED_EXPORT)) files.set(name!, file);
  }
  for (const [, names, from] of code.matchAll(NAMED_FROM)) {
    for (const name of namesOf(names!, 'bound')) files.set(name, resolve(dirname(id), from!));
  }
  for (const [, list] of code.matchAll(/export\s*\{([^}]*)\}(?!\s*from)/g)) {
    for (const entry of list!.split(',')) {
      const [local, exported] = entry.trim().split(/\s+as\s+/).map((part) => part.trim());
      if (local && exported && files.has(local)) files.set(exported, files.get(local)!);
    }
  }
  return files;
}

/**
 * Every module `roots` import statically, directly or through others; through a barrel, only the
 * modules of the names imported from it.
 */
export function staticallyReached(roots: readonly string[], context: Context): Set<string> {
  const barrels = new Map<string, Map<string, string>>();
  const reached = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (reached.has(id)) continue;
    reached.add(id);
    const info = context.getModuleInfo(id);
    if (!info) continue;
    for (const imported of info.importedIds) if (!BARREL.test(imported)) pending.push(imported);
    for (const [, names, from] of (info.code ?? '').matchAll(NAMED_FROM)) {
      if (from!.startsWith('.')) continue;
      const barrel = barrelOf(from!, info.importedIds);
      if (!barrel) continue;
      if (!barrels.has(barrel)) barrels.set(barrel, barrelMap(barrel, context.getModuleInfo(barrel)?.code ?? '', context));
      for (const name of namesOf(names!, 'taken')) {
        const file = barrels.get(barrel)!.get(name);
        if (file) pending.push(file);
      }
    }
  }
  return reached;
}

/** The files codeSplitting() groups modules into, and rolldown's own runtime. */
const NAMED_CHUNKS = new Set(['start', 'app', 'login', 'data', 'relay', 'shell', 'ui', 'rolldown-runtime']);

/**
 * `build.rolldownOptions.output.chunkFileNames`: the groups keep their names; the many chunks of the
 * screens and their queries go by their hash alone, since the route table names each of them in the
 * first screen's code (twice: its `import()` and the list of what to preload with it).
 */
export function chunkFileName(chunk: { name: string }): string {
  return NAMED_CHUNKS.has(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js';
}

/**
 * `build.rolldownOptions.output.codeSplitting`: few scripts per page, since a phone pays a round trip
 * for each of them more than for their bytes.
 * - the entry: what sends the first signed-in screen's queries as soon as it arrives (their artifacts,
 *   the session), and the entry's stylesheet.
 * - `app`: what the entry loads next (boot.tsx): React, the router and the part of Mantine they draw,
 *   and what both the sign-in page and the first signed-in screen draw.
 * - `login`: the rest of the sign-in page (the entry asks for it beside the app when there is no
 *   session), which a signed-in visitor does without.
 * - `data`: the part of Relay, its network and the route loaders' part that the first signed-in
 *   screen runs; `relay`: the rest of them (mutations, subscriptions, pagination), for the other screens.
 * - `shell`: what the signed-in layout and the customers list draw, the components and icons included.
 * - `ui`: the rest of the component library and its icons, for the other screens.
 * Everything else (the other screens, editors, charts, calendars, drag and drop, the spreadsheet
 * writer, dialogs opened on demand) stays in the chunk of the route or the `import()` that asks for it.
 */
export function codeSplitting() {
  let entry: Set<string> | null = null;
  let app: Set<string> | null = null;
  let login: Set<string> | null = null;
  let shell: Set<string> | null = null;
  let firstScreen: Set<string> | null = null;
  const isData = (id: string) => RELAY.test(id) || DATA.test(id);
  // The entry's own modules stay in the entry's file, whichever group would take them otherwise.
  const inEntry = (id: string, context: Context) => (entry ??= staticallyReached(ENTRY_ROOTS, context)).has(id);
  return {
    groups: [
      // What the entry runs first, which the app's code shares (the session, the prefetched answers):
      // one small file of its own, which no later group takes.
      {
        debugName: 'start',
        name: (id: string, context: Context) => (inEntry(id, context) && !ENTRY_ROOTS.includes(id) && !isData(id) ? 'start' : null),
        includeDependenciesRecursively: false,
        priority: 7,
      },
      // The rest of what runs first is one file. Not Relay, which the sign-in page only names for its
      // `graphql` tag (compiled away). A group takes no dependency of its modules that it does not
      // test itself (through a barrel, that would be the whole library): each lands in its own
      // group, or where rolldown puts it.
      {
        debugName: 'app',
        name: (id: string, context: Context) => {
          app ??= staticallyReached(APP_ROOTS, context);
          login ??= staticallyReached(LOGIN_ROOTS, context);
          firstScreen ??= staticallyReached(FIRST_SCREEN_ROOTS, context);
          const shared = app.has(id) || (login.has(id) && firstScreen.has(id));
          return !RELAY.test(id) && shared && !inEntry(id, context) ? 'app' : null;
        },
        includeDependenciesRecursively: false,
        priority: 6,
      },
      // Before Relay's groups: the sign-in page names Relay's modules only for its `graphql` tag.
      {
        debugName: 'login',
        name: (id: string, context: Context) => {
          login ??= staticallyReached(LOGIN_ROOTS, context);
          return !RELAY.test(id) && login.has(id) && !inEntry(id, context) ? 'login' : null;
        },
        includeDependenciesRecursively: false,
        priority: 5,
      },
      {
        debugName: 'data',
        name: (id: string, context: Context) => {
          firstScreen ??= staticallyReached(FIRST_SCREEN_ROOTS, context);
          return isData(id) && firstScreen.has(id) && !inEntry(id, context) ? 'data' : null;
        },
        priority: 4,
      },
      {
        debugName: 'relay',
        name: (id: string, context: Context) => (isData(id) && !inEntry(id, context) ? 'relay' : null),
        includeDependenciesRecursively: false,
        priority: 3,
      },
      {
        debugName: 'shell',
        name: (id: string, context: Context) => {
          shell ??= staticallyReached(SHELL_ROOTS, context);
          return shell.has(id) && !inEntry(id, context) ? 'shell' : null;
        },
        includeDependenciesRecursively: false,
        priority: 2,
      },
      {
        debugName: 'ui',
        name: (id: string, context: Context) => (UI_KIT.test(id) && !inEntry(id, context) ? 'ui' : null),
        includeDependenciesRecursively: false,
        priority: 1,
      },
    ],
  };
}
