import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { AppProviders } from '../../src/App';
import { clearSession, saveSession } from '../../src/lib/session';
import { routes } from '../../src/routes';

const relay = vi.hoisted(() => ({ environment: null as unknown }));
vi.mock('../../src/relay/environment', () => ({ getEnvironment: () => relay.environment }));

const WAIT = { timeout: 5000 };
const rules = [{ actions: ['manage'], subjects: ['all'], conditions: null, fields: null, inverted: false }];

function open(path: string) {
  const environment = createMockEnvironment();
  relay.environment = environment;
  render(
    <AppProviders>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </AppProviders>,
  );
  return environment;
}

afterEach(() => {
  relay.environment = null;
  clearSession();
});

describe('the main layout while it loads', () => {
  it("draws its frame (the header with the brand) until the viewer is there, then the layout's own", async () => {
    saveSession({ accessToken: 'tok', client: 'cli', expiry: '99', tokenType: 'Bearer', uid: 'ana@clinica.com.br' });
    const environment = open('/personal-profile/password');
    expect(await screen.findByText('Practice')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
    await vi.waitFor(() => {
      const [operation] = environment.mock.getAllOperations();
      if (!operation) throw new Error('the viewer has not been asked for yet');
      act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, { User: () => ({ accountType: 'SYSTEM_ADMIN', rules }) })));
    }, WAIT);
    expect(await screen.findByRole('navigation', { name: 'Menu principal' }, WAIT)).toBeTruthy();
  });
});
