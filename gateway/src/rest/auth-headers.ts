import { AUTH_HEADER_NAMES, type AuthHeaderName } from '@practice/common';

/** The devise_token_auth headers a client keeps and sends back on every call. */
export type AuthHeaders = Record<AuthHeaderName, string>;

/**
 * The auth headers of an incoming request as they came, or null when it carries no token: then the
 * gateway does not call authenticated endpoints at all.
 */
export function readAuthHeaders(headers: Headers): Partial<AuthHeaders> | null {
  const forwarded: Partial<AuthHeaders> = {};
  for (const name of AUTH_HEADER_NAMES) {
    const value = headers.get(name);
    if (value) forwarded[name] = value;
  }
  return forwarded['access-token'] && forwarded.client && forwarded.uid ? forwarded : null;
}

/** The auth headers the api answered a sign-in or sign-up with. */
export function authHeadersOfResponse(headers: Record<string, string | string[] | undefined>): AuthHeaders | null {
  const read = (name: AuthHeaderName): string => {
    const value = headers[name];
    return (Array.isArray(value) ? value[0] : value) ?? '';
  };
  const auth: AuthHeaders = {
    'access-token': read('access-token'),
    client: read('client'),
    expiry: read('expiry'),
    'token-type': read('token-type') || 'Bearer',
    uid: read('uid'),
  };
  return auth['access-token'] && auth.client && auth.uid ? auth : null;
}
