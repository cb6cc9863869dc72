import type { ComponentType } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { ConcreteRequest, FetchPolicy, OperationType } from 'relay-runtime';
import type { RoutePermission } from '../lib/ability';
import type { RouteHandle } from '../lib/routeHandle';
import { requireSession } from '../lib/sessionGuard';
import type { CompanyTerms } from '../lib/terms';
import permissionQuery from './__generated__/permissionQuery.graphql';
import { prefetchQuery, type QueryParams } from './prefetch';

let relayArrived = false;

/**
 * Relay and the permission check, fetched as the first screen is entered (its loader runs beside the
 * page's chunk) rather than with the app's entry, so the sign-in page does without them.
 */
export const loadScreenRelay = () =>
  import('./screenRelay').then((module) => {
    relayArrived = true;
    return module;
  });

/**
 * Until Relay has arrived, a query is sent as soon as its artifact is there (prefetch.ts), and Relay
 * takes its answer: the first screen's data and code download together. Afterwards Relay sends it
 * at once itself, and knows whether its store already holds the answer.
 */
function prefetchBeforeRelay(params: QueryParams, variables: Record<string, unknown>): void {
  if (!relayArrived) prefetchQuery(params, variables);
}

/**
 * The query a screen reads, declared in the route table so it starts as the route is entered: its
 * generated artifact is fetched beside the page's chunk, never from inside it.
 */
export type ScreenQuery<Q extends OperationType = OperationType> = {
  /** The generated artifact of the page's query: `() => import('./features/x/__generated__/XPageQuery.graphql')`. */
  query: () => Promise<{ default: ConcreteRequest }>;
  /**
   * The query's variables from the address; without it the query takes none. Variables that need code
   * of their own (dates) load it with `import()`, beside the artifact, so the route table, which every
   * page loads, does not carry it.
   */
  variables?: (args: LoaderFunctionArgs) => Q['variables'] | Promise<Q['variables']>;
  /** 'store-and-network' unless said: what changed since the screen was last seen shows as it opens. */
  fetchPolicy?: FetchPolicy;
  /**
   * The page follows the search of its address itself (a table's page, search and sort, through
   * `useDataTableQuery`): a change of the search alone does not load the screen again. `variables`
   * reads the address the screen opens with, so reload and Back show the same rows.
   */
  followsSearch?: boolean;
  /**
   * Whether the screen asks for its data at this address (the suspended notice asks the session only
   * of a signed-in visitor); without it, always. Answered false, the page gets no reference
   * (`useOptionalScreenQuery`).
   */
  when?: (args: LoaderFunctionArgs) => boolean;
};

/** Declares a screen's query with its variables typed by the generated operation type. */
export function screenQuery<Q extends OperationType>(declared: ScreenQuery<Q>): ScreenQuery {
  return declared as ScreenQuery;
}

/** What the loader of a screen with a query hands to the page: read it with `useScreenQuery`. */
export type ScreenData<Q extends OperationType> = { queryRef: PreloadedQuery<Q> };

/** A page module: its component, and no loader of its own (the route table starts its query). */
export type ScreenModule = { Component: ComponentType; loader?: never } & Record<string, unknown>;

// How many mounted screens read each reference; one nobody reads any longer is released.
const readers = new Map<PreloadedQuery<OperationType>, number>();

/**
 * A mounted screen holds `queryRef`; the returned function lets it go. A reference is disposed once no
 * screen holds it (the screen left, or a new load replaced it), a tick later so that a screen drawn
 * again at once (React's strict mode) keeps it.
 */
export function holdQuery(queryRef: PreloadedQuery<OperationType>): () => void {
  readers.set(queryRef, (readers.get(queryRef) ?? 0) + 1);
  return () => {
    readers.set(queryRef, (readers.get(queryRef) ?? 1) - 1);
    setTimeout(() => {
      if ((readers.get(queryRef) ?? 0) > 0) return;
      readers.delete(queryRef);
      queryRef.dispose();
    }, 0);
  };
}

/** Starts a declared query for the address in `args`; the reference arrives once its artifact has. */
export function startScreenQuery(declared: ScreenQuery, args: LoaderFunctionArgs): Promise<PreloadedQuery<OperationType>> {
  const variables = Promise.resolve(declared.variables?.(args) ?? {});
  const fetchPolicy = declared.fetchPolicy ?? 'store-and-network';
  const artifact = Promise.all([declared.query(), variables]).then(([{ default: request }, values]) => {
    prefetchBeforeRelay(request.params, values);
    return { request, values };
  });
  return Promise.all([artifact, loadScreenRelay()]).then(([{ request, values }, { loadQuery, getEnvironment }]) =>
    loadQuery(getEnvironment(), request, values, { fetchPolicy }),
  );
}

/** The declared query of the address in `args`, started; null when its `when` says no. */
function startDeclared(declared: ScreenQuery | undefined, args: LoaderFunctionArgs): Promise<PreloadedQuery<OperationType>> | null {
  if (!declared || (declared.when && !declared.when(args))) return null;
  return startScreenQuery(declared, args);
}

/** A loader that only starts the query, for a screen drawn outside the route table (tests). */
export function queryLoader(declared: ScreenQuery) {
  return async (args: LoaderFunctionArgs): Promise<ScreenData<OperationType> | null> => {
    const started = startDeclared(declared, args);
    return started ? { queryRef: await started } : null;
  };
}

/** The permission check's query goes out with the screen's, while Relay still downloads. */
function prefetchPermission(): void {
  prefetchBeforeRelay(permissionQuery.params, {});
}

