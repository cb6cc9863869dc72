import { GraphQLError } from 'graphql';

/**
 * Connections over REST lists that page by number (`?page=N&per_page=M`). A slice is asked for either
 * with `page` (a table jumping to page N: one REST call) or with `after` (Relay pagination); cursors
 * are offsets, so both read the same list.
 */

export const DEFAULT_PAGE_SIZE = 40;
export const MAX_PAGE_SIZE = 100;

export interface SliceArgs {
  first?: number | null;
  after?: string | null;
  page?: number | null;
}

/** Where a slice starts in the whole list, and how long it is. */
export interface Slice {
  offset: number;
  limit: number;
}

/** The REST page to ask for: one per slice, or two when `after` starts a slice mid-page. */
export interface RestPage {
  page: number;
  perPage: number;
}

function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', status: 400 } });
}

export function cursorOf(offset: number): string {
  return Buffer.from(`offset:${offset}`, 'utf8').toString('base64');
}

function offsetOfCursor(cursor: string): number {
  const match = /^offset:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64').toString('utf8'));
  if (!match) throw badInput(`O cursor ${JSON.stringify(cursor)} não é válido.`);
  return Number(match[1]);
}

/** `maxPageSize` lets a list meant for exports ask for larger slices than a table does. */
export function sliceOf({ first, after, page }: SliceArgs, maxPageSize = MAX_PAGE_SIZE): Slice {
  const limit = first ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(limit) || limit < 1 || limit > maxPageSize) {
    throw badInput(`Informe de 1 a ${maxPageSize} itens por página.`);
  }
  if (page !== null && page !== undefined) {
    if (!Number.isInteger(page) || page < 1) throw badInput('A página começa em 1.');
    return { offset: (page - 1) * limit, limit };
  }
  return { offset: after ? offsetOfCursor(after) + 1 : 0, limit };
}

/** The REST pages that hold a slice: the page itself when it starts on a page boundary. */
export function restPagesOf({ offset, limit }: Slice): RestPage[] {
  const first = Math.floor(offset / limit) + 1;
  return offset % limit === 0 ? [{ page: first, perPage: limit }] : [{ page: first, perPage: limit }, { page: first + 1, perPage: limit }];
}

/**
 * The connection of a slice from the rows of its REST pages. An api that answers the whole list
 * instead of a page (more rows than asked for) is cut here, so the slice is right either way.
 */
export function connectionOf<T>(slice: Slice, pages: { rows: T[]; totalCount: number }[]) {
  const [firstPage] = pages;
  const totalCount = firstPage?.totalCount ?? 0;
  let rows: T[];
  if (firstPage && firstPage.rows.length > slice.limit) {
    rows = firstPage.rows.slice(slice.offset, slice.offset + slice.limit);
  } else {
    const pageStart = Math.floor(slice.offset / slice.limit) * slice.limit;
    const from = slice.offset - pageStart;
    rows = pages.flatMap((page) => page.rows).slice(from, from + slice.limit);
  }
  const edges = rows.map((node, index) => ({ cursor: cursorOf(slice.offset + index), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: slice.offset + rows.length < totalCount,
      hasPreviousPage: slice.offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
    totalCount,
  };
}

/**
 * A connection read from a paged REST list: `loadPage` answers one api page (1-based, `perPage`
 * rows) with its rows and the list's total, and is asked for every page the slice touches.
 */
export async function pagedConnection<T>(
  args: SliceArgs,
  loadPage: (page: { page: number; perPage: number }) => Promise<{ rows: T[]; totalCount: number }>,
) {
  const slice = sliceOf(args);
  return connectionOf(slice, await Promise.all(restPagesOf(slice).map(loadPage)));
}
