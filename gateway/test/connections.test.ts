import { describe, expect, it } from 'vitest';
import { connectionOf, cursorOf, restPagesOf, sliceOf } from '../src/connections.ts';

describe('page-number connections', () => {
  it('jumps to page N with one REST page of the same size', () => {
    const slice = sliceOf({ first: 40, page: 3, after: cursorOf(5) });
    expect(slice).toEqual({ offset: 80, limit: 40 });
    expect(restPagesOf(slice)).toEqual([{ page: 3, perPage: 40 }]);
  });

  it('follows Relay cursors, reading two REST pages when a slice starts mid-page', () => {
    expect(restPagesOf(sliceOf({ first: 10, after: cursorOf(9) }))).toEqual([{ page: 2, perPage: 10 }]);
    const slice = sliceOf({ first: 10, after: cursorOf(4) });
    expect(slice).toEqual({ offset: 5, limit: 10 });
    expect(restPagesOf(slice)).toEqual([
      { page: 1, perPage: 10 },
      { page: 2, perPage: 10 },
    ]);
    const rows = Array.from({ length: 25 }, (_, index) => index);
    const connection = connectionOf(slice, [
      { rows: rows.slice(0, 10), totalCount: 25 },
      { rows: rows.slice(10, 20), totalCount: 25 },
    ]);
    expect(connection.edges.map((edge) => edge.node)).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(connection.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: true, startCursor: cursorOf(5), endCursor: cursorOf(14) });
  });

  it('cuts the slice itself when the api answers the whole list', () => {
    const rows = Array.from({ length: 45 }, (_, index) => index);
    const connection = connectionOf(sliceOf({ first: 40, page: 2 }), [{ rows, totalCount: 45 }]);
    expect(connection.edges.map((edge) => edge.node)).toEqual([40, 41, 42, 43, 44]);
    expect(connection.totalCount).toBe(45);
    expect(connection.pageInfo.hasNextPage).toBe(false);
  });

  it('refuses sizes, pages and cursors it cannot read', () => {
    expect(() => sliceOf({ first: 0 })).toThrow('Informe de 1 a 100 itens por página.');
    expect(() => sliceOf({ first: 101 })).toThrow('Informe de 1 a 100 itens por página.');
    expect(() => sliceOf({ page: 0 })).toThrow('A página começa em 1.');
    expect(() => sliceOf({ after: 'bm9wZQ==' })).toThrow('não é válido');
  });
});
