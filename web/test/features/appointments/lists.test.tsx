import { act, fireEvent, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import type { OperationDescriptor } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import {
  agendaDateOf,
  agendaPathAt,
  attendanceRate,
  customerWindows,
  dashboardDays,
  formatRate,
  whenOf,
} from '../../../src/features/appointments/agenda';
import { AVAILABILITY_MESSAGES, validateWeek, weekOf, windowsOf } from '../../../src/features/appointments/availability';
import { AvailabilityModal } from '../../../src/features/appointments/AvailabilityModal';
import { CustomerAppointments } from '../../../src/features/appointments/CustomerAppointments';
import { createMockEnvironment, MockPayloadGenerator, renderWithRelay, type MockEnvironment } from '../../relay';

vi.setConfig({ testTimeout: 20_000 });

const ANA = btoa('User:1');
const BRUNO = btoa('User:2');

function pending(environment: MockEnvironment, name: string, after = 0): Promise<OperationDescriptor> {
  return vi.waitFor(() => {
    const found = environment.mock.getAllOperations().filter((operation) => operation.request.node.params.name === name);
    if (found.length <= after) throw new Error(`${name} ainda não começou`);
    return found[found.length - 1]!;
  });
}

describe('the lists of appointments', () => {
  it('writes a start as DD/MM/YYYY HH:mm and links the agenda on its day', () => {
    expect(whenOf('2026-12-01T09:05:00')).toBe('01/12/2026 09:05');
    expect(agendaPathAt('2026-12-01T09:05:00')).toBe('/agenda?date=2026-12-01');
  });

  it('opens the agenda on the day its address names, and on today otherwise', () => {
    expect(dayjs(agendaDateOf('?date=2026-12-01')).format('YYYY-MM-DD')).toBe('2026-12-01');
    for (const search of ['', '?date=2026-02-30', '?date=amanhã']) {
      expect(dayjs(agendaDateOf(search)).format('YYYY-MM-DD')).toBe(dayjs().format('YYYY-MM-DD'));
    }
  });

  it('counts attendance as attended over attended and missed, in pt-BR, and a dash with nothing to count', () => {
    expect(formatRate(attendanceRate(['ATTENDED', 'ATTENDED', 'MISSED', 'CANCELED', 'SCHEDULED']))).toBe('66,7%');
    expect(formatRate(attendanceRate(['ATTENDED']))).toBe('100%');
    expect(formatRate(attendanceRate(['CANCELED']))).toBe('—');
    expect(formatRate(attendanceRate([]))).toBe('—');
  });

  it("asks each window within the api's 62 days", () => {
    const at = new Date(2026, 0, 31, 10);
    expect(dashboardDays(at)).toEqual({ today: '2026-01-31', monthFrom: '2026-01-01', monthTo: '2026-01-31' });
    const windows = customerWindows(at);
    expect(windows).toEqual({ pastFrom: '2025-12-01', today: '2026-01-31', nextTo: '2026-04-02' });
    expect(dayjs(windows.nextTo).diff(windows.today, 'day')).toBeLessThanOrEqual(62);
  });
});

describe("the customer's appointments", () => {
  it('lists the next ones first to last and the past ones last to first, with the professional, the status and the agenda link', async () => {
    const environment = createMockEnvironment();
    renderWithRelay(<CustomerAppointments customerId={btoa('Customer:7')} customerName="Ana Souza" />, { environment });
    const operation = await pending(environment, 'CustomerAppointmentsQuery');
    expect(operation.request.variables).toEqual({ customerId: btoa('Customer:7'), ...customerWindows() });
    const at = (days: number, hour: number) => dayjs().add(days, 'day').hour(hour).minute(0).second(0).format();
    const item = (id: number, startsAt: string, status: string, professional: string) => ({ id: btoa(`Appointment:${id}`), startsAt, status, professional: { name: professional } });
    act(() =>
      environment.mock.resolve(operation, {
        data: {
          viewer: null,
          taskAssignees: [],
          past: [item(1, at(-20, 9), 'ATTENDED', 'Ana Souza'), item(2, at(-3, 9), 'MISSED', 'Bruno Lima')],
          next: [item(4, at(7, 9), 'SCHEDULED', 'Ana Souza'), item(3, at(2, 15), 'CONFIRMED', 'Bruno Lima')],
        },
      }),
    );
    const next = await screen.findByRole('region', { name: 'Próximos' });
    expect(within(next).getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      `${whenOf(at(2, 15))}Bruno LimaConfirmado`,
      `${whenOf(at(7, 9))}Ana SouzaAgendado`,
    ]);
    expect(within(next).getByRole('link', { name: `${whenOf(at(2, 15))} na agenda` }).getAttribute('href')).toBe(agendaPathAt(at(2, 15)));
    const past = screen.getByRole('region', { name: 'Anteriores' });
    expect(within(past).getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      `${whenOf(at(-3, 9))}Bruno LimaFaltou`,
      `${whenOf(at(-20, 9))}Ana SouzaAtendido`,
    ]);
  });

  it('says when there is none', async () => {
    const environment = createMockEnvironment();
    renderWithRelay(<CustomerAppointments customerId={btoa('Customer:7')} customerName="Ana Souza" />, { environment });
    const operation = await pending(environment, 'CustomerAppointmentsQuery');
    act(() => environment.mock.resolve(operation, { data: { viewer: null, taskAssignees: [], past: [], next: [] } }));
    expect(await screen.findByText('Nenhum atendimento marcado.')).toBeTruthy();
    expect(screen.getByText('Nenhum atendimento nos últimos dois meses.')).toBeTruthy();
  });
});

