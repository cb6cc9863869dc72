import { afterEach, describe, expect, it, vi } from 'vitest';

// Which parts of the app the entry asks for as it runs, beside the app's code.
const state = vi.hoisted(() => ({ session: false, imported: new Set<string>() }));

vi.mock('../src/lib/session', () => ({ isSessionValid: () => state.session }));
vi.mock('../src/routing/earlyRelay', () => ({ sendEarlyQueries: () => undefined }));
vi.mock('../src/ui/entry-styles', () => ({}));

/** The modules the entry may import, each noting that it was (registered again for each run). */
function watchImports(): void {
  vi.doMock('../src/boot', () => (state.imported.add('boot'), {}));
  vi.doMock('../src/layouts/MainLayout', () => (state.imported.add('MainLayout'), {}));
  vi.doMock('../src/layouts/AuthLayout', () => (state.imported.add('AuthLayout'), {}));
  vi.doMock('../src/features/accounts/LoginPage', () => (state.imported.add('LoginPage'), {}));
}

async function runEntry(path: string, session: boolean): Promise<string[]> {
  window.history.replaceState(null, '', path);
  state.session = session;
  vi.resetModules();
  state.imported.clear();
  watchImports();
  await import('../src/main');
  await vi.waitFor(() => expect(state.imported.has('boot')).toBe(true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return [...state.imported].sort();
}

describe('the entry', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('asks for the main layout beside the app when the visitor has a session', async () => {
    expect(await runEntry('/customers', true)).toEqual(['MainLayout', 'boot']);
  });

  it('asks for the sign-in page and its layout when there is no session', async () => {
    expect(await runEntry('/customers', false)).toEqual(['AuthLayout', 'LoginPage', 'boot']);
  });

  it("asks for neither on the agenda's public pages", async () => {
    expect(await runEntry('/booking/clinica-exemplo', true)).toEqual(['boot']);
    expect(await runEntry('/booking/clinica-exemplo', false)).toEqual(['boot']);
  });
});
