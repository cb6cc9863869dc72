import { redirect, type RouteObject } from 'react-router';
import { requireSession, sessionRedirect } from './lib/sessionGuard';
import { lowerFirst, type CompanyTerms } from './lib/terms';
import { guardedLazy, type RoutePermission } from './lib/abilities';
import type { RouteHandle } from './lib/routeHandle';
import { RootLayout, RootHydrateFallback } from './layouts/RootLayout';
import { RouteErrorPage } from './features/errors/RouteErrorPage';
import { NotFoundPage } from './features/errors/NotFoundPage';

/** The route id of the part of the app that needs a signed-in user. */
export const PROTECTED_ROUTE_ID = 'protected';
export const MAIN_ROUTE_ID = 'main';
export const HOME_PATH = '/dashboard';

const placeholder = () => import('./features/placeholders/PlaceholderPage');

function page(path: string, title: (terms: CompanyTerms) => string, extra: Omit<RouteHandle, 'title'> = {}): RouteObject {
  return { path, lazy: placeholder, handle: { title, ...extra } satisfies RouteHandle };
}

/** A screen of the business administration or another area that needs a permission (spec section 6). */
function screen(
  path: string,
  permission: RoutePermission | null,
  load: () => Promise<Record<string, unknown>>,
  title: (terms: CompanyTerms) => string,
): RouteObject {
  return { path, lazy: permission ? guardedLazy(permission, load) : load, handle: { title } satisfies RouteHandle };
}

/** A path that only forwards elsewhere; its element is never drawn because the loader redirects first. */
function forward(path: string | undefined, to: string): RouteObject {
  const loader = () => redirect(to);
  return path === undefined ? { index: true, loader, element: null } : { path, loader, element: null };
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: RootHydrateFallback,
    errorElement: <RouteErrorPage />,
    children: [
      {
        index: true,
        element: null,
        loader: () => {
          const target = sessionRedirect(HOME_PATH);
          if (target === null) return redirect(HOME_PATH);
          return redirect(target.startsWith('/logout') ? target : '/login');
        },
      },
      {
        lazy: () => import('./layouts/AuthLayout'),
        children: [
          { path: 'login', lazy: () => import('./features/auth/LoginPage') },
          { path: 'forgot-password', lazy: () => import('./features/auth/ForgotPasswordPage') },
          { path: 'reset-password', lazy: () => import('./features/auth/ResetPasswordPage') },
          {
            path: 'signup',
            lazy: () => import('./features/auth/SignupPage'),
            handle: { wideCard: true } satisfies RouteHandle,
          },
          {
            path: 'subscription-suspended',
            lazy: () => import('./features/billing/SubscriptionSuspendedPage'),
          },
        ],
      },
      { path: 'logout', lazy: () => import('./features/logout/LogoutPage') },
      {
        id: PROTECTED_ROUTE_ID,
        // Runs on every navigation, so a session that expired while the tab sat open is caught.
        loader: ({ request }) => {
          requireSession(request);
          return null;
        },
        shouldRevalidate: () => true,
        children: [
          {
            path: 'onboarding',
            lazy: () => import('./layouts/OnboardingLayout'),
            children: [
              forward(undefined, '/onboarding/personal-profile'),
              { path: 'personal-profile', lazy: () => import('./features/onboarding/OnboardingProfilePage') },
              { path: 'ready', lazy: () => import('./features/onboarding/OnboardingReadyPage') },
            ],
          },
          {
            id: MAIN_ROUTE_ID,
            lazy: () => import('./layouts/MainLayout'),
            children: [
              {
                errorElement: <RouteErrorPage inline />,
                children: [
                  page('dashboard', () => 'Início'),
                  forward('business', '/business/main'),
                  {
                    // The business screens share the company's title and tabs.
                    lazy: () => import('./features/business/BusinessLayout'),
                    children: [
                      screen('business/main', 'company', () => import('./features/business/BusinessMainPage'), (t) => t.company),
                      {
                        path: 'business/form',
                        lazy: guardedLazy('customerFields', () => import('./features/business-form/BusinessFormPage')),
                        handle: { title: () => 'Formulário de cadastro' } satisfies RouteHandle,
                      },
                      screen('business/log', 'company', placeholder, () => 'Histórico de alterações'),
                      screen('business/subscription', 'company', placeholder, () => 'Plano e Assinatura'),
                      screen('business/users', 'users', () => import('./features/users/UsersPage'), () => 'Usuários'),
                      screen('business/users/add', 'users', () => import('./features/users/UserFormPage'), () => 'Novo usuário'),
                      screen('business/users/edit/:id', 'editUser', () => import('./features/users/UserFormPage'), () => 'Editar usuário'),
                    ],
                  },
                  screen('customers', 'customers', () => import('./features/customers/CustomersPage'), (t) => t.customerPlural),
                  screen('customers/add', 'customers', () => import('./features/customers/CustomerFormPage'), (t) => `Cadastrar ${lowerFirst(t.customer)}`),
                  screen('customers/edit/:id', 'customers', () => import('./features/customers/CustomerFormPage'), (t) => `Editar ${lowerFirst(t.customer)}`),
                  screen('customers/details/:id', 'customers', () => import('./features/customers/CustomerDetailsPage'), (t) => `Detalhes do ${lowerFirst(t.customer)}`),
                  screen('note-templates', 'noteTemplates', placeholder, () => 'Modelos de anotação'),
                  screen('note-templates/add', 'noteTemplates', placeholder, () => 'Novo modelo'),
                  screen('note-templates/edit/:id', 'noteTemplates', placeholder, () => 'Editar modelo'),
                  page('print-layout', () => 'Layout de impressão'),
                  page('tasks', () => 'Tarefas'),
                  page('tasks/add', () => 'Nova tarefa'),
                  page('tasks/board/:id?', () => 'Quadro de tarefas'),
                  page('calendar', () => 'Calendário'),
                  page('reports', () => 'Relatórios', { reportsOnly: true }),
                  page('reports/customers', (t) => `Relatório de ${lowerFirst(t.customerPlural)}`, { reportsOnly: true }),
                  page('activity-history', () => 'Histórico de atividades'),
                  forward('personal-profile', '/personal-profile/personal-data'),
                  screen('personal-profile/personal-data', null, () => import('./features/profile/PersonalDataPage'), () => 'Dados pessoais'),
                  screen('personal-profile/password', null, () => import('./features/profile/PasswordPage'), () => 'Alterar senha'),
                ],
              },
            ],
          },
        ],
      },
      { path: 'access-denied', lazy: () => import('./features/errors/AccessDeniedPage') },
      // The error page already carries the not-found page, so it costs nothing to load it eagerly.
      { path: 'not-found', Component: NotFoundPage },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