describe("a professional's weekly hours", () => {
  it('refuses a time that is not HH:mm, an end not after its start and spans that overlap, in pt-BR', () => {
    const week = weekOf([
      { weekday: 1, start: '08:00', end: '12:00' },
      { weekday: 1, start: '11:00', end: '13:00' },
      { weekday: 2, start: '9:00', end: '10:00' },
      { weekday: 3, start: '14:00', end: '14:00' },
      { weekday: 4, start: '14:00', end: '18:00' },
    ]);
    const errors = validateWeek(week);
    expect(errors[week[1]![1]!.key]).toEqual({ start: AVAILABILITY_MESSAGES.overlap });
    expect(errors[week[2]![0]!.key]).toEqual({ start: 'Use o formato HH:mm.' });
    expect(errors[week[3]![0]!.key]).toEqual({ end: 'O fim deve ser depois do início.' });
    expect(errors[week[4]![0]!.key]).toBeUndefined();
    expect(windowsOf(week)).toHaveLength(5);
  });

  it("loads the chosen professional's hours, adds and removes spans, and saves the week", async () => {
    const environment = createMockEnvironment();
    const onClose = vi.fn();
    renderWithRelay(
      <AvailabilityModal opened onClose={onClose} userId={ANA} professionals={[{ value: ANA, label: 'Ana Souza' }, { value: BRUNO, label: 'Bruno Lima' }]} />,
      { environment },
    );
    const load = await pending(environment, 'AvailabilityModalQuery');
    expect(load.request.variables).toEqual({ userId: ANA });
    act(() => environment.mock.resolve(load, { data: { availability: [{ weekday: 1, start: '08:00', end: '12:00' }, { weekday: 3, start: '13:00', end: '17:00' }] } }));
    const dialog = await screen.findByRole('dialog', { name: 'Horários de atendimento' });
    expect(((await within(dialog).findByLabelText('Segunda-feira: início 1')) as HTMLInputElement).value).toBe('08:00');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar horário: Segunda-feira' }));
    expect((within(dialog).getByLabelText('Segunda-feira: início 2') as HTMLInputElement).value).toBe('12:00');
    fireEvent.change(within(dialog).getByLabelText('Segunda-feira: fim 2'), { target: { value: '11:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remover horário 1: Quarta-feira' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar horários' }));
    expect(await within(dialog).findByText('O fim deve ser depois do início.')).toBeTruthy();
    expect(environment.mock.getAllOperations().some((operation) => operation.request.node.params.name === 'AvailabilityModalMutation')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Segunda-feira: fim 2'), { target: { value: '18:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar horários' }));
    const save = await pending(environment, 'AvailabilityModalMutation');
    expect(save.request.variables.input).toEqual({
      userId: ANA,
      windows: [
        { weekday: 1, start: '08:00', end: '12:00' },
        { weekday: 1, start: '12:00', end: '18:00' },
      ],
    });
    act(() => environment.mock.resolve(save, MockPayloadGenerator.generate(save, { SetAvailabilityPayload: () => ({ availability: [], fullMessages: [] }) })));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Horários salvos.')).toBeTruthy();
  });

  it("shows the api's refusal and stays open", async () => {
    const environment = createMockEnvironment();
    const onClose = vi.fn();
    renderWithRelay(<AvailabilityModal opened onClose={onClose} userId={BRUNO} professionals={null} />, { environment });
    const load = await pending(environment, 'AvailabilityModalQuery');
    act(() => environment.mock.resolve(load, { data: { availability: [] } }));
    const dialog = await screen.findByRole('dialog', { name: 'Horários de atendimento' });
    expect(within(dialog).queryByLabelText('Profissional')).toBeNull();
    expect(await within(dialog).findAllByText('Sem atendimento')).toHaveLength(7);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar horários' }));
    const save = await pending(environment, 'AvailabilityModalMutation');
    expect(save.request.variables.input).toEqual({ userId: BRUNO, windows: [] });
    act(() =>
      environment.mock.resolve(save, MockPayloadGenerator.generate(save, { SetAvailabilityPayload: () => ({ availability: null, fullMessages: ['Sem permissão para alterar estes horários.'] }) })),
    );
    expect(await screen.findByText('Sem permissão para alterar estes horários.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
