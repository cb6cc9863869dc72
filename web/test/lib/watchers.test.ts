import { describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession, SESSION_DURATION_MS } from '../../src/lib/session';
import { watchSession } from '../../src/lib/sessionGuard';
import { installGlobalErrorReporter, setReportSink, type Report } from '../../src/lib/errorReporter';

const session = { accessToken: 'tok', client: 'cli', expiry: '99', tokenType: 'Bearer', uid: 'ana@x.com' };

function watch(isProtected: boolean) {
  const go = vi.fn<(path: string) => void>();
  const stop = watchSession({ isProtected: () => isProtected, currentPath: () => '/calendar', go });
  return { go, stop };
}

describe('the session watch', () => {
  it('sends a click on a protected page with an expired session to the logout', () => {
    saveSession(session, Date.now() - SESSION_DURATION_MS - 1);
    const { go, stop } = watch(true);
    document.body.click();
    expect(go).toHaveBeenCalledWith('/logout?action=SESSION_EXPIRED%3ADO_LOGIN_AGAIN&redirectTo=%2Fcalendar');
    stop();
  });

  it('checks again when the tab comes back into view', () => {
    saveSession(session);
    const { go, stop } = watch(true);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(go).not.toHaveBeenCalled();
    localStorage.setItem('expire-at', '1');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(go).toHaveBeenCalledTimes(1);
    stop();
  });

  it('leaves the page as soon as another tab signs out', () => {
    saveSession(session);
    const { go, stop } = watch(true);
    window.dispatchEvent(new StorageEvent('storage', { key: 'client', oldValue: 'cli', newValue: 'other', storageArea: localStorage }));
    expect(go).not.toHaveBeenCalled();
    // The other tab cleared the stored credentials: this one hears it as a storage event.
    clearSession();
    window.dispatchEvent(new StorageEvent('storage', { key: 'access-token', oldValue: 'tok', newValue: null, storageArea: localStorage }));
    expect(go).toHaveBeenCalledWith('/login?redirectTo=%2Fcalendar');
    stop();
  });

  it('leaves the login, signup and suspended pages alone', () => {
    const { go, stop } = watch(false);
    document.body.click();
    expect(go).not.toHaveBeenCalled();
    stop();
  });
});

describe('the error reporter', () => {
  it('reports promises rejected without a handler', () => {
    const reports: Report[] = [];
    setReportSink((report) => reports.push(report));
    const stop = installGlobalErrorReporter();
    const event = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(event, { reason: new Error('falhou') });
    window.dispatchEvent(event);
    stop();
    setReportSink(null);
    expect(reports).toMatchObject([{ level: 'error', message: 'falhou', context: { source: 'unhandledrejection' } }]);
  });
});
