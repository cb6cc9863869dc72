import { describe, expect, it } from 'vitest';
import { agendaRange, defaultView, durationOf, isoOf, SCOPE_CHOICES, STATUS_ACTIONS } from '../../../src/features/appointments/agenda';
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
