import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator, type MockResolvers } from 'relay-test-utils';
import { AppProviders } from '../src/App';
import { ScreenProviders } from '../src/ui/ScreenProviders';

export type MockEnvironment = ReturnType<typeof createMockEnvironment>;

type RenderOptions = {
  environment?: MockEnvironment;
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
 * Renders a screen the way the main layout does: theme, dates, dialogs, toasts and Relay around it,
 * inside a memory router. Answer its operations with `resolveNext` or the environment's `mock` API.
 */
export function renderWithRelay(
  ui: ReactElement,
  { environment = createMockEnvironment(), route = '/', path = '*', routes = [], handle }: RenderOptions = {},
): RenderResult & { environment: MockEnvironment; router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter([{ path, element: ui, handle }, ...routes], { initialEntries: [route] });
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

/** Answers the most recent pending operation with generated data shaped by `resolvers`. */
export function resolveNext(environment: MockEnvironment, resolvers: MockResolvers = {}): OperationDescriptor {
  const operation = environment.mock.getMostRecentOperation();
  environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers));
  return operation;
}

export { createMockEnvironment, MockPayloadGenerator };
