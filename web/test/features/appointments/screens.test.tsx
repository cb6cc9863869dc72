import { act, fireEvent, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import type { GraphQLSingularResponse, OperationDescriptor } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import * as agendaRoute from '../../../src/features/appointments/AgendaPage';
import * as bookingRoute from '../../../src/features/appointments/BookingPage';
import { CompanyTermsContext } from '../../../src/lib/terms';
import { screenQueries } from '../../../src/routes';
import { MockPayloadGenerator, mountScreen, screenRoute, type MockEnvironment } from '../../relay';
import { CLINIC_TERMS } from '../../terms';

vi.setConfig({ testTimeout: 20_000 });

const ANA = btoa('Appointment:5');

function open(route: string, path: string, Page: () => React.JSX.Element, declared: 'agenda' | 'booking') {
  return mountScreen(route, [screenRoute(path, screenQueries[declared], <CompanyTermsContext.Provider value={CLINIC_TERMS}><Page /></CompanyTermsContext.Provider>)]).environment;
}

function pending(environment: MockEnvironment, name: string, after = 0): Promise<OperationDescriptor> {
  return vi.waitFor(() => {
    const found = environment.mock.getAllOperations().filter((operation) => operation.request.node.params.name === name);
    if (found.length <= after) throw new Error(`${name} ainda não começou`);
    return found[found.length - 1]!;
  });
}

function resolveWith(environment: MockEnvironment, operation: OperationDescriptor, resolvers: Parameters<typeof MockPayloadGenerator.generate>[1]) {
  act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers)));
}

const today9 = dayjs().hour(9).minute(0).second(0).millisecond(0);
const appointment = {
  id: ANA,
  databaseId: 5,
  startsAt: today9.format(),
  endsAt: today9.add(50, 'minute').format(),
  status: 'SCHEDULED',
  statusText: 'Agendado',
  statusColor: 'blue',
  seriesId: 5,
  notes: null,
  source: 'STAFF',
  whatsappUrl: 'https://wa.me/5511987654321?text=Ol%C3%A1',
};

describe('the agenda', () => {
  it("shows the week's appointments, sets a status in one click asking the series' scope with an idempotency key, and reloads on a change event", async () => {
    const environment = open('/agenda', '/agenda', agendaRoute.Component, 'agenda');
    const query = await pending(environment, 'AgendaPageQuery');
    expect(query.request.variables).toMatchObject({ userId: null });
    resolveWith(environment, query, {
      User: () => ({ id: btoa('User:1'), accountType: 'SYSTEM_ADMIN' }),
      Appointment: () => appointment,
      AppointmentPerson: (_, generateId) => ({ id: btoa(`Person:${generateId()}`), databaseId: 9, name: 'Ana Souza' }),
    });

    const event = await screen.findByText((_, element) => element?.getAttribute('data-appointment') === '5');
    expect(screen.getByLabelText('Legenda').textContent).toContain('Faltou');
    fireEvent.click(event);
    const panel = await screen.findByTestId('appointment-panel');
    expect(within(panel).getByRole('link', { name: 'Escrever anotação' }).getAttribute('href')).toBe('/customers/details/9');
    expect(within(panel).getByRole('link', { name: 'Lembrete no WhatsApp' }).getAttribute('href')).toBe(appointment.whatsappUrl);

    fireEvent.click(within(panel).getByRole('button', { name: 'Atendido' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Só este' }));
    const mutation = await pending(environment, 'AppointmentPanelStatusMutation');
    expect(mutation.request.variables).toEqual({ input: { id: ANA, status: 'ATTENDED', scope: 'THIS' } });
    expect(mutation.request.cacheConfig?.metadata).toMatchObject({ idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    resolveWith(environment, mutation, { Appointment: () => ({ ...appointment, status: 'ATTENDED', statusText: 'Atendido', statusColor: 'green' }) });
    await vi.waitFor(() => expect(within(panel).getByTestId('appointment-status').textContent).toContain('Atendido'));

    const live = await pending(environment, 'AgendaPageSubscription');
    const before = environment.mock.getAllOperations().filter((operation) => operation.request.node.params.name === 'AgendaPageQuery').length;
    const mock = environment.mock as MockEnvironment['mock'] & { nextValue(request: OperationDescriptor, payload: GraphQLSingularResponse): void };
    act(() => mock.nextValue(live, { data: { appointmentChanges: { appointmentIds: [ANA], deleted: false } } }));
    await pending(environment, 'AgendaPageQuery', before);
  });
});

describe('the public booking page', () => {
  it("lists a day's free slots and shows the api's message when the slot was just taken", async () => {
    const environment = open('/booking/abc123', '/booking/:companyHash', bookingRoute.Component, 'booking');
    const query = await pending(environment, 'BookingPageQuery');
    expect(query.request.variables).toEqual({ companyHash: 'abc123' });
    resolveWith(environment, query, {
      BookingPage: () => ({ companyName: 'Clínica Bem Viver', imageUrl: null, slotMinutes: 50 }),
      AppointmentPerson: () => ({ id: btoa('User:1'), databaseId: 1, name: 'Carla Mendes' }),
    });
    expect(await screen.findByText('Clínica Bem Viver')).toBeTruthy();

    const slots = await pending(environment, 'BookingPageSlotsQuery');
    // 09:00 at the clinic (São Paulo), named so whatever the zone the test runs in.
    const slot = `${dayjs().add(1, 'day').format('YYYY-MM-DD')}T09:00:00-03:00`;
    act(() => environment.mock.resolve(slots, { data: { bookingSlots: [slot] } }));
    fireEvent.click(await screen.findByRole('button', { name: /^09:00\b/ }));
    fireEvent.change(screen.getByLabelText(/Nome/), { target: { value: 'Diego Reis' } });
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'diego@exemplo.com.br' } });
    // The phone's mask answers to typing only; the api would refuse the booking without it.
    fireEvent.submit(screen.getByRole('button', { name: 'Agendar' }).closest('form')!);

    const book = await pending(environment, 'BookingPageMutation');
    expect(book.request.variables.input).toMatchObject({ companyHash: 'abc123', userId: btoa('User:1'), startsAt: slot, name: 'Diego Reis' });
    expect(book.request.cacheConfig?.metadata).toMatchObject({ idempotencyKey: expect.any(String) });
    const taken = 'Este horário acabou de ser reservado. Escolha outro.';
    act(() => environment.mock.resolve(book, { data: { bookAppointment: { booking: null, fullMessages: [taken] } } }));
    expect(await screen.findByText(taken)).toBeTruthy();
    // The slots are asked again, so the taken one goes away.
    await pending(environment, 'BookingPageSlotsQuery');
  });
});
