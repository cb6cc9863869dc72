import { describe, expect, it } from 'vitest';
import { planLimitLines, planPrice, planTitle, type PlanLimits } from '../../../src/features/plans/plans';
import { isLoginNotice, loginPath, safeRedirectPath } from '../../../src/lib/notices';

const free: PlanLimits = {
  identifier: 'FREE',
  name: 'Free',
  valueCents: 0,
  usersLimit: 1,
  customersLimit: 50,
  customersLimitPeriod: 'TOTAL',
  trialDays: 0,
};
const lean: PlanLimits = {
  identifier: 'LEAN',
  name: 'Lean',
  valueCents: 4990,
  usersLimit: 2,
  customersLimit: 10,
  customersLimitPeriod: 'MONTH',
  trialDays: 10,
};

describe('login path', () => {
  it('carries the notice and the page to return to', () => {
    expect(loginPath()).toBe('/login');
    expect(loginPath({ notice: 'signed_out' })).toBe('/login?notice=signed_out');
    expect(loginPath({ notice: 'session_expired', redirectTo: '/customers/details/4?tab=notes' })).toBe(
      '/login?notice=session_expired&redirectTo=%2Fcustomers%2Fdetails%2F4%3Ftab%3Dnotes',
    );
  });

  it('only returns to paths of this site, never to the login or logout itself', () => {
    expect(safeRedirectPath('/calendar')).toBe('/calendar');
    for (const unsafe of ['https://example.com', '//example.com', '/\\example.com', 'calendar', '/login', '/logout?x=1', '']) {
      expect(safeRedirectPath(unsafe)).toBeUndefined();
    }
    expect(safeRedirectPath('/login-help')).toBe('/login-help');
  });

  it('knows the four notices', () => {
    expect(['session_expired', 'signed_out', 'invalid_reset_token', 'password_reset'].every(isLoginNotice)).toBe(true);
    expect(isLoginNotice('welcome')).toBe(false);
  });
});

describe('plans on the signup page', () => {
  it('titles the free plan Gratuito and prices plans in reais per month', () => {
    expect(planTitle(free)).toBe('Gratuito');
    expect(planTitle(lean)).toBe('Lean');
    expect(planPrice(free)).toBe('Grátis');
    expect(planPrice(lean).replace(/\s/g, ' ')).toBe('R$ 49,90/mês');
  });

  it('lists the limits in the signup page words', () => {
    expect(planLimitLines(free)).toEqual([
      '1 usuário',
      'Até 50 pacientes no total',
      'Grátis para sempre, sem cartão de crédito',
      'Todas as funcionalidades incluídas',
    ]);
    expect(planLimitLines(lean)).toEqual([
      'Até 2 usuários',
      'Pacientes ilimitados no primeiro mês',
      '10 novos pacientes por mês a partir do segundo mês',
      '10 dias de teste grátis',
      'Cancele quando quiser, sem multa',
      'Todas as funcionalidades incluídas',
    ]);
    expect(planLimitLines({ ...lean, customersLimit: null })).toContain('Pacientes ilimitados');
  });
});
