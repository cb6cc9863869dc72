import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/lib/paths';
import { routes } from '../../src/routes';

/** The route the app draws at `path`, its parameters included; the not-found page is '*'. */
function routeAt(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  const last = matches[matches.length - 1];
  return { path: last?.route.path, params: last?.params ?? {} };
}

describe('paths', () => {
  it('builds the spec\'s addresses', () => {
    expect(paths.home()).toBe('/dashboard');
    expect(paths.landing()).toBe('/customers');
    expect(paths.companyMain()).toBe('/business/main');
    expect(paths.customer(4)).toBe('/customers/details/4');
    expect(paths.userEdit(9)).toBe('/business/users/edit/9');
    expect(paths.board(7, 11)).toBe('/tasks/board/7?task=11');
    expect(paths.taskAdd(7)).toBe('/tasks/add?board_id=7');
    expect(paths.agenda('2026-12-01')).toBe('/agenda?date=2026-12-01');
    expect(paths.signup('lean')).toBe('/signup?plan=lean');
  });

  it('leads every address it builds to a screen of the route table, never to the not-found page', () => {
    const built = [
      paths.home(), paths.login(), paths.logout(), paths.signup(), paths.forgotPassword(), paths.resetPassword(),
      paths.subscriptionSuspended(), paths.accessDenied(), paths.notFound(), paths.onboardingProfile(), paths.onboardingReady(),
      paths.agenda(), paths.company(), paths.companyMain(), paths.customerFields(), paths.companyLog(), paths.subscription(),
      paths.users(), paths.userAdd(), paths.userEdit(3), paths.customers(), paths.customerAdd(), paths.customerEdit(3),
      paths.customer(3), paths.noteTemplates(), paths.noteTemplateAdd(), paths.noteTemplateEdit(3), paths.printLayout(),
      paths.boards(), paths.board(), paths.board(3), paths.taskAdd(), paths.calendar(), paths.reports(), paths.customerReport(),
      paths.taskReport(), paths.activityHistory(), paths.profile(), paths.personalData(), paths.password(),
      paths.booking('abc'), paths.appointmentLink('tok', 'confirm'),
    ];
    for (const path of built) expect(routeAt(new URL(path, 'http://app').pathname).path, path).not.toBe('*');
    expect(routeAt(paths.customer(3)).params).toEqual({ id: '3' });
    expect(routeAt('/customers/nothing-here').path).toBe('*');
  });
});
