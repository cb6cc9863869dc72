import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { redirect } from 'react-router';
import customersQuery from '../../src/features/customers/__generated__/CustomersPageQuery.graphql';
import { clearSession, saveSession } from '../../src/lib/session';
import { screenQueries } from '../../src/routes';
import { holdQuery, screenLoader, type ScreenData } from '../../src/routing/screen';
import { setMountedEnvironment } from '../mountedEnvironment';
import { createMockEnvironment, type MockEnvironment } from '../relay';

const permission = vi.hoisted(() => ({ answer: null as null | { resolve: () => void; reject: (reason: unknown) => void } }));
vi.mock('../../src/routing/permission', () => ({
  requirePermission: () =>
    new Promise<void>((resolve, reject) => {
      permission.answer = { resolve, reject };
    }),
}));

function argsFor(path: string, controller = new AbortController()): LoaderFunctionArgs {
  const url = new URL(`http://localhost${path}`);
  return { request: new Request(url, { signal: controller.signal }), url, params: {}, pattern: path, context: undefined } as LoaderFunctionArgs;
}

let environment: MockEnvironment;

beforeEach(() => {
  environment = createMockEnvironment();
  // No screen is drawn: the loaders are called by hand, on this environment.
  setMountedEnvironment(environment);
  saveSession({ accessToken: 'token', client: 'client', expiry: String(Math.floor(Date.now() / 1000) + 3600), tokenType: 'Bearer', uid: 'ana@example.com' });
});

afterEach(() => {
  clearSession();
  permission.answer = null;
});

/** Whether the screen's query has reached the network. */
function customersRequested(): boolean {
  return environment.mock.getAllOperations().some((operation) => operation.request.node.params.name === customersQuery.params.name);
}

describe('a screen with a query', () => {
  it('asks for its data while the permission check is still under way', async () => {
    const loading = screenLoader('customers', screenQueries.customers)(argsFor('/customers'));
    await vi.waitFor(() => expect(customersRequested()).toBe(true));
    expect(permission.answer).not.toBeNull();
    permission.answer?.resolve();
    const data = (await loading) as ScreenData<never>;
    expect(data.queryRef.variables).toEqual({ page: 1, search: null, orderBy: null, archived: null });
  });

  it('sends a refused visitor to the access-denied page and lets the started query go', async () => {
    const loading = screenLoader('customers', screenQueries.customers)(argsFor('/customers'));
    await vi.waitFor(() => expect(customersRequested()).toBe(true));
    permission.answer?.reject(redirect('/access-denied'));
    const outcome = await loading.catch((thrown: unknown) => thrown);
    expect((outcome as Response).headers.get('location')).toBe('/access-denied');
    await vi.waitFor(() => expect(customersRequested()).toBe(false));
  });

  it('lets the query go when the navigation is abandoned before the page shows it', async () => {
    const controller = new AbortController();
    const loading = screenLoader('customers', screenQueries.customers)(argsFor('/customers', controller));
    await vi.waitFor(() => expect(permission.answer).not.toBeNull());
    permission.answer?.resolve();
    const data = (await loading) as ScreenData<never>;
    const dispose = vi.spyOn(data.queryRef, 'dispose');
    controller.abort();
    await vi.waitFor(() => expect(dispose).toHaveBeenCalledOnce());
  });

  it('keeps the reference while a screen shows it and releases it once none does', async () => {
    const loading = screenLoader(null, screenQueries.customers)(argsFor('/customers'));
    const data = (await loading) as ScreenData<never>;
    const dispose = vi.spyOn(data.queryRef, 'dispose');
    const releaseFirst = holdQuery(data.queryRef);
    releaseFirst();
    // Drawn again at once (strict mode): still held.
    const releaseSecond = holdQuery(data.queryRef);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(dispose).not.toHaveBeenCalled();
    releaseSecond();
    await vi.waitFor(() => expect(dispose).toHaveBeenCalledOnce());
  });
});

describe('a screen whose variables need code of their own', () => {
  it('waits for that code and asks with the variables it gives, from the address', async () => {
    const loading = screenLoader(null, screenQueries.taskBoard)({ ...argsFor('/tasks/board/12'), params: { id: '12' } });
    const data = (await loading) as ScreenData<never>;
    expect(data.queryRef.variables).toEqual({ id: 12, groupBy: 'KANBAN_GROUP', filter: null });
    const history = (await screenLoader(null, screenQueries.companyLog)(argsFor('/business/log'))) as ScreenData<never>;
    expect(history.queryRef.variables).toMatchObject({ itemTypes: expect.arrayContaining(['Company', 'SigningCertificate']) });
  });
});

describe('a screen without a session', () => {
  it('sends the visitor to the login, never to the access-denied page', async () => {
    clearSession();
    localStorage.clear();
    sessionStorage.clear();
    const outcome = await Promise.resolve(screenLoader('customers', screenQueries.customers)(argsFor('/customers'))).catch(
      (thrown: unknown) => thrown,
    );
    expect(outcome).toBeInstanceOf(Response);
    expect((outcome as Response).headers.get('location')).toBe('/login?redirectTo=%2Fcustomers');
    expect(customersRequested()).toBe(false);
  });
});
