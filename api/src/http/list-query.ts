import { positiveNumber, text, type Input } from './input.ts';
import { FieldErrors, VALIDATION } from './validation.ts';

/** Every list of the api pages alike: 40 rows unless asked, at most 100. */
export const PER_PAGE_DEFAULT = 40;
export const PER_PAGE_MAX = 100;
/** A search longer than this is cut: no name or answer is searched by more. */
export const SEARCH_MAX = 200;

export interface ListQuery<Sort> {
  /** From 1. */
  page: number;
  perPage: number;
  /** Trimmed, at most SEARCH_MAX characters; '' for none. */
  search: string;
  sort: Sort;
  direction: 'asc' | 'desc';
}

export interface ListSorts<Sort> {
  /** The sort a `sort` value names, or undefined for one the list does not know. */
  parse: (value: string) => Sort | undefined;
  /** The sort and direction without a `sort`. */
  fallback: { sort: Sort; direction: 'asc' | 'desc' };
  /** A larger cap than PER_PAGE_MAX, for a list that is also read whole (an export). */
  perPageMax?: number;
}

/**
 * The query of a list: `page` and `per_page` (a missing or unusable number falls back to 1 and 40,
 * per_page is capped at 100; a page past the end is read as it is, and answers empty), `search`, `sort` and `direction` (asc or desc, asc when a sort is
 * named without one). An unknown sort or direction is the client's mistake: the 422, in pt-BR.
 */
export function readListQuery<Sort>(query: Input, sorts: ListSorts<Sort>): ListQuery<Sort> {
  const errors = new FieldErrors({ sort: 'Ordenação', direction: 'Direção' });
  const sortText = text(query, 'sort') ?? '';
  const sort = sortText === '' ? sorts.fallback.sort : sorts.parse(sortText);
  if (sort === undefined) errors.add('sort', VALIDATION.invalid);
  const directionText = (text(query, 'direction') ?? '').toLowerCase();
  if (directionText !== '' && directionText !== 'asc' && directionText !== 'desc') errors.add('direction', VALIDATION.invalid);
  errors.throwIfAny();
  return {
    page: positiveNumber(text(query, 'page')) ?? 1,
    perPage: Math.min(positiveNumber(text(query, 'per_page')) ?? PER_PAGE_DEFAULT, sorts.perPageMax ?? PER_PAGE_MAX),
    search: (text(query, 'search') ?? '').trim().slice(0, SEARCH_MAX),
    sort: sort as Sort,
    direction: directionText === 'asc' || directionText === 'desc' ? directionText : sortText === '' ? sorts.fallback.direction : 'asc',
  };
}

/** The `meta` of a page of a list: how many rows match, and where this page is among them. */
export function pageMeta(totalCount: number, query: Pick<ListQuery<unknown>, 'page' | 'perPage'>) {
  return { total_count: totalCount, page: query.page, per_page: query.perPage, total_pages: Math.ceil(totalCount / query.perPage) };
}
