import { redirect } from 'react-router';
import { loginPath } from './notices';
import { hasSessionTrace, isSessionValid, SESSION_KEY } from './session';
import { logoutPath } from './navigation';

function pathOf(url: URL): string {
  return `${url.pathname}${url.search}`;
}

/**
 * Where a protected page must send the visitor, or null when the session is good. A visitor who never
 * signed in goes straight to the login; a broken or expired session goes through the logout, so the
 * login page can say why.
 */
export function sessionRedirect(path: string, now: number = Date.now()): string | null {
  if (isSessionValid(now)) return null;
  if (!hasSessionTrace()) return loginPath({ redirectTo: path });
  return logoutPath({ expired: true, redirectTo: path });
}

/** For the loaders of protected routes: throws the redirect when the session is not good. */
export function requireSession(request: Request): void {
  const target = sessionRedirect(pathOf(new URL(request.url)));
  if (target) throw redirect(target);
}

type Watched = {
  /** Whether the page on screen needs a session. */
  isProtected(): boolean;
  currentPath(): string;
  go(path: string): void;
};

/**
 * Checks the session when the tab comes back into view and on every click, so a page left open past
 * the 12 hours cannot be used, and as soon as another tab of the browser signs out (the stored
 * credentials go, which every other tab hears as a storage event). Returns the function that stops
 * watching.
 */
export function watchSession(watched: Watched): () => void {
  const check = () => {
    if (!watched.isProtected()) return;
    const target = sessionRedirect(watched.currentPath());
    if (target) watched.go(target);
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') check();
  };
  // `key` is null when another tab cleared the whole storage.
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea === localStorage && (event.key === SESSION_KEY || event.key === null) && !event.newValue) check();
  };
  document.addEventListener('visibilitychange', onVisibility);
  document.addEventListener('click', check, true);
  window.addEventListener('storage', onStorage);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    document.removeEventListener('click', check, true);
    window.removeEventListener('storage', onStorage);
  };
}
