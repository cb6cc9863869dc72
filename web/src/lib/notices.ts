import { paths } from './paths';
/** Why the login page was opened: each value shows its own message there. */
export type LoginNotice = 'session_expired' | 'signed_out' | 'invalid_reset_token' | 'password_reset';

export const LOGIN_NOTICES: readonly LoginNotice[] = [
  'session_expired',
  'signed_out',
  'invalid_reset_token',
  'password_reset',
];

export function isLoginNotice(value: unknown): value is LoginNotice {
  return typeof value === 'string' && (LOGIN_NOTICES as readonly string[]).includes(value);
}

/**
 * Only a path on this origin may be followed after sign-in; anything else (an absolute URL,
 * a protocol-relative '//host' or a backslash trick) would turn the login page into an open redirect.
 * Returning to the login or logout page itself would undo the sign-in, so those are dropped too.
 */
export function safeRedirectPath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  if (/^\/(login|logout)(?=[/?#]|$)/.test(value)) return undefined;
  return value;
}

export function loginPath(options: { notice?: LoginNotice; redirectTo?: string } = {}): string {
  const params = new URLSearchParams();
  if (options.notice) params.set('notice', options.notice);
  const redirectTo = safeRedirectPath(options.redirectTo);
  if (redirectTo) params.set('redirectTo', redirectTo);
  const query = params.toString();
  return query ? `${paths.login()}?${query}` : paths.login();
}
