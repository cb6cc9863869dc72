/** The values a signed-in browser keeps and sends back as headers on every request. */
export type SessionValues = {
  accessToken: string;
  client: string;
  expiry: string;
  tokenType: string;
  uid: string;
};

/** A session lasts 12 hours from sign-in, and never past the token's own expiry. */
export const SESSION_DURATION_MS = 12 * 60 * 60 * 1000;

/** Kept across tabs and restarts (localStorage), named after the headers they become. */
const PERSISTENT_KEYS = ['access-token', 'client', 'content-type', 'expiry', 'token-type', 'uid'] as const;
/**
 * When the session started and ends, kept with the credentials (localStorage) so that every tab of
 * the browser shares them: a tab opened later is signed in until the same instant, and the 12-hour
 * clock starts again only by signing in. Builds before this kept them per tab (sessionStorage),
 * which is still read so a tab open across the update stays signed in.
 */
const AUTH_TIME_KEY = 'auth-time';
const EXPIRE_AT_KEY = 'expire-at';
/** The stored key whose removal means the session ended (in this tab or another). */
export const SESSION_KEY = 'access-token';
/** Anything else the app caches about the signed-in user or company. */
const CACHED_DATA_KEYS = ['user', 'company'] as const;

function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

export function saveSession(values: SessionValues, now: number = Date.now()): void {
  localStorage.setItem('access-token', values.accessToken);
  localStorage.setItem('client', values.client);
  localStorage.setItem('content-type', 'application/json');
  localStorage.setItem('expiry', values.expiry);
  localStorage.setItem('token-type', values.tokenType);
  localStorage.setItem('uid', values.uid);
  localStorage.setItem(AUTH_TIME_KEY, String(now));
  localStorage.setItem(EXPIRE_AT_KEY, String(sessionEnd(values.expiry, now)));
  sessionStorage.removeItem(AUTH_TIME_KEY);
  sessionStorage.removeItem(EXPIRE_AT_KEY);
}

/** 12 hours from `now`, or the token's expiry (seconds since 1970, as the api sends it) when sooner. */
function sessionEnd(expiry: string, now: number): number {
  const twelveHours = now + SESSION_DURATION_MS;
  const tokenEnd = Number(expiry) * 1000;
  return Number.isFinite(tokenEnd) && tokenEnd > now ? Math.min(twelveHours, tokenEnd) : twelveHours;
}

function expireAt(): number {
  return Number(read(localStorage, EXPIRE_AT_KEY) ?? read(sessionStorage, EXPIRE_AT_KEY));
}

export function clearSession(): void {
  for (const key of [...PERSISTENT_KEYS, ...CACHED_DATA_KEYS, AUTH_TIME_KEY, EXPIRE_AT_KEY]) localStorage.removeItem(key);
  sessionStorage.removeItem(AUTH_TIME_KEY);
  sessionStorage.removeItem(EXPIRE_AT_KEY);
}

/** All six stored values are present. */
export function hasSession(): boolean {
  return PERSISTENT_KEYS.every((key) => Boolean(read(localStorage, key)));
}

/** Some trace of a sign-in exists, so a missing piece means the session broke rather than never started. */
export function hasSessionTrace(): boolean {
  return PERSISTENT_KEYS.some((key) => Boolean(read(localStorage, key))) || expireAt() > 0;
}

/** True when no expire-at is stored or when it has passed. */
export function isSessionExpired(now: number = Date.now()): boolean {
  const end = expireAt();
  return !Number.isFinite(end) || end <= 0 || end <= now;
}

/** A usable session: every stored value present and the 12 hours not yet over. */
export function isSessionValid(now: number = Date.now()): boolean {
  return hasSession() && !isSessionExpired(now);
}

export function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const key of PERSISTENT_KEYS) {
    if (key === 'content-type') continue;
    const value = read(localStorage, key);
    if (value) headers[key] = value;
  }
  return headers;
}
