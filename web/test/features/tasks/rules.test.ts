import { describe, expect, it } from 'vitest';
import { eventColor } from '../../../src/features/task-calendar/eventColors';
import { rangeOf } from '../../../src/ui/big-calendar/range';
import { boardIdParam, boardIdSearchParam, brDate, cardDescription, columnsOf, hoursText, hoursTyped, hoursValue, noColumnFirst, STATUS_OPTIONS } from '../../../src/features/tasks/messages';
import { descriptionToSend } from '../../../src/features/tasks/TaskBasicsFields';
import { initials } from '../../../src/lib/initials';

describe('board settings', () => {
  it('reads columns typed comma separated: trimmed, empty ones dropped, repeated ones once', () => {
    expect(columnsOf(' A fazer , ,Fazendo,, Feito ,Fazendo')).toEqual(['A fazer', 'Fazendo', 'Feito']);
    expect(columnsOf(' , ')).toEqual([]);
  });
});

describe('task card', () => {
  it('cuts the description at 100 characters', () => {
    const long = 'a'.repeat(99) + ' bcdef';
    expect(cardDescription(long)).toBe(`${'a'.repeat(99)}…`);
    expect(cardDescription('  curta  ')).toBe('curta');
    expect(cardDescription('x'.repeat(100))).toBe('x'.repeat(100));
  });

  it('shows at most two initials per person', () => {
    expect(initials('Ana Maria Souza', '?')).toBe('AS');
    expect(initials('bruno', '?')).toBe('B');
  });

  it('shows due dates as DD/MM/YYYY', () => {
    expect(brDate('2026-03-09')).toBe('09/03/2026');
    expect(brDate(null)).toBe('');
  });
});

describe('board', () => {
  it("puts the tasks of no column before the board's columns, and leaves other groupings alone", () => {
    const columns = [
      { key: 'A fazer', isColumn: true },
      { key: 'Feito', isColumn: true },
      { key: '', isColumn: false },
    ];
    expect(noColumnFirst(columns).map((group) => group.key)).toEqual(['', 'A fazer', 'Feito']);
    const people = [
      { key: '2', isColumn: false },
      { key: '', isColumn: false },
    ];
    expect(noColumnFirst(people).map((group) => group.key)).toEqual(['2', '']);
  });
});

describe('status filter', () => {
  it("offers common's statuses in its order and words, valued as the schema's enum", () => {
    expect(STATUS_OPTIONS).toEqual([
      { value: 'PENDING', label: 'Pendente' },
      { value: 'DUE_TODAY', label: 'Vence hoje' },
      { value: 'OVERDUE', label: 'Atrasada' },
      { value: 'COMPLETED', label: 'Concluída' },
    ]);
  });
});

describe('hours', () => {
  it('shows hours with a decimal comma', () => {
    expect(hoursText(1.25)).toBe('1,25');
    expect(hoursText(3)).toBe('3');
    expect(hoursText(1500.5)).toBe('1500,5');
    expect(hoursText(null)).toBe('');
  });

  it('takes a decimal comma or point, two decimals at most', () => {
    expect(hoursTyped('0.25')).toBe('0,25');
    expect(hoursTyped('0,25')).toBe('0,25');
    expect(hoursTyped('1,256')).toBe('1,25');
    expect(hoursTyped('1.000,5')).toBe('1000,5');
    expect(hoursTyped('2,5,1')).toBe('2,51');
    expect(hoursTyped(' 3 h')).toBe('3');
    expect(hoursTyped('-1')).toBe('1');
    expect(hoursValue('0.25')).toBe(0.25);
    expect(hoursValue('0,25')).toBe(0.25);
    expect(hoursValue(',5')).toBe(0.5);
    expect(hoursValue('')).toBeNull();
    expect(hoursValue(',')).toBeNull();
  });
});

describe('task description', () => {
  it('sends the editor\'s HTML, and nothing when it holds no text', () => {
    expect(descriptionToSend('<p><b>Ligar</b> amanhã</p>')).toBe('<p><b>Ligar</b> amanhã</p>');
    expect(descriptionToSend('<p><br></p>')).toBe('');
    expect(descriptionToSend('<p>\u00a0 </p>')).toBe('');
  });
});

describe('addresses', () => {
  it('reads the board of /tasks/board/{id} and /tasks/add?board_id=', () => {
    expect(boardIdParam(undefined)).toBeNull();
    expect(boardIdParam('12')).toBe(12);
    expect(boardIdParam('abc')).toBe(0);
    expect(boardIdSearchParam(new URLSearchParams('board_id=7'))).toBe(7);
    expect(boardIdSearchParam(new URLSearchParams('board_id=x'))).toBeNull();
  });
});

describe('calendar', () => {
  it('colours tasks as the spec says: completed grey, overdue red, then by priority, otherwise blue', () => {
    expect(eventColor({ completed: true, overdue: true, priority: 'HIGH' })).toBe('#868e96');
    expect(eventColor({ completed: false, overdue: true, priority: 'LOW' })).toBe('#e03131');
    expect(eventColor({ completed: false, overdue: false, priority: 'HIGH' })).toBe('#f76707');
    expect(eventColor({ completed: false, overdue: false, priority: 'MEDIUM' })).toBe('#f59f00');
    expect(eventColor({ completed: false, overdue: false, priority: 'LOW' })).toBe('#2f9e44');
    expect(eventColor({ completed: false, overdue: false, priority: null })).toBe('#1c7ed6');
  });

  it('asks for the days a view shows', () => {
    const day = new Date(2026, 2, 18);
    expect(rangeOf('month', day)).toEqual({ from: '2026-03-01', to: '2026-04-04' });
    expect(rangeOf('day', day)).toEqual({ from: '2026-03-18', to: '2026-03-18' });
    const week = rangeOf('week', day);
    expect(week.to > week.from).toBe(true);
  });
});
