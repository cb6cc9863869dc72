import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockResolvers } from 'relay-test-utils';
import { reloadTo } from '../src/lib/navigation';
import { saveSession } from '../src/lib/session';
import { mainLayoutQuery } from '../src/layouts/MainLayout';
import { routes } from '../src/routes';
import { createMockEnvironment, MockPayloadGenerator, mountApp, startedOperation, type MockEnvironment, type Mounted } from './relay';

// The logout page leaves with a full page load, which jsdom cannot do.
vi.mock('../src/lib/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/lib/navigation')>()),
  reloadTo: vi.fn(),
}));

/** Route modules load lazily and compile on first use. */
const WAIT = { timeout: 5000 };

/** CASL rules as the api gives them: everything to an administrator, staff work to a limited user. */
function rulesOf(accountType: string) {
  const rule = { conditions: null, fields: null, inverted: false };
  if (accountType !== 'LIMITED') return [{ ...rule, actions: ['manage'], subjects: ['all'] }];
  return [
    { ...rule, actions: ['read'], subjects: ['Company', 'CustomerField', 'NoteTemplate'] },
    { ...rule, actions: ['read', 'create', 'update'], subjects: ['Customer'] },
  ];
}

function viewerResolvers(accountType: string, viewer: 'present' | 'absent' = 'present'): MockResolvers {
  return {
    Query: () => ({ viewer: viewer === 'present' ? undefined : null }),
    User: () => ({ name: 'Ana Paula Souza', email: 'ana@clinica.com.br', imageUrl: null, accountType, rules: rulesOf(accountType) }),
    Company: () => ({
      name: 'Clínica Bem Viver',
      companyTreatment: 'Clínica',
      companyTreatmentPlural: 'Clínicas',
      customerTreatment: 'Paciente',
      customerTreatmentPlural: 'Pacientes',
      imageUrl: null,
    }),
    Plan: () => ({ name: 'Gratuito' }),
  };
}

/** Sections that load on their own, under their own Suspense, and stay loading here. */
const LEFT_PENDING = ['SigningCertificatesQuery'];

function start(path: string, options: { signedIn?: boolean; accountType?: string; viewer?: 'present' | 'absent' } = {}) {
  const environment: MockEnvironment = createMockEnvironment();
  if (options.signedIn ?? true) {
    saveSession({ accessToken: 'tok', client: 'cli', expiry: '99', tokenType: 'Bearer', uid: 'ana@clinica.com.br' });
  }
  // The main layout preloads its query in the route loader, outside environment.execute.
  environment.mock.queuePendingOperation(mainLayoutQuery, {});
  // A screen's loader asks for the viewer's rules and its own data while the layout's query runs: each
  // of the three is answered.
  // A mutation stays pending, for the test to answer.
  for (let request = 0; request < 3; request += 1) {
    environment.mock.queueOperationResolver((operation) =>
      operation.request.node.params.operationKind === 'mutation' || LEFT_PENDING.includes(operation.request.node.params.name)
        ? null
        : MockPayloadGenerator.generate(operation, viewerResolvers(options.accountType ?? 'SYSTEM_ADMIN', options.viewer)),
    );
  }
  return mountApp(routes, path, { environment });
}

function location(router: Mounted['router']) {
  return `${router.state.location.pathname}${router.state.location.search}`;
}

