import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../src/lib/session';
import { routes } from '../../src/routes';
import { MockPayloadGenerator, mountApp } from '../relay';

const WAIT = { timeout: 5000 };
const rules = [{ actions: ['manage'], subjects: ['all'], conditions: null, fields: null, inverted: false }];

function open(path: string) {
  return mountApp(routes, path).environment;
}

afterEach(() => {
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
