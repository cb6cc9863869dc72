import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { hasSession } from '../../../src/lib/session';
import { createMockEnvironment, mountScreen, type MockEnvironment } from '../../relay';
import { declaredRoute } from '../../routes';

const PLANS = [
  { identifier: 'FREE', name: 'Gratuito', valueCents: 0, usersLimit: 1, customersLimit: 50, customersLimitPeriod: 'TOTAL', trialDays: 0, recommended: false },
  { identifier: 'LEAN', name: 'Lean', valueCents: 4990, usersLimit: 2, customersLimit: 10, customersLimitPeriod: 'MONTH', trialDays: 10, recommended: true },
  { identifier: 'TEAM', name: 'Team', valueCents: 9990, usersLimit: 5, customersLimit: 30, customersLimitPeriod: 'MONTH', trialDays: 10, recommended: false },
];

/**
 * The route's loader starts the plans query; the mock environment only learns of an operation started
 * that way once it is under way, so it is answered when it shows up.
 */
function openSignup(route: string) {
  const environment: MockEnvironment = createMockEnvironment();
  const rendered = mountScreen(route, [declaredRoute('/signup')], { environment });
  const plansAnswered = vi.waitFor(() => {
    const operation = environment.mock
      .getAllOperations()
      .find((pending) => pending.request.node.params.name === 'SignupPageQuery');
    if (!operation) throw new Error('A consulta de planos ainda não começou');
    act(() =>
      environment.mock.resolve(operation, {
        data: { plans: PLANS.map((plan, index) => ({ __typename: 'Plan', id: `plan-${index}`, ...plan })) },
      }),
    );
  });
  return { ...rendered, plansAnswered };
}

