import { isSessionValid } from './session';

/** Read by the gateway (gateway/src/web-app.ts, SIGNED_IN_COOKIE). */
const SIGNED_IN_COOKIE = 'practice_signed_in';

/**
 * Tells the gateway, by a cookie, whether this browser holds a session, so that its next page comes
 * with a `Link` header naming the signed-in screen's scripts, which then download beside the entry.
 * Only a hint, never a credential: the session itself stays in the storage it was kept in. Said on
 * every load and navigation, so signing in or out changes it before the next load.
 */
export function syncSignedInHint(signedIn: boolean = isSessionValid()): void {
  const wanted = signedIn ? `${SIGNED_IN_COOKIE}=1` : null;
  const present = document.cookie.split(';').some((pair) => pair.trim() === `${SIGNED_IN_COOKIE}=1`);
  if (Boolean(wanted) === present) return;
  document.cookie = wanted ? `${wanted}; path=/; max-age=43200; samesite=lax` : `${SIGNED_IN_COOKIE}=; path=/; max-age=0; samesite=lax`;
}
