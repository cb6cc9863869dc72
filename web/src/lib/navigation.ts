import { paths } from './paths';
import { safeRedirectPath } from './notices';

type Navigate = (path: string, options?: { replace?: boolean }) => void;

/** Code outside React (the network layer, session checks) navigates through the router once it exists. */
let navigator: Navigate = (path, options) => {
  if (options?.replace) window.location.replace(path);
  else window.location.assign(path);
};

export function setNavigator(navigate: Navigate): void {
  navigator = navigate;
}

export function navigateTo(path: string, options?: { replace?: boolean }): void {
  navigator(path, options);
}

/** The path, query and hash of the page the user is on, to come back to after signing in again. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

export const SESSION_EXPIRED_ACTION = 'SESSION_EXPIRED:DO_LOGIN_AGAIN';

export function logoutPath(options: { expired?: boolean; redirectTo?: string } = {}): string {
  const params = new URLSearchParams();
  if (options.expired) params.set('action', SESSION_EXPIRED_ACTION);
  const redirectTo = safeRedirectPath(options.redirectTo);
  if (redirectTo) params.set('redirectTo', redirectTo);
  const query = params.toString();
  return query ? `${paths.logout()}?${query}` : paths.logout();
}

/** Leaves the app with a full page load, so nothing of the previous session stays in memory. */
export function reloadTo(path: string): void {
  window.location.replace(path);
}
