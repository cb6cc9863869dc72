import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Component as SubscriptionSuspendedPage } from '../../../src/features/billing/SubscriptionSuspendedPage';
import { saveSession } from '../../../src/lib/session';
import { mountScreen, renderWithRelay, resolveNext } from '../../relay';
import { declaredRoute } from '../../routes';

describe('subscription suspended', () => {
  it('asks the user to write to support and offers to sign out', () => {
    saveSession({ accessToken: 'tok', client: 'cli', expiry: '99', tokenType: 'Bearer', uid: 'ana@x.com' });
    renderWithRelay(<SubscriptionSuspendedPage />, { route: '/subscription-suspended' });
    expect(screen.getByRole('heading', { name: 'Sua assinatura está pendente ou suspensa' })).toBeTruthy();
    const support = screen.getByRole('link', { name: 'suporte@practice.com.br' });
    expect(support.getAttribute('href')).toMatch(/^mailto:suporte@practice\.com\.br/);
    expect(screen.getByRole('link', { name: 'Sair' }).getAttribute('href')).toBe('/logout');
    expect(screen.queryByRole('link', { name: 'Ver plano e assinatura' })).toBeNull();
  });

  it('shows the billing page link only to a visitor carrying the system-admin code', () => {
    renderWithRelay(<SubscriptionSuspendedPage />, { route: '/subscription-suspended?admin=wrong' });
    expect(screen.queryByRole('link', { name: 'Ver plano e assinatura' })).toBeNull();
  });

  it('asks the session whether a signed-in visitor is the system admin, and links them to the billing page', async () => {
    saveSession({ accessToken: 'tok', client: 'cli', expiry: '99', tokenType: 'Bearer', uid: 'ana@x.com' });
    const { environment } = mountScreen('/subscription-suspended', [declaredRoute('/subscription-suspended')]);
    await screen.findByRole('heading', { name: 'Sua assinatura está pendente ou suspensa' });
    expect(screen.queryByRole('link', { name: 'Ver plano e assinatura' })).toBeNull();
    await vi.waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    act(() => {
      resolveNext(environment, { User: () => ({ accountType: 'SYSTEM_ADMIN' }) });
    });
    expect((await screen.findByRole('link', { name: 'Ver plano e assinatura' })).getAttribute('href')).toBe('/business/subscription');
  });

  it('links the system admin to the billing page', () => {
    renderWithRelay(<SubscriptionSuspendedPage />, { route: '/subscription-suspended?admin=sa-7f3c9a' });
    expect(screen.getByRole('link', { name: 'Ver plano e assinatura' }).getAttribute('href')).toBe(
      '/business/subscription',
    );
  });
});