beforeEach(() => {
  document.title = '';
});
describe('routes', () => {
  it.each([
    ['/', '/dashboard'],
    ['/business', '/business/main'],
    ['/personal-profile', '/personal-profile/personal-data'],
  ])('send %s to %s in the main layout', async (from, to) => {
    const { router } = start(from);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(to), WAIT);
    expect(await screen.findByRole('navigation', { name: 'Menu principal' })).toBeTruthy();
  });

  it('send / to the login when signed out', async () => {
    const { router } = start('/', { signedIn: false });
    await vi.waitFor(() => expect(location(router)).toBe('/login'), WAIT);
  });

  it('send a visitor without a session from a protected page to the login, to come back afterwards', async () => {
    const { router } = start('/customers', { signedIn: false });
    await vi.waitFor(() => expect(location(router)).toBe('/login?redirectTo=%2Fcustomers'), WAIT);
  });

  it('send an expired session to the logout', async () => {
    saveSession({ accessToken: 'tok', client: 'cli', expiry: '99', tokenType: 'Bearer', uid: 'a@b.com' }, 0);
    const { router, environment } = start('/tasks', { signedIn: false });
    await vi.waitFor(() =>
      expect(location(router)).toBe('/logout?action=SESSION_EXPIRED%3ADO_LOGIN_AGAIN&redirectTo=%2Ftasks'),
      WAIT,
    );
    // The page revokes the token and then clears the session: answered and waited for here, so its
    // sign-out does not land in a later test (its own time limit would end it seconds from now).
    const signOut = await startedOperation(environment, 'LogoutPageMutation');
    await act(async () => {
      environment.mock.resolve(signOut, { data: { signOut: { success: true } } });
    });
    await vi.waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/login?notice=session_expired&redirectTo=%2Ftasks'), WAIT);
  });

  it('send /onboarding to its first step, with the step marker', async () => {
    const { router } = start('/onboarding');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/personal-profile'), WAIT);
    expect(await screen.findByText('Passo 1 de 2')).toBeTruthy();
  });

  it('show the not-found page for an unknown path, with a way back', async () => {
    const { router } = start('/nada-aqui', { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Voltar ao início' }));
    await vi.waitFor(() => expect(location(router)).toBe('/login'), WAIT);
  });

  it('show the access-denied page', async () => {
    start('/access-denied');
    expect(await screen.findByRole('heading', { name: 'Acesso negado' })).toBeTruthy();
  });

  it("title later pages in the company's words", async () => {
    start('/customers/add');
    expect(await screen.findByRole('heading', { name: 'Cadastrar paciente' })).toBeTruthy();
    await vi.waitFor(() => expect(document.title).toBe('Cadastrar paciente · Practice'), WAIT);
  });

  it('keep reports from limited users', async () => {
    start('/reports/customers', { accountType: 'LIMITED' });
    expect(
      await screen.findByText('Você não tem acesso aos relatórios. Solicite este acesso a um usuário administrador.'),
    ).toBeTruthy();
  });
});

describe('the main layout', () => {
  it("lists the sections in the company's words and marks the current one", async () => {
    start('/customers');
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    const labels = within(nav).getAllByRole('link').map((link) => link.textContent);
    expect(labels).toEqual([
      'Início',
      'Agenda',
      'Pacientes',
      'Tarefas',
      'Prazos das tarefas',
      'Modelos de anotação',
      'Relatórios',
      'Histórico de atividades',
      'Clínica',
    ]);
    expect(within(nav).getByRole('link', { name: 'Pacientes' }).getAttribute('aria-current')).toBe('page');
  });

  it('offers the profile, reports, plan and sign-out in the user menu of an administrator', async () => {
    start('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: /Menu do usuário/ }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Ver perfil', '/personal-profile'],
      ['Relatórios', '/reports'],
      ['Plano e Assinatura', '/business/subscription'],
      ['Sair', '/logout'],
    ]);
  });

  it('hides the plan from limited users', async () => {
    start('/dashboard', { accountType: 'LIMITED' });
    fireEvent.click(await screen.findByRole('button', { name: /Menu do usuário/ }));
    await screen.findByRole('menuitem', { name: 'Ver perfil' });
    expect(screen.queryByRole('menuitem', { name: 'Plano e Assinatura' })).toBeNull();
  });

  it('opens the menu from the burger and closes it once an entry is chosen', async () => {
    const { router } = start('/dashboard');
    const burger = await screen.findByRole('button', { name: 'Abrir menu' });
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(burger);
    // The menu's state is a render away, which a busy machine may not have made yet.
    expect((await screen.findByRole('button', { name: 'Fechar menu' }, WAIT)).getAttribute('aria-expanded')).toBe('true');
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    await act(async () => {
      fireEvent.click(within(nav).getByRole('link', { name: 'Tarefas' }));
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/tasks'), WAIT);
    expect((await screen.findByRole('button', { name: 'Abrir menu' }, WAIT)).getAttribute('aria-expanded')).toBe('false');
  });

  it('sends a session the server does not know to access denied', async () => {
    const { router } = start('/dashboard', { viewer: 'absent' });
    expect(await screen.findByText('Você precisa estar autenticado para acessar esta tela')).toBeTruthy();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/access-denied'), WAIT);
  });
});

describe("the company's name", () => {
  it('heads the layout and is changed on /business/main with the terms', async () => {
    const { environment } = start('/business/main');
    // The screen's own query is answered here when the queued answers went to the layout's.
    const field = await vi.waitFor(() => {
      const shown = screen.queryByRole('textbox', { name: 'Nome do seu negócio' });
      if (shown) return shown as HTMLInputElement;
      const query = environment.mock.getAllOperations().find((pending) => pending.request.node.params.name === 'CompanyMainPageQuery');
      if (query) act(() => environment.mock.resolve(query, MockPayloadGenerator.generate(query, viewerResolvers('SYSTEM_ADMIN'))));
      throw new Error('a tela ainda não mostrou o nome');
    }, WAIT);
    expect(field.value).toBe('Clínica Bem Viver');
    expect(screen.getAllByText('Clínica Bem Viver').length).toBeGreaterThan(0);
    fireEvent.change(field, { target: { value: '  Espaço Vida ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const operation = await startedOperation(environment, 'CompanyMainPageTermsMutation');
    expect(operation.request.variables.input).toMatchObject({ name: 'Espaço Vida', companyTreatment: 'Clínica' });
    const source = environment.getStore().getSource();
    const companyId = source.getRecordIDs().find((id) => source.get(id)?.__typename === 'Company');
    act(() =>
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          ...viewerResolvers('SYSTEM_ADMIN'),
          Company: () => ({ id: companyId, name: 'Espaço Vida', companyTreatment: 'Clínica', companyTreatmentPlural: 'Clínicas', customerTreatment: 'Paciente', customerTreatmentPlural: 'Pacientes', imageUrl: null }),
          UpdateCompanyPayload: () => ({ errors: [], fullMessages: [] }),
        }),
      ),
    );
    await vi.waitFor(() => expect(screen.getAllByText('Espaço Vida').length).toBeGreaterThan(0));
    expect(screen.queryByText('Clínica Bem Viver')).toBeNull();
  }, 20_000);
});
