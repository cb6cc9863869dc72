/** sessionStorage key of the `editor` query parameter, kept for the whole browser session. */
export const EDITOR_STORAGE_KEY = 'editor';

/**
 * What the address bar must become before the router reads it: '#/path' links from the old app turn
 * into '/path', and an `editor` parameter is taken out of the URL to be stored for the session.
 */
export function normalizeStartUrl(href: string): { url: string; editor: string | null; changed: boolean } {
  const url = new URL(href);
  let changed = false;
  if (url.hash.startsWith('#/')) {
    const target = new URL(url.hash.slice(1), url.origin);
    for (const [key, value] of url.searchParams) {
      if (!target.searchParams.has(key)) target.searchParams.append(key, value);
    }
    url.pathname = target.pathname;
    url.search = target.search;
    url.hash = target.hash;
    changed = true;
  }
  const editor = url.searchParams.get('editor');
  if (editor !== null) {
    url.searchParams.delete('editor');
    changed = true;
  }
  return { url: `${url.pathname}${url.search}${url.hash}`, editor, changed };
}

/**
 * Applies normalizeStartUrl to the page. Returns false when the page is reloading (an editor value
 * was stored) and the app must not start.
 */
export function applyStartUrl(): boolean {
  const { url, editor, changed } = normalizeStartUrl(window.location.href);
  if (editor !== null) {
    sessionStorage.setItem(EDITOR_STORAGE_KEY, editor);
    window.location.replace(url);
    return false;
  }
  if (changed) window.history.replaceState(window.history.state, '', url);
  return true;
}
