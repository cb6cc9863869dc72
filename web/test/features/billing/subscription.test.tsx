import { act, fireEvent, screen, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as subscriptionRoute from '../../../src/features/billing/SubscriptionPage';
import { screenQueries } from '../../../src/routes';
import { queryLoader } from '../../../src/routing/screen';
import { CompanyTermsContext } from '../../../src/lib/terms';
import { createMockEnvironment, mountScreen, startedOperation, type MockEnvironment } from '../../relay';
import { CLINIC_TERMS } from '../../terms';

const tokens = vi.hoisted(() => ({ next: 'TOKEN123' as string | Error }));
vi.mock('../../../src/features/billing/paymentScript', async (original) => {
  const actual = await original<typeof import('../../../src/features/billing/paymentScript')>();
  return {
    ...actual,
    createCardToken: vi.fn(async () => {
      if (tokens.next instanceof Error) throw tokens.next;
      return tokens.next;
    }),
  };
});

const TERMS = CLINIC_TERMS;

const PLANS = [
  { id: 'p1', identifier: 'FREE', name: 'Gratuito', valueCents: 0, usersLimit: 1, customersLimit: 50, customersLimitPeriod: 'TOTAL', recommended: false },
  { id: 'p2', identifier: 'LEAN', name: 'Lean', valueCents: 4990, usersLimit: 2, customersLimit: 10, customersLimitPeriod: 'MONTH', recommended: true },
  { id: 'p3', identifier: 'TEAM', name: 'Team', valueCents: 9990, usersLimit: 5, customersLimit: 30, customersLimitPeriod: 'MONTH', recommended: false },
].map((plan) => ({ __typename: 'Plan', ...plan }));

function company(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Company',
    id: 'c1',
    plan: PLANS[0],
    subscription: {
      status: 'active',
      active: true,
      suspended: false,
      trialDaysLeft: null,
      nextCharge: null,
      cancelAtPeriodEnd: false,
      createdAt: '2026-01-10T12:00:00.000Z',
    },
    paymentMethods: [],
    customersQuota: { customersCount: 49, customersLimit: 50 },
    ...overrides,
  };
}

afterEach(() => {
  act(() => notifications.clean());
});

async function open(data: Record<string, unknown>) {
  const environment: MockEnvironment = createMockEnvironment();
  const rendered = mountScreen('/business/subscription', [
      {
        path: '/business/subscription',
        loader: queryLoader(screenQueries.subscription),
        element: (
          <CompanyTermsContext.Provider value={TERMS}>
            <subscriptionRoute.Component />
          </CompanyTermsContext.Provider>
        ),
      },
      { path: '/customers', element: <p>lista de pacientes</p> },
    ], { environment });
  const operation = await startedOperation(environment, 'SubscriptionPageQuery');
  act(() => environment.mock.resolve(operation, { data }));
  return rendered;
}

const gateway = { scriptUrl: '/payment-sandbox/iugu.js', accountId: 'sandbox-account', testMode: true };

describe('the subscription screen', () => {
  it('shows the free plan, its quota and the upgrade cards, and asks for a card before upgrading', async () => {
    const { environment } = await open({ plans: PLANS, paymentGateway: gateway, viewer: { id: 'u1', company: company() } });
    expect(await screen.findByRole('heading', { name: 'Gratuito' })).toBeTruthy();
    expect(screen.getByText('49 de 50 pacientes cadastrados')).toBeTruthy();
    expect(screen.getByText('98%')).toBeTruthy();
    expect(screen.getByText('Funcionalidades essenciais')).toBeTruthy();
    expect(screen.getByText('Recomendado')).toBeTruthy();
    expect(screen.getAllByText('Adicione uma forma de pagamento antes de fazer upgrade.')).toHaveLength(1);
    expect(screen.getByText('Nenhum cartão cadastrado.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Fazer upgrade para Team' }));
    // The warning also comes as a toast.
    await vi.waitFor(() => expect(screen.getAllByText('Adicione uma forma de pagamento antes de fazer upgrade.')).toHaveLength(2));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('checks the card form, shows the brand as it is typed, and shows the provider\'s refusal', async () => {
    const { environment } = await open({ plans: PLANS, paymentGateway: gateway, viewer: { id: 'u1', company: company() } });
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar cartão' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar cartão' }));
    expect(within(dialog).getAllByText('Campo obrigatório')).toHaveLength(4);

    const number = within(dialog).getByLabelText(/Número do cartão/);
    fireEvent.input(number, { target: { value: '4012888888881881' } });
    expect((number as HTMLInputElement).value).toBe('4012 8888 8888 1881');
    expect(within(dialog).getByTestId('card-brand').textContent).toBe('Visa');
    fireEvent.change(within(dialog).getByLabelText(/Nome do titular/), { target: { value: 'Maria Souza' } });
    fireEvent.input(within(dialog).getByLabelText(/Validade/), { target: { value: '1230' } });
    fireEvent.input(within(dialog).getByLabelText(/CVV/), { target: { value: '12345' } });
    expect((within(dialog).getByLabelText(/CVV/) as HTMLInputElement).value).toBe('1234');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar cartão' }));

    const mutation = await startedOperation(environment, 'AddCardModalMutation');
    expect(mutation.request.variables.input).toEqual({ token: 'TOKEN123', description: null, setAsDefault: true });
    act(() =>
      environment.mock.resolve(mutation, {
        data: { addPaymentMethod: { paymentMethod: null, company: null, fullMessages: ['Transação negada'] } },
      }),
    );
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Transação negada');
    expect(screen.getAllByText('Transação negada')).toHaveLength(2);
  });

  it('shows a paid plan as Ativo with its billing info, saved cards and the cancel action', async () => {
    await open({
      plans: PLANS,
      paymentGateway: gateway,
      viewer: {
        id: 'u1',
        company: company({
          plan: PLANS[2],
          subscription: {
            status: 'active',
            active: true,
            suspended: false,
            trialDaysLeft: null,
            nextCharge: '2026-12-22T12:00:00.000Z',
            cancelAtPeriodEnd: false,
            createdAt: '2026-01-10T12:00:00.000Z',
          },
          paymentMethods: [
            { __typename: 'PaymentMethod', id: 'pm1', description: 'Cartão final 1111', brand: 'VISA', displayNumber: 'XXXX-XXXX-XXXX-1111', isDefault: true },
          ],
        }),
      },
    });
    expect(await screen.findByText('Ativo')).toBeTruthy();
    expect(screen.getByText('22/12/2026')).toBeTruthy();
    expect(screen.getByText('10/01/2026')).toBeTruthy();
    expect(screen.getAllByText('Suporte prioritário').length).toBeGreaterThan(0);
    expect(screen.getByText('Visa •••• 1111')).toBeTruthy();
    expect(screen.queryByText('Faça upgrade')).toBeNull();
    // On Team, Lean is offered as a change of plan, not through cancelling.
    expect(screen.getByRole('button', { name: 'Mudar para o plano Lean' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mudar para o plano Team' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remover Cartão final 1111' }));
    expect(await screen.findByText('Remover forma de pagamento')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancelar assinatura' })).toBeTruthy();
  });
});

