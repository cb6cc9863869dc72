/** The values a signed-in browser keeps and sends back as headers on every request. */
export type SessionValues = {
  accessToken: string;
  client: string;
  expiry: string;
  tokenType: string;
  uid: string;
};

/** A session lasts 12 hours from sign-in, whatever the token's own expiry says. */
export const SESSION_DURATION_MS = 12 * 60 * 60 * 1000;

/** Kept across tabs and restarts (localStorage), named after the headers they become. */
const PERSISTENT_KEYS = ['access-token', 'client', 'content-type', 'expiry', 'token-type', 'uid'] as const;
/** Kept for this tab only (sessionStorage): the 12-hour clock starts again only by signing in. */
const AUTH_TIME_KEY = 'auth-time';
const EXPIRE_AT_KEY = 'expire-at';
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
  sessionStorage.setItem(AUTH_TIME_KEY, String(now));
  sessionStorage.setItem(EXPIRE_AT_KEY, String(now + SESSION_DURATION_MS));
}

export function clearSession(): void {
  for (const key of [...PERSISTENT_KEYS, ...CACHED_DATA_KEYS]) localStorage.removeItem(key);
  sessionStorage.removeItem(AUTH_TIME_KEY);
  sessionStorage.removeItem(EXPIRE_AT_KEY);
}

/** All six stored values are present. */
export function hasSession(): boolean {
  return PERSISTENT_KEYS.every((key) => Boolean(read(localStorage, key)));
}

/** Some trace of a sign-in exists, so a missing piece means the session broke rather than never started. */
export function hasSessionTrace(): boolean {
  return PERSISTENT_KEYS.some((key) => Boolean(read(localStorage, key))) || Boolean(read(sessionStorage, EXPIRE_AT_KEY));
}

/** True when this tab holds no expire-at or when it has passed. */
export function isSessionExpired(now: number = Date.now()): boolean {
  const expireAt = Number(read(sessionStorage, EXPIRE_AT_KEY));
  return !Number.isFinite(expireAt) || expireAt <= 0 || expireAt <= now;
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
