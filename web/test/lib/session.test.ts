import { describe, expect, it } from 'vitest';
import {
  authHeaders,
  clearSession,
  hasSession,
  isSessionExpired,
  isSessionValid,
  saveSession,
  SESSION_DURATION_MS,
} from '../../src/lib/session';
import { sessionRedirect } from '../../src/lib/sessionGuard';

const values = { accessToken: 'tok', client: 'cli', expiry: '1900000000', tokenType: 'Bearer', uid: 'ana@clinica.com.br' };

describe('session', () => {
  it('stores the six values and the 12-hour clock for good, shared by every tab', () => {
    saveSession(values, 1_000);
    expect(localStorage.getItem('access-token')).toBe('tok');
    expect(localStorage.getItem('content-type')).toBe('application/json');
    expect(localStorage.getItem('auth-time')).toBe('1000');
    expect(localStorage.getItem('expire-at')).toBe(String(1_000 + SESSION_DURATION_MS));
    expect(hasSession()).toBe(true);
  });

  it('keeps a new tab signed in until the same instant', () => {
    saveSession(values, 0);
    // A new tab starts with an empty sessionStorage and the same localStorage.
    sessionStorage.clear();
    expect(isSessionValid(SESSION_DURATION_MS - 1)).toBe(true);
    expect(isSessionValid(SESSION_DURATION_MS)).toBe(false);
  });

  it('ends with the token when the token expires before the 12 hours', () => {
    saveSession({ ...values, expiry: String(3600) }, 0);
    expect(isSessionExpired(3_600_000 - 1)).toBe(false);
    expect(isSessionExpired(3_600_000)).toBe(true);
  });

  it('still reads the clock a tab kept for itself before the update', () => {
    saveSession(values, 0);
    localStorage.removeItem('expire-at');
    sessionStorage.setItem('expire-at', String(SESSION_DURATION_MS));
    expect(isSessionExpired(SESSION_DURATION_MS - 1)).toBe(false);
  });

  it('sends the stored values as auth headers', () => {
    saveSession(values);
    expect(authHeaders()).toEqual({
      'access-token': 'tok',
      client: 'cli',
      expiry: '1900000000',
      'token-type': 'Bearer',
      uid: 'ana@clinica.com.br',
    });
  });

  it('expires 12 hours after sign-in', () => {
    saveSession(values, 0);
    expect(isSessionExpired(SESSION_DURATION_MS - 1)).toBe(false);
    expect(isSessionExpired(SESSION_DURATION_MS)).toBe(true);
  });

  it('is not usable when one stored value is missing', () => {
    saveSession(values);
    localStorage.removeItem('uid');
    expect(hasSession()).toBe(false);
    expect(isSessionValid()).toBe(false);
  });

  it('clears credentials and cached user and company data', () => {
    saveSession(values);
    localStorage.setItem('user', '{}');
    localStorage.setItem('company', '{}');
    clearSession();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.getItem('expire-at')).toBeNull();
    expect(isSessionExpired()).toBe(true);
  });
});

describe('protected pages', () => {
  it('let a good session through', () => {
    saveSession(values);
    expect(sessionRedirect('/customers')).toBeNull();
  });

  it('send an expired session to the logout, which returns here after signing in', () => {
    saveSession(values, 0);
    expect(sessionRedirect('/customers?page=2', SESSION_DURATION_MS + 1)).toBe(
      '/logout?action=SESSION_EXPIRED%3ADO_LOGIN_AGAIN&redirectTo=%2Fcustomers%3Fpage%3D2',
    );
  });

  it('send a session with a missing value to the logout', () => {
    saveSession(values);
    localStorage.removeItem('client');
    expect(sessionRedirect('/tasks')).toMatch(/^\/logout\?action=SESSION_EXPIRED/);
  });

  it('send a visitor who never signed in straight to the login', () => {
    expect(sessionRedirect('/calendar')).toBe('/login?redirectTo=%2Fcalendar');
  });
});