/** How a screen's loader treats the visitor and the address before anything loads. */
export type ScreenAccess = {
  /** Opened without a session too (sign-up, the suspended notice): no session is asked for. */
  public?: boolean;
  /** Checks the address and throws the redirect it calls for (sign-up without a known plan). */
  guard?: (args: LoaderFunctionArgs) => void;
};

/**
 * The loader of a screen: checks the session, and starts the screen's query (when it has one) at
 * the same time as the permission check, while react-router fetches the page's chunk. A refused
 * visitor goes to 'Acesso negado' and the started query is disposed; so is one whose navigation was
 * abandoned before the page could show it.
 */
export function screenLoader(permission: RoutePermission | null, declared?: ScreenQuery, access: ScreenAccess = {}) {
  return async (args: LoaderFunctionArgs): Promise<ScreenData<OperationType> | null> => {
    // The layout's session check runs beside this loader, not before it: without a session the
    // visitor must reach the login, not an 'Acesso negado' drawn from rules nobody could fetch.
    if (!access.public) requireSession(args.request);
    access.guard?.(args);
    const started = startDeclared(declared, args);
    const release = () => void started?.then((queryRef) => queryRef.dispose(), () => undefined);
    try {
      if (permission) prefetchPermission();
      if (permission) await (await loadScreenRelay()).requirePermission(permission);
      const queryRef = started ? await started : null;
      if (args.request.signal.aborted) release();
      else args.request.signal.addEventListener('abort', release, { once: true });
      return queryRef ? { queryRef } : null;
    } catch (thrown) {
      release();
      throw thrown;
    }
  };
}

/** What a screen declares besides its path, permission, page, title and query. */
export type ScreenOptions = ScreenAccess & {
  /** The route's id, for code that looks the route up (the main layout's). */
  id?: string;
  /** The screens drawn in this one's <Outlet> (a layout's). */
  children?: RouteObject[];
  /** Loaded once: moving between its children never loads it again (the main layout, whose viewer changes through mutations). */
  once?: boolean;
  /** What the route's handle tells its layout besides the title (sign-up's wide card). */
  handle?: Omit<RouteHandle, 'title'>;
};

/**
 * A screen whose page follows the search of its address (`followsSearch`) is not loaded again when
 * only the search changes: the page refetches what it shows itself.
 */
export function revalidationOf(declared?: ScreenQuery): Pick<RouteObject, 'shouldRevalidate'> {
  if (!declared?.followsSearch) return {};
  return {
    shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
      currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate,
  };
}

/** The query reference the route table started for this screen. */
export function useScreenQuery<Q extends OperationType>(): PreloadedQuery<Q> {
  const queryRef = useOptionalScreenQuery<Q>();
  if (!queryRef) throw new Error('This screen declares no query in routes.tsx (the `query` of its screen()).');
  return queryRef;
}

/** The query reference the route table started for this screen, or null when its `when` said no. */
export function useOptionalScreenQuery<Q extends OperationType>(): PreloadedQuery<Q> | null {
  const data = useLoaderData() as ScreenData<Q> | null | undefined;
  return data?.queryRef ?? null;
}

/**
 * Every screen of the app goes through this one helper: it loads the page's code, its data and the
 * permission check at once (the relay-examples issue tracker's `prepare`).
 *
 *     screen(path, permission, () => import('./features/x/XPage'), title)
 *     screen(path, permission, () => import('./features/x/XPage'), title, screenQuery<XPageQuery>({
 *       query: () => import('./features/x/__generated__/XPageQuery.graphql'),
 *       variables: ({ params }) => ({ databaseId: databaseIdParam(params.id) ?? 0 }),
 *     }))
 *
 * A screen with a query:
 * 1. The page module exports `query` (its `graphql` tag, `query XPageQuery ...`) and `Component`, and
 *    NO `loader` (a page that still exports one does not type-check here).
 * 2. routes.tsx passes `screenQuery<XPageQuery>({ query, variables?, fetchPolicy? })` as the fifth
 *    argument: `query` imports the generated artifact (so it is fetched beside the chunk, not inside
 *    it), `variables` is what the old `loader` passed to `loadQuery` (the address is in `params` and
 *    `request.url`), `fetchPolicy` defaults to 'store-and-network'.
 * 3. The page draws its data inside `<QueryScreen<XPageQuery> query={query} failure="...">` from
 *    `ui/QueryScreen`, which reads the reference (`useScreenQuery`), shows the loader and the failure
 *    (with a retry, or `leaveTo` a path), and releases the reference when the screen no longer uses it.
 *
 * `permission` null: any signed-in user may open it. Route paths and titles are as the spec has them.
 * A layout that reads data goes through it too (the main layout: path null, its screens as `children`,
 * loaded `once`); so do the screens outside it (sign-up and the suspended notice are `public`).
 */
export function screen(
  path: string | null,
  permission: RoutePermission | null,
  load: () => Promise<ScreenModule>,
  title: ((terms: CompanyTerms) => string) | null,
  declared?: ScreenQuery,
  options: ScreenOptions = {},
): RouteObject {
  const { id, children, once, handle, ...access } = options;
  return {
    ...(path === null ? {} : { path }),
    ...(id ? { id } : {}),
    lazy: load,
    loader: screenLoader(permission, declared, access),
    handle: { ...handle, ...(title ? { title } : {}) } satisfies RouteHandle,
    ...(once ? { shouldRevalidate: () => false } : revalidationOf(declared)),
    ...(children ? { children } : {}),
  };
}
