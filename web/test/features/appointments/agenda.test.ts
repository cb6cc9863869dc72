import { describe, expect, it } from 'vitest';
import { agendaRange, defaultView, durationOf, isoOf, openingTime, SCOPE_CHOICES, seriesCreated, STATUS_ACTIONS, tappedTime } from '../../../src/features/appointments/agenda';
import { bookedWhen, clinicAndLocal, slotName } from '../../../src/features/appointments/clinicTime';
import { actionOf } from '../../../src/features/appointments/AppointmentLinkPage';

describe('the agenda rules', () => {
  it('opens on the week on a wide screen and on the day below 768 px', () => {
    expect(defaultView(1366)).toBe('week');
    expect(defaultView(768)).toBe('week');
    expect(defaultView(390)).toBe('day');
  });

  it('asks the days a view shows', () => {
    const tuesday = new Date(2026, 11, 1, 10, 0);
    expect(agendaRange('day', tuesday)).toEqual({ from: '2026-12-01', to: '2026-12-01' });
    expect(agendaRange('week', tuesday)).toEqual({ from: '2026-11-29', to: '2026-12-05' });
    // A month with its leading and trailing weeks, within the api's 62 days.
    expect(agendaRange('month', tuesday)).toEqual({ from: '2026-11-29', to: '2027-01-02' });
  });

  it('sends times with the offset of the clock they were picked on', () => {
    expect(isoOf(new Date(2026, 11, 1, 9, 30))).toMatch(/^2026-12-01T09:30:00[+-]\d\d:\d\d$/);
  });

  it('takes the duration from the slot, and a default for a day without time', () => {
    expect(durationOf(new Date(2026, 0, 1, 9), new Date(2026, 0, 1, 10))).toBe(60);
    expect(durationOf(new Date(2026, 0, 1), new Date(2026, 0, 2))).toBe(50);
  });

  it('offers the four one-click statuses and the three scopes of a series, in pt-BR', () => {
    expect(STATUS_ACTIONS.map((action) => action.label)).toEqual(['Confirmado', 'Atendido', 'Faltou', 'Cancelado']);
    expect(SCOPE_CHOICES.map((choice) => choice.label)).toEqual(['Só este', 'Este e os seguintes', 'Todos']);
  });

  it("reads the reminder link's action, confirming unless it says cancel", () => {
    expect(actionOf('cancel')).toBe('cancel');
    expect(actionOf('confirm')).toBe('confirm');
    expect(actionOf(undefined)).toBe('confirm');
  });
});

describe('booking from a phone and on the agenda', () => {
  it('says how many dates a weekly series made, and its first and last', () => {
    expect(seriesCreated(new Date(2026, 11, 1, 10, 0), 8)).toBe('8 atendimentos agendados, de 01/12/2026 a 19/01/2027.');
  });

  it("opens the time views an hour before now on today, else at the day's first working hour or 08:00", () => {
    const grid = { min: 6 * 60, max: 22 * 60, step: 30 };
    const minutes = (date: Date) => date.getHours() * 60 + date.getMinutes();
    const now = new Date(2026, 11, 1, 14, 40);
    expect(minutes(openingTime(now, { from: '2026-12-01', to: '2026-12-01' }, [7 * 60], grid))).toBe(13 * 60 + 30);
    expect(minutes(openingTime(now, { from: '2026-12-02', to: '2026-12-02' }, [7 * 60, 9 * 60], grid))).toBe(7 * 60);
    expect(minutes(openingTime(now, { from: '2026-12-02', to: '2026-12-02' }, [], grid))).toBe(8 * 60);
    // Before the grid starts: the working hours, not 06:00.
    expect(minutes(openingTime(new Date(2026, 11, 1, 3, 0), { from: '2026-12-01', to: '2026-12-01' }, [7 * 60], grid))).toBe(7 * 60);
  });

  it('reads the time of a tap from the column under the finger, and nothing from an appointment', () => {
    document.body.innerHTML = `<div class="rbc-time-content"><div class="rbc-time-gutter"></div><div class="rbc-day-slot" id="sunday"></div><div class="rbc-day-slot" id="monday"></div><div class="rbc-day-slot"><div class="rbc-event" id="event"></div></div></div>`;
    const monday = document.getElementById('monday')!;
    monday.getBoundingClientRect = () => ({ top: 100, height: 16 * 60, bottom: 100 + 16 * 60, left: 0, right: 100, width: 100, x: 0, y: 100, toJSON: () => ({}) });
    const grid = { min: 6 * 60, max: 22 * 60, step: 30 };
    const tuesday = new Date(2026, 11, 1, 12, 0);
    // 4 hours and 10 minutes down the column: the 10:00 half hour of Monday of that week.
    expect(tappedTime([monday], 100 + 4 * 60 + 10, 'week', tuesday, grid)).toEqual(new Date(2026, 10, 30, 10, 0));
    expect(tappedTime([document.getElementById('event')!, monday], 200, 'week', tuesday, grid)).toBeNull();
    // The day view has one column: the day shown, at 21:30 for a tap at its very bottom.
    document.getElementById('sunday')!.remove();
    document.querySelectorAll('.rbc-day-slot')[1]!.remove();
    expect(tappedTime([monday], 100 + 16 * 60, 'day', tuesday, grid)).toEqual(new Date(2026, 11, 1, 21, 30));
  });
});

describe('the clinic time on the public pages', () => {
  const slot = '2026-12-03T11:00:00.000Z';
  it("shows the clinic's time, named, and the visitor's beside it when their clock reads otherwise", () => {
    expect(clinicAndLocal(slot, 'America/Sao_Paulo')).toEqual({ clinic: '08:00', local: null });
    expect(clinicAndLocal(slot, 'America/Manaus')).toEqual({ clinic: '08:00', local: '07:00' });
    expect(slotName(slot, 'America/Manaus')).toBe('08:00 (07:00 no seu horário)');
    expect(slotName(slot, 'America/Sao_Paulo')).toBe('08:00');
    expect(bookedWhen(slot, 'America/Manaus')).toBe('quinta-feira, 3 de dezembro às 08:00 (horário de Brasília; 07:00 no seu horário)');
    expect(bookedWhen(slot, 'America/Sao_Paulo')).toBe('quinta-feira, 3 de dezembro às 08:00 (horário de Brasília)');
  });
});