function location(router: { state: { location: { pathname: string; search: string } } }) {
  return `${router.state.location.pathname}${router.state.location.search}`;
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function submitButton() {
  return screen.getByRole('button', { name: /Criar Conta Grátis|Começar Teste Grátis|Aguarde/ });
}

function answerSignUp(environment: MockEnvironment, payload: Record<string, unknown>) {
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe('SignupPageMutation');
  act(() => environment.mock.resolve(operation, { data: { signUp: payload } }));
}

const FIELD_ERRORS = {
  session: null,
  viewer: null,
  errors: [
    { field: 'customer_name', messages: ['não pode ficar em branco'] },
    { field: 'customer_email', messages: ['não confere com a confirmação'] },
  ],
  fullMessages: ['Nome não pode ficar em branco', 'Confirmação de e-mail não confere com o e-mail'],
};

describe('signup', () => {
  it('offers the free plan without a card', async () => {
    await openSignup('/signup?plan=free').plansAnswered;
    expect(await screen.findByRole('heading', { name: 'Plano Gratuito' })).toBeTruthy();
    expect(screen.getByText('Cadastre-se agora')).toBeTruthy();
    expect(screen.getByText('e comece a se organizar em menos de 60 segundos')).toBeTruthy();
    expect(submitButton().textContent).toBe('Criar Conta Grátis - Sem Cartão');
    expect(screen.getByText('Até 50 pacientes no total')).toBeTruthy();
  });

  it.each([
    ['lean', 'Plano Lean', 'R$ 49,90'],
    ['team', 'Plano Team', 'R$ 99,90'],
  ])('offers the %s plan as a 10-day trial at its monthly price', async (plan, heading, price) => {
    await openSignup(`/signup?plan=${plan}`).plansAnswered;
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(submitButton().textContent).toBe('Começar Teste Grátis - 10 Dias');
    const panel = screen.getByRole('region', { name: heading.replace('Plano ', '') });
    expect(panel.textContent?.replace(/\s/g, ' ')).toContain(`${price}/mês`.replace(/\s/g, ' '));
    expect(within(panel).getByText('10 dias de teste grátis')).toBeTruthy();
  });

  it('marks only the lean plan as recommended', async () => {
    await openSignup('/signup?plan=lean').plansAnswered;
    const panel = await screen.findByRole('region', { name: 'Lean' });
    expect(within(panel).getByText('Recomendado')).toBeTruthy();
    const switcher = screen.getByRole('navigation', { name: 'Trocar de plano' });
    expect(within(switcher).getAllByText('Recomendado')).toHaveLength(1);
    expect(within(switcher).getByRole('link', { current: 'page' }).textContent).toContain('Lean');
  });

  it.each(['/signup', '/signup?plan=gold'])('replaces a missing or unknown plan in %s by the free one', async (route) => {
    const { router, plansAnswered } = openSignup(route);
    await plansAnswered;
    await vi.waitFor(() => expect(location(router)).toBe('/signup?plan=free'));
    expect(await screen.findByRole('heading', { name: 'Plano Gratuito' })).toBeTruthy();
  });

  it('rates the password as it is typed', async () => {
    await openSignup('/signup?plan=free').plansAnswered;
    await screen.findByRole('heading', { name: 'Plano Gratuito' });
    expect(screen.queryByRole('progressbar', { name: 'Força da senha' })).toBeNull();
    fill('Senha', 'abc');
    expect(screen.getByText('Senha fraca')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Força da senha' }).getAttribute('aria-valuenow')).toBe('33');
    fill('Senha', 'abc12345');
    expect(screen.getByText('Senha média')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Força da senha' }).getAttribute('aria-valuenow')).toBe('66');
    fill('Senha', 'Abc12345!xyz');
    expect(screen.getByText('Senha forte')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Força da senha' }).getAttribute('aria-valuenow')).toBe('100');
  });

  it('sends the form as it is, reads "Aguarde" while waiting and lists the server errors with the fields marked', async () => {
    const { environment, plansAnswered } = openSignup('/signup?plan=lean');
    await plansAnswered;
    await screen.findByRole('heading', { name: 'Plano Lean' });
    fill('E-mail', 'ana@clinica');
    fireEvent.click(submitButton());

    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({
      planIdentifier: 'LEAN',
      customerName: '',
      customerEmail: 'ana@clinica',
      customerEmailConfirmation: '',
      customerPassword: '',
      customerPasswordConfirmation: '',
    });
    expect(submitButton().textContent).toBe('Aguarde');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);

    answerSignUp(environment, FIELD_ERRORS);
    const box = await screen.findByRole('alert');
    expect(within(box).getByText('Ops! Vamos corrigir rapidinho:')).toBeTruthy();
    expect(within(box).getByText('Nome não pode ficar em branco')).toBeTruthy();
    expect(within(box).getByText('Confirmação de e-mail não confere com o e-mail')).toBeTruthy();

    const invalid = (label: string) => screen.getByLabelText(label).getAttribute('aria-invalid') === 'true';
    expect(invalid('Nome completo')).toBe(true);
    expect(invalid('E-mail')).toBe(true);
    expect(invalid('Confirme seu e-mail')).toBe(true);
    expect(invalid('Senha')).toBe(false);
    expect(invalid('Confirme sua senha')).toBe(false);
    expect(submitButton().textContent).toBe('Começar Teste Grátis - 10 Dias');
  });

  it('marks both password fields for a password error and clears the previous errors on each submit', async () => {
    const { environment, plansAnswered } = openSignup('/signup?plan=free');
    await plansAnswered;
    await screen.findByRole('heading', { name: 'Plano Gratuito' });
    fireEvent.click(submitButton());
    answerSignUp(environment, FIELD_ERRORS);
    await screen.findByText('Ops! Vamos corrigir rapidinho:');

    fireEvent.click(submitButton());
    expect(screen.queryByText('Ops! Vamos corrigir rapidinho:')).toBeNull();
    expect(screen.getByLabelText('Nome completo').getAttribute('aria-invalid')).not.toBe('true');

    answerSignUp(environment, {
      session: null,
      viewer: null,
      errors: [{ field: 'customer_password', messages: ['é muito curta'] }],
      fullMessages: ['Senha é muito curta (mínimo: 6 caracteres)'],
    });
    expect(await screen.findByText('Senha é muito curta (mínimo: 6 caracteres)')).toBeTruthy();
    expect(screen.getByLabelText('Senha').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Confirme sua senha').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Nome completo').getAttribute('aria-invalid')).not.toBe('true');
  });

  it('says the account could not be created when the request fails', async () => {
    const { environment, plansAnswered } = openSignup('/signup?plan=free');
    await plansAnswered;
    await screen.findByRole('heading', { name: 'Plano Gratuito' });
    fireEvent.click(submitButton());
    act(() => environment.mock.rejectMostRecentOperation(new Error('Failed to fetch')));
    expect(await screen.findByText('Erro ao criar conta. Por favor, tente novamente.')).toBeTruthy();
  });

  it('signs the new user in and opens onboarding', async () => {
    const { environment, router, plansAnswered } = openSignup('/signup?plan=team');
    await plansAnswered;
    await screen.findByRole('heading', { name: 'Plano Team' });
    fireEvent.click(submitButton());
    answerSignUp(environment, {
      session: { accessToken: 'tok', client: 'cli', expiry: '99', tokenType: 'Bearer', uid: 'ana@clinica.com.br' },
      viewer: { id: 'VXNlcjox', onboardingCompleted: false },
      errors: [],
      fullMessages: [],
    });
    await vi.waitFor(() => expect(location(router)).toBe('/onboarding/personal-profile'));
    expect(hasSession()).toBe(true);
  });
});
