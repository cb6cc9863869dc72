import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../src/lib/session';
import { createMockEnvironment, mountScreen, type MockEnvironment } from '../../relay';
import { declaredRoute } from '../../routes';

// jsdom has no FontFaceSet; Mantine's autosizing description box listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

const VIEWER = {
  __typename: 'User',
  id: 'VXNlcjox',
  name: 'Ana Paula Souza',
  phone: null,
  company: {
    __typename: 'Company',
    id: 'Q29tcGFueTox',
    name: null,
    professionalRole: null,
    professionalDescription: null,
    customerTreatmentPlural: 'Pacientes',
  },
};

function location(router: { state: { location: { pathname: string; search: string } } }) {
  return `${router.state.location.pathname}${router.state.location.search}`;
}

/** Opens a step, signed in, as the route table loads it; the viewer query it starts is answered once the mock sees it. */
async function openStep(route: string) {
  const environment: MockEnvironment = createMockEnvironment();
  saveSession({ accessToken: 'tok', client: 'cli', expiry: '99', tokenType: 'Bearer', uid: 'ana@clinica.com.br' });
  const rendered = mountScreen(route, [declaredRoute('/onboarding/personal-profile'), declaredRoute('/onboarding/ready')], { environment });
  await vi.waitFor(() => {
    const operation = environment.mock
      .getAllOperations()
      .find((pending) => pending.request.node.operation.kind === 'Operation' && pending.request.node.params.operationKind === 'query');
    if (!operation) throw new Error('A consulta do usuário ainda não começou');
    act(() => environment.mock.resolve(operation, { data: { viewer: VIEWER } }));
  });
  return rendered;
}

afterEach(() => {
  clearSession();
});

describe('onboarding step 1', () => {
  it('asks for the required fields before saving', async () => {
    const { environment } = await openStep('/onboarding/personal-profile');
    const name = await screen.findByLabelText(/^Nome(?! do)/);
    expect((name as HTMLInputElement).value).toBe('Ana Paula Souza');
    fireEvent.change(name, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Preencha todos os campos obrigatórios para prosseguir')).toBeTruthy();
    expect(screen.getAllByText('Campo obrigatório')).toHaveLength(2);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('saves the profile with the words onboarding sets and moves on to step 2', async () => {
    const { environment, router } = await openStep('/onboarding/personal-profile');
    fireEvent.click(await screen.findByRole('combobox', { name: /Profissão/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Outro', hidden: true }));
    fireEvent.change(screen.getByLabelText(/Qual é a sua profissão/), { target: { value: 'Fonoaudióloga' } });
    fireEvent.change(screen.getByLabelText(/^Descrição/), { target: { value: 'Atendimento infantil' } });
    fireEvent.change(screen.getByLabelText(/^Nome do consultório/), { target: { value: '  Espaço Fala Bem ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));

    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('OnboardingProfilePageMutation');
    expect(operation.request.variables.input).toEqual({
      professionalRole: 'Fonoaudióloga',
      name: 'Ana Paula Souza',
      professionalDescription: 'Atendimento infantil',
      phone: null,
      companyTreatment: 'Consultório',
      customerTreatment: 'Paciente',
      companyName: 'Espaço Fala Bem',
    });
    act(() =>
      environment.mock.resolve(operation, {
        data: { saveOnboardingProfile: { viewer: null, errors: [], fullMessages: [] } },
      }),
    );
    await vi.waitFor(() => expect(location(router)).toBe('/onboarding/ready'));
  });

  it('says the profile could not be saved', async () => {
    const { environment } = await openStep('/onboarding/personal-profile');
    fireEvent.click(await screen.findByRole('combobox', { name: /Profissão/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Nutricionista', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    act(() => environment.mock.rejectMostRecentOperation(new Error('Failed to fetch')));
    expect(await screen.findByText('Erro ao salvar perfil')).toBeTruthy();
  });

  it('can be skipped', async () => {
    const { environment, router } = await openStep('/onboarding/personal-profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Pular' }));
    await vi.waitFor(() => expect(location(router)).toBe('/onboarding/ready'));
    expect(environment.mock.getAllOperations().some((op) => op.request.node.params.operationKind === 'mutation')).toBe(
      false,
    );
  });
});

describe('onboarding step 2', () => {
  it('finishes onboarding and opens the customers list', async () => {
    const { environment, router } = await openStep('/onboarding/ready');
    expect(await screen.findByText('Tudo pronto, Ana!')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Começar a usar' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('OnboardingReadyPageMutation');
    act(() =>
      environment.mock.resolve(operation, {
        data: {
          completeOnboarding: {
            company: { __typename: 'Company', id: 'Q29tcGFueTox', onboardingCompletedAt: '2026-01-05T12:00:00.000Z' },
            errors: [],
            fullMessages: [],
          },
        },
      }),
    );
    await vi.waitFor(() => expect(location(router)).toBe('/customers'));
  });

  it('says onboarding could not be finished', async () => {
    const { environment, router } = await openStep('/onboarding/ready');
    fireEvent.click(await screen.findByRole('button', { name: 'Começar a usar' }));
    act(() => environment.mock.rejectMostRecentOperation(new Error('Failed to fetch')));
    expect(await screen.findByText('Erro ao finalizar o onboarding')).toBeTruthy();
    expect(location(router)).toBe('/onboarding/ready');
  });
});
