import { describe, expect, it } from 'vitest';
import { CALENDAR_FORMATS, calendarLocalizer, calendarMessages } from '../../src/ui/big-calendar/big-calendar.ts';

const at = (date: string) => new Date(`${date}T12:00:00`);

describe('the calendar both screens share', () => {
  it('speaks pt-BR, naming each screen its own events and list', () => {
    const tasks = calendarMessages({ event: 'Tarefa', agenda: 'Agenda', noEventsInRange: 'Nenhuma tarefa neste período.' });
    const agenda = calendarMessages({ event: 'Atendimento', agenda: 'Lista', noEventsInRange: 'Nenhum atendimento neste período.' });
    expect(tasks).toMatchObject({ today: 'Hoje', previous: 'Anterior', next: 'Próximo', month: 'Mês', event: 'Tarefa', agenda: 'Agenda' });
    expect(agenda).toMatchObject({ today: 'Hoje', week: 'Semana', day: 'Dia', event: 'Atendimento', agenda: 'Lista', noEventsInRange: 'Nenhum atendimento neste período.' });
    expect((agenda.showMore as (total: number) => string)(3)).toBe('+3 mais');
  });

  it('titles the views as a person writes them, on the 24-hour clock', () => {
    const format = (name: keyof typeof CALENDAR_FORMATS, value: unknown) => calendarLocalizer.format(value as Date, CALENDAR_FORMATS[name] as never, 'pt-br');
    expect(format('dayRangeHeaderFormat', { start: at('2026-11-29'), end: at('2026-12-05') })).toBe('29 de novembro – 5 de dezembro de 2026');
    expect(format('monthHeaderFormat', at('2026-11-10'))).toBe('novembro de 2026');
    expect(format('timeGutterFormat', new Date(2026, 11, 1, 14, 30))).toBe('14:30');
    expect(format('eventTimeRangeFormat', { start: new Date(2026, 11, 1, 9, 0), end: new Date(2026, 11, 1, 9, 50) })).toBe('09:00–09:50');
  });
});
