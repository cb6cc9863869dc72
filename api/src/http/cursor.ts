// Where a page of a history (the activity history, a customer's access log) ended, newest first.

export const HISTORY_PAGE_SIZE = 50;
export const HISTORY_PAGE_MAX = 100;

/** Where the previous page ended: the last row's time and id. */
export interface Cursor {
  createdAt: Date;
  id: number;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.createdAt.toISOString()}|${cursor.id}`).toString('base64url');
}

export function decodeCursor(value: string): Cursor | null {
  const [iso, id] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso ?? '');
  if (!/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(iso ?? '') || Number.isNaN(createdAt.getTime())) return null;
  if (!/^\d{1,10}$/.test(id ?? '')) return null;
  return { createdAt, id: Number(id) };
}