describe('a suspended company paying', () => {
  it('shows the suspension and goes back to work once the new card pays', async () => {
    const suspended = company({
      plan: PLANS[1],
      subscription: {
        status: 'suspended',
        active: false,
        suspended: true,
        trialDaysLeft: null,
        nextCharge: null,
        cancelAtPeriodEnd: false,
        createdAt: '2026-11-01T12:00:00.000Z',
      },
    });
    const { environment, router } = await open({ plans: PLANS, paymentGateway: gateway, viewer: { id: 'u1', company: suspended } });
    expect(await screen.findByText('Assinatura suspensa')).toBeTruthy();
    expect(screen.getByText('Inativo')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Adicionar cartão' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.input(within(dialog).getByLabelText(/Número do cartão/), { target: { value: '4111111111111111' } });
    fireEvent.change(within(dialog).getByLabelText(/Nome do titular/), { target: { value: 'Maria Souza' } });
    fireEvent.input(within(dialog).getByLabelText(/Validade/), { target: { value: '1230' } });
    fireEvent.input(within(dialog).getByLabelText(/CVV/), { target: { value: '123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar cartão' }));
    const mutation = await startedOperation(environment, 'AddCardModalMutation');
    act(() =>
      environment.mock.resolve(mutation, {
        data: {
          addPaymentMethod: {
            paymentMethod: { id: 'pm1' },
            company: {
              ...suspended,
              __typename: 'Company',
              subscription: { ...suspended.subscription, status: 'active', active: true, suspended: false },
              paymentMethods: [
                { __typename: 'PaymentMethod', id: 'pm1', description: 'Cartão final 1111', brand: 'VISA', displayNumber: 'XXXX-XXXX-XXXX-1111', isDefault: true },
              ],
              subscriptionStatus: { suspended: false, active: true, status: 'active' },
            },
            fullMessages: [],
          },
        },
      }),
    );
    expect(await screen.findByText('Cartão adicionado com sucesso!')).toBeTruthy();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/customers'));
  });

  it('keeps the card and says the charge was refused when the company stays suspended', async () => {
    const suspended = company({
      plan: PLANS[1],
      subscription: {
        status: 'suspended',
        active: false,
        suspended: true,
        trialDaysLeft: null,
        nextCharge: null,
        cancelAtPeriodEnd: false,
        createdAt: '2026-11-01T12:00:00.000Z',
      },
    });
    const { environment, router } = await open({ plans: PLANS, paymentGateway: gateway, viewer: { id: 'u1', company: suspended } });
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar cartão' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.input(within(dialog).getByLabelText(/Número do cartão/), { target: { value: '4000000000000002' } });
    fireEvent.change(within(dialog).getByLabelText(/Nome do titular/), { target: { value: 'Maria Souza' } });
    fireEvent.input(within(dialog).getByLabelText(/Validade/), { target: { value: '1230' } });
    fireEvent.input(within(dialog).getByLabelText(/CVV/), { target: { value: '123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar cartão' }));
    const mutation = await startedOperation(environment, 'AddCardModalMutation');
    act(() =>
      environment.mock.resolve(mutation, {
        data: {
          addPaymentMethod: {
            paymentMethod: { id: 'pm2' },
            company: {
              ...suspended,
              __typename: 'Company',
              paymentMethods: [
                { __typename: 'PaymentMethod', id: 'pm2', description: 'Cartão final 0002', brand: 'VISA', displayNumber: 'XXXX-XXXX-XXXX-0002', isDefault: true },
              ],
              subscriptionStatus: { suspended: true, active: false, status: 'suspended' },
            },
            fullMessages: [],
          },
        },
      }),
    );
    expect(await screen.findByText(/O cartão foi salvo, mas a cobrança foi recusada/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/business/subscription');
    expect(screen.getByText('Assinatura suspensa')).toBeTruthy();
  });
});

describe('moving between paid plans', () => {
  it('offers the other paid plan on a trial and keeps the trial, in one step', async () => {
    const { environment } = await open({
      plans: PLANS,
      paymentGateway: gateway,
      viewer: {
        id: 'u1',
        company: company({
          plan: PLANS[1],
          subscription: {
            status: 'trialing',
            active: true,
            suspended: false,
            trialDaysLeft: 7,
            nextCharge: '2026-12-02T12:00:00.000Z',
            cancelAtPeriodEnd: false,
            createdAt: '2026-11-22T12:00:00.000Z',
          },
        }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Mudar de plano' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mudar para o plano Lean' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Mudar para o plano Team' }));
    expect(await screen.findByText(/O seu teste grátis continua como está, sem cobrança até o fim. A primeira cobrança, em 02\/12\/2026/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar mudança' }));
    const mutation = await startedOperation(environment, 'useChangePlanMutation');
    expect(mutation.request.variables.input).toEqual({ planIdentifier: 'TEAM' });
  });
});

describe('keeping a subscription whose cancellation is scheduled', () => {
  const cancelled = (nextCharge: string | null) =>
    company({
      plan: PLANS[1],
      subscription: {
        status: 'active',
        active: true,
        suspended: false,
        trialDaysLeft: null,
        nextCharge,
        cancelAtPeriodEnd: true,
        createdAt: '2026-01-10T12:00:00.000Z',
      },
      paymentMethods: [{ __typename: 'PaymentMethod', id: 'pm1', description: 'Cartão final 4242', brand: 'visa', displayNumber: 'XXXX-XXXX-XXXX-4242', isDefault: true }],
    });

  async function keep(nextCharge: string | null) {
    const { environment } = await open({ plans: PLANS, paymentGateway: gateway, viewer: { id: 'u1', company: cancelled(nextCharge) } });
    fireEvent.click(await screen.findByRole('button', { name: 'Manter assinatura' }));
    const mutation = await startedOperation(environment, 'useChangePlanMutation');
    expect(mutation.request.variables.input).toEqual({ planIdentifier: 'LEAN' });
    const kept = cancelled(nextCharge);
    act(() =>
      environment.mock.resolve(mutation, {
        data: {
          changePlan: {
            company: { ...kept, subscription: { ...kept.subscription, cancelAtPeriodEnd: false }, subscriptionStatus: { suspended: false, active: true, status: 'active' } },
            fullMessages: [],
          },
        },
      }),
    );
  }

  it('says it was kept and when it renews', async () => {
    await keep('2026-12-02T12:00:00.000Z');
    expect(await screen.findByText('Assinatura mantida. Ela será renovada em 02/12/2026.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Cancelar assinatura' })).toBeTruthy();
  });

  it('says it was kept when the renewal date is not known', async () => {
    await keep(null);
    expect(await screen.findByText('Assinatura mantida.')).toBeTruthy();
  });
});

describe('removing a saved card', () => {
  it('asks first, removes it, and the plan cards ask for a card again', async () => {
    const card = { __typename: 'PaymentMethod', id: 'pm1', description: 'Cartão final 4242', brand: 'visa', displayNumber: 'XXXX-XXXX-XXXX-4242', isDefault: true };
    const { environment } = await open({ plans: PLANS, paymentGateway: gateway, viewer: { id: 'u1', company: company({ paymentMethods: [card] }) } });
    expect(await screen.findByText('Cartão final 4242')).toBeTruthy();
    expect(screen.queryByText('Adicione uma forma de pagamento antes de fazer upgrade.')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Remover Cartão final 4242' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Deseja remover o cartão/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remover' }));
    const mutation = await startedOperation(environment, 'PaymentMethodsRemoveCardMutation');
    expect(mutation.request.variables.input).toEqual({ id: 'pm1' });
    act(() =>
      environment.mock.resolve(mutation, { data: { removePaymentMethod: { deletedPaymentMethodId: 'pm1', company: company(), fullMessages: [] } } }),
    );

    expect(await screen.findByText('Forma de pagamento removida com sucesso!')).toBeTruthy();
    expect(screen.getByText('Nenhum cartão cadastrado.')).toBeTruthy();
    expect(screen.getByText('Adicione uma forma de pagamento antes de fazer upgrade.')).toBeTruthy();
  });
});
