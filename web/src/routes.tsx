import { redirect, type RouteObject } from 'react-router';
import { requireSession, sessionRedirect } from './lib/sessionGuard';
import { lowerFirst, type CompanyTerms } from './lib/terms';
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
                  page('business/main', (t) => t.company),
                  {
                    path: 'business/form',
                    lazy: () => import('./features/business-form/BusinessFormPage'),
                    handle: { title: () => 'Formulário de cadastro' } satisfies RouteHandle,
                  },
                  page('business/log', () => 'Histórico de alterações'),
                  page('business/subscription', () => 'Plano e Assinatura'),
                  page('business/users', () => 'Usuários'),
                  page('business/users/add', () => 'Novo usuário'),
                  page('business/users/edit/:id', () => 'Editar usuário'),
                  page('customers', (t) => t.customerPlural),
                  page('customers/add', (t) => `Cadastrar ${lowerFirst(t.customer)}`),
                  page('customers/edit/:id', (t) => `Editar ${lowerFirst(t.customer)}`),
                  page('customers/details/:id', (t) => `Detalhes do ${lowerFirst(t.customer)}`),
                  page('note-templates', () => 'Modelos de anotação'),
                  page('note-templates/add', () => 'Novo modelo'),
                  page('note-templates/edit/:id', () => 'Editar modelo'),
                  page('print-layout', () => 'Layout de impressão'),
                  page('tasks', () => 'Tarefas'),
                  page('tasks/add', () => 'Nova tarefa'),
                  page('tasks/board/:id?', () => 'Quadro de tarefas'),
                  page('calendar', () => 'Calendário'),
                  page('reports', () => 'Relatórios', { reportsOnly: true }),
                  page('reports/customers', (t) => `Relatório de ${lowerFirst(t.customerPlural)}`, { reportsOnly: true }),
                  page('activity-history', () => 'Histórico de atividades'),
                  forward('personal-profile', '/personal-profile/personal-data'),
                  page('personal-profile/personal-data', () => 'Dados pessoais'),
                  page('personal-profile/password', () => 'Alterar senha'),
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
