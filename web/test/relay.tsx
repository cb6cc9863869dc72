import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator, type MockResolvers } from 'relay-test-utils';
import { vi } from 'vitest';
import { AppProviders } from '../src/App';
import { queryLoader, type ScreenQuery } from '../src/routing/screen';
import { ScreenProviders } from '../src/ui/ScreenProviders';
import { setMountedEnvironment } from './mountedEnvironment';

export type MockEnvironment = ReturnType<typeof createMockEnvironment>;
type MemoryRouter = ReturnType<typeof createMemoryRouter>;
export type Mounted = RenderResult & { environment: MockEnvironment; router: MemoryRouter };

type MountOptions = {
  /** A new mock environment unless given (one with operations queued, for example). */
  environment?: MockEnvironment;
};

type RenderOptions = MountOptions & {
  /** The URL the memory router starts at. */
  route?: string;
  /** The route pattern `ui` is mounted at, for pages that read params (for example '/customers/details/:id'). */
  path?: string;
  /** Extra routes next to `ui`, for pages that navigate elsewhere. */
  routes?: RouteObject[];
  /** The route handle of `ui` (title, access rules), as routes.tsx declares it. */
  handle?: unknown;
};

/**
 * The one mounter of the component tests: `routes` in a memory router at `route`, inside the theme,
 * dates, dialogs, toasts and Relay, as the main layout draws a screen. The environment becomes the
 * app's own (`getEnvironment()`, see setup.ts), so route loaders start their queries on it. Answer
 * its operations with `resolveNext`, `startedOperation` or the environment's `mock` API.
 */
export function mountScreen(route: string, routes: RouteObject[], { environment = createMockEnvironment() }: MountOptions = {}): Mounted {
  setMountedEnvironment(environment);
  // Any other address draws nothing, so a screen may navigate where the test declared no route.
  const router = createMemoryRouter([...routes, { path: '*', element: null }], { initialEntries: [route] });
  const result = render(
    <AppProviders>
      <RelayEnvironmentProvider environment={environment}>
        <ScreenProviders>
          <RouterProvider router={router} />
        </ScreenProviders>
      </RelayEnvironmentProvider>
    </AppProviders>,
  );
  return { ...result, environment, router };
}

/** One element as a screen (see `mountScreen`), mounted at `path` (any address unless said) among `routes`. */
export function renderWithRelay(ui: ReactElement, { route = '/', path = '*', routes = [], handle, environment }: RenderOptions = {}): Mounted {
  return mountScreen(route, [{ path, element: ui, handle }, ...routes], { environment });
}

/**
 * The app as it starts: its own route table (`routes.tsx`, passed in) with its layouts, which take
 * Relay from `getEnvironment()`, at `path`.
 */
export function mountApp(routes: RouteObject[], path: string, { environment = createMockEnvironment() }: MountOptions = {}): Mounted {
  setMountedEnvironment(environment);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, environment, router };
}

/** A route as routes.tsx declares one: `element` at `path`, its declared query started as it is entered. */
export function screenRoute(path: string, declared: ScreenQuery, element: ReactElement, extra: Omit<RouteObject, 'path' | 'loader' | 'element' | 'index' | 'children'> = {}): RouteObject {
  return { ...extra, path, loader: queryLoader(declared), element };
}

/**
 * The pending operation named `name` (the first pending one without a name), once it has been sent.
 * Waited for up to 5 s, not vi.waitFor's 1 s: a debounced search on a busy machine takes longer, and
 * only an operation that never starts makes the wait that long.
 */
export function startedOperation(environment: MockEnvironment, name?: string): Promise<OperationDescriptor> {
  return vi.waitFor(
    () => {
      const operations = environment.mock.getAllOperations();
      const found = name === undefined ? operations[0] : operations.find((operation) => operation.request.node.params.name === name);
      if (!found) throw new Error(`${name ?? 'a consulta'} ainda não começou`);
      return found;
    },
    { timeout: 5_000 },
  );
}

/** Answers the most recent pending operation with generated data shaped by `resolvers`. */
export function resolveNext(environment: MockEnvironment, resolvers: MockResolvers = {}): OperationDescriptor {
  const operation = environment.mock.getMostRecentOperation();
  environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers));
  return operation;
}

export { createMockEnvironment, MockPayloadGenerator };
