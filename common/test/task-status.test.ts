import { describe, expect, it } from 'vitest';
import { addDays, addMonths, taskStatus, taskStatusFields, zonedDate, zonedDateTime, zonedMidnight } from '../src/index.ts';

describe('zonedDate', () => {
  it('reads the day on the São Paulo calendar, not UTC', () => {
    // 02:30 UTC on the 11th is 23:30 on the 10th in São Paulo (UTC-3).
    expect(zonedDate(new Date('2026-03-11T02:30:00Z'))).toBe('2026-03-10');
    expect(zonedDate(new Date('2026-03-11T03:00:00Z'))).toBe('2026-03-11');
  });

  it('moves dates by days and months', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-15', -2)).toBe('2025-11-15');
  });
});

describe('taskStatus', () => {
  const lateEvening = new Date('2026-03-11T02:59:00Z'); // 23:59 on the 10th in São Paulo
  const afterMidnight = new Date('2026-03-11T03:01:00Z'); // 00:01 on the 11th

  it('is due_today until midnight in São Paulo, overdue after it', () => {
    expect(taskStatus({ completed_at: null, due_date: '2026-03-10' }, lateEvening)).toBe('due_today');
    expect(taskStatus({ completed_at: null, due_date: '2026-03-10' }, afterMidnight)).toBe('overdue');
    expect(taskStatus({ completed_at: null, due_date: '2026-03-11' }, lateEvening)).toBe('pending');
  });

  it('is completed whatever the due date, pending without one', () => {
    expect(taskStatus({ completed_at: '2026-03-01T10:00:00Z', due_date: '2026-01-01' }, afterMidnight)).toBe('completed');
    expect(taskStatus({ completed_at: null, due_date: null }, afterMidnight)).toBe('pending');
  });

  it('gives the text and colour of each status', () => {
    expect(taskStatusFields({ completed_at: null, due_date: '2026-03-01' }, afterMidnight)).toEqual({
      status: 'overdue',
      status_text: 'Atrasada',
      status_color: 'red',
    });
  });
});

describe('zonedMidnight', () => {
  it('is 03:00 UTC in São Paulo, which has no daylight saving since 2019', () => {
    expect(zonedMidnight('2026-03-10').toISOString()).toBe('2026-03-10T03:00:00.000Z');
  });

  it('follows the offset of the day, in a zone that moves its clocks', () => {
    expect(zonedMidnight('2026-07-01', 'Europe/Lisbon').toISOString()).toBe('2026-06-30T23:00:00.000Z');
    expect(zonedMidnight('2026-01-01', 'Europe/Lisbon').toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  it('writes a moment as São Paulo reads it', () => {
    expect(zonedDateTime(new Date('2026-03-11T02:30:00Z'))).toBe('10/03/2026 23:30');
  });
});
