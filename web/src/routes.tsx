import { redirect, type RouteObject } from 'react-router';
import { paths } from './lib/paths';
import { requireSession, sessionRedirect } from './lib/sessionGuard';
import { customerTerm, lowerFirst, the } from './lib/text';
import { RootLayout, RootHydrateFallback } from './layouts/RootLayout';
import { RouteErrorPage } from './features/errors/RouteErrorPage';
import { NotFoundPage } from './features/errors/NotFoundPage';
import { recordIdParam, tableAddressOf, type TableAddress } from './routing/params';
import { customerListVariables } from './features/customers/order';
import { userOrderOf } from './features/users/order';
import { screen, screenQuery } from './routing/screen';
import { requireKnownPlan } from './features/accounts/signupAddress';
import { asksWhetherSystemAdmin } from './features/billing/suspension';
import mainLayoutQuery, { type MainLayoutQuery } from './layouts/__generated__/MainLayoutQuery.graphql';
import type { SignupPageQuery } from './features/accounts/__generated__/SignupPageQuery.graphql';
import type { OnboardingProfilePageQuery } from './features/onboarding/__generated__/OnboardingProfilePageQuery.graphql';
import type { OnboardingReadyPageQuery } from './features/onboarding/__generated__/OnboardingReadyPageQuery.graphql';
import type { SubscriptionSuspendedPageQuery } from './features/billing/__generated__/SubscriptionSuspendedPageQuery.graphql';
import type { SubscriptionPageQuery } from './features/billing/__generated__/SubscriptionPageQuery.graphql';
import type { CustomerFieldsPageQuery } from './features/customer-fields/__generated__/CustomerFieldsPageQuery.graphql';
import type { CompanyMainPageQuery } from './features/companies/__generated__/CompanyMainPageQuery.graphql';
import type { CustomerDetailsPageQuery } from './features/customers/__generated__/CustomerDetailsPageQuery.graphql';
import type { CustomerFormPageQuery } from './features/customers/__generated__/CustomerFormPageQuery.graphql';
import customersPageQuery, { type CustomersPageQuery } from './features/customers/__generated__/CustomersPageQuery.graphql';
import type { NoteTemplateFormPageQuery } from './features/note-templates/__generated__/NoteTemplateFormPageQuery.graphql';
import type { NoteTemplatesPageQuery } from './features/note-templates/__generated__/NoteTemplatesPageQuery.graphql';
import type { PrintLayoutPageQuery } from './features/print/__generated__/PrintLayoutPageQuery.graphql';
import type { PersonalDataPageQuery } from './features/profile/__generated__/PersonalDataPageQuery.graphql';
import type { SecurityPageQuery } from './features/profile/__generated__/SecurityPageQuery.graphql';
import type { UserFormPageQuery } from './features/users/__generated__/UserFormPageQuery.graphql';
import type { UsersPageQuery } from './features/users/__generated__/UsersPageQuery.graphql';
import type { ActivityHistoryPageQuery } from './features/activity/__generated__/ActivityHistoryPageQuery.graphql';
import type { DashboardPageQuery } from './features/dashboard/__generated__/DashboardPageQuery.graphql';
import type { CustomerReportPageQuery } from './features/reports/__generated__/CustomerReportPageQuery.graphql';
import type { TaskReportPageQuery } from './features/reports/__generated__/TaskReportPageQuery.graphql';
import type { TaskBoardsPageQuery } from './features/tasks/__generated__/TaskBoardsPageQuery.graphql';
import type { TaskAddPageQuery } from './features/tasks/__generated__/TaskAddPageQuery.graphql';
import type { TaskBoardPageQuery } from './features/tasks/__generated__/TaskBoardPageQuery.graphql';
import type { CalendarPageQuery } from './features/task-calendar/__generated__/CalendarPageQuery.graphql';
import type { AgendaPageQuery } from './features/appointments/__generated__/AgendaPageQuery.graphql';
import type { BookingPageQuery } from './features/appointments/__generated__/BookingPageQuery.graphql';
import type { AppointmentLinkPageQuery } from './features/appointments/__generated__/AppointmentLinkPageQuery.graphql';

/** The route id of the part of the app that needs a signed-in user. */
export const PROTECTED_ROUTE_ID = 'protected';
export const MAIN_ROUTE_ID = 'main';

/** A table screen's first variables, from the page, search and sort its address holds. */
function tableVariables<Order>(request: Request, orderOf: (sort: TableAddress['sort']) => Order) {
  const table = tableAddressOf(new URL(request.url).searchParams);
  return { page: table.page, search: table.search || null, orderBy: orderOf(table.sort) };
}


/**
 * The queries of the screens, started as their route is entered (routing/screen.ts tells how a new
 * screen declares its own). Each shows what changed since it was last seen ('store-and-network').
 */
export const screenQueries = {
  // The viewer, their company and their permissions, for the header and the menu. It changes through
  // mutations that update the store, so moving between pages never asks for it again. Its artifact
  // comes with the entry (routing/earlyRelay.ts sends it as the entry runs).
  mainLayout: screenQuery<MainLayoutQuery>({
    query: async () => ({ default: mainLayoutQuery }),
  }),
  signup: screenQuery<SignupPageQuery>({
    query: () => import('./features/accounts/__generated__/SignupPageQuery.graphql'),
  }),
  onboardingProfile: screenQuery<OnboardingProfilePageQuery>({
    query: () => import('./features/onboarding/__generated__/OnboardingProfilePageQuery.graphql'),
  }),
  onboardingReady: screenQuery<OnboardingReadyPageQuery>({
    query: () => import('./features/onboarding/__generated__/OnboardingReadyPageQuery.graphql'),
  }),
  // Whether a signed-in visitor is the system admin, who can pay; the code in the address tells it otherwise.
  subscriptionSuspended: screenQuery<SubscriptionSuspendedPageQuery>({
    query: () => import('./features/billing/__generated__/SubscriptionSuspendedPageQuery.graphql'),
    fetchPolicy: 'network-only',
    when: ({ request }) => asksWhetherSystemAdmin(new URL(request.url)),
  }),
  companyMain: screenQuery<CompanyMainPageQuery>({
    query: () => import('./features/companies/__generated__/CompanyMainPageQuery.graphql'),
  }),
  // Another user of the company may have changed the form since it was last seen here.
  customerFields: screenQuery<CustomerFieldsPageQuery>({
    query: () => import('./features/customer-fields/__generated__/CustomerFieldsPageQuery.graphql'),
  }),
  // Users added or changed elsewhere (the form, another administrator) show as the list opens.
  users: screenQuery<UsersPageQuery>({
    query: () => import('./features/users/__generated__/UsersPageQuery.graphql'),
    variables: ({ request }) => tableVariables(request, userOrderOf),
    followsSearch: true,
  }),
  userForm: screenQuery<UserFormPageQuery>({
    query: () => import('./features/users/__generated__/UserFormPageQuery.graphql'),
    variables: ({ params }) => ({ databaseId: recordIdParam(params.id), editing: params.id !== undefined }),
  }),
  // Where staff land after signing in: its artifact comes with the entry, which sends the list's query
  // as it runs when the page opens on the list (features/customers/earlyQuery.ts), and so does the route table
  // elsewhere, without waiting for a script first.
  customers: screenQuery<CustomersPageQuery>({
    query: async () => ({ default: customersPageQuery }),
    variables: ({ request }) => customerListVariables(new URL(request.url).searchParams),
    followsSearch: true,
  }),
  // An address that names no customer asks for id 0, which the api does not know: the screen then goes back to the list.
  customerForm: screenQuery<CustomerFormPageQuery>({
    query: () => import('./features/customers/__generated__/CustomerFormPageQuery.graphql'),
    variables: ({ params }) => ({ databaseId: recordIdParam(params.id), editing: params.id !== undefined }),
  }),
  customerDetails: screenQuery<CustomerDetailsPageQuery>({
    query: () => import('./features/customers/__generated__/CustomerDetailsPageQuery.graphql'),
    variables: ({ params }) => ({ databaseId: recordIdParam(params.id) }),
  }),
  noteTemplates: screenQuery<NoteTemplatesPageQuery>({
    query: () => import('./features/note-templates/__generated__/NoteTemplatesPageQuery.graphql'),
  }),
  // The form reads the template as it is now; an address naming none asks for id 0 and goes back to the list.
  noteTemplateForm: screenQuery<NoteTemplateFormPageQuery>({
    query: () => import('./features/note-templates/__generated__/NoteTemplateFormPageQuery.graphql'),
    variables: ({ params }) => ({ databaseId: recordIdParam(params.id), editing: params.id !== undefined }),
    fetchPolicy: 'network-only',
  }),
  printLayout: screenQuery<PrintLayoutPageQuery>({
    query: () => import('./features/print/__generated__/PrintLayoutPageQuery.graphql'),
  }),
  taskBoards: screenQuery<TaskBoardsPageQuery>({
    query: () => import('./features/tasks/__generated__/TaskBoardsPageQuery.graphql'),
  }),
  taskAdd: screenQuery<TaskAddPageQuery>({
    query: () => import('./features/tasks/__generated__/TaskAddPageQuery.graphql'),
    variables: ({ request }) =>
      import('./features/tasks/messages').then(({ boardIdSearchParam }) => {
        const id = boardIdSearchParam(new URL(request.url).searchParams);
        return { id, withBoard: id !== null };
      }),
  }),
  // Without an id, the company's default board.
  taskBoard: screenQuery<TaskBoardPageQuery>({
    query: () => import('./features/tasks/__generated__/TaskBoardPageQuery.graphql'),
    variables: ({ params }) => import('./features/tasks/messages').then(({ boardIdParam }) => ({ id: boardIdParam(params.id), groupBy: 'KANBAN_GROUP', filter: null })),
  }),
  calendar: screenQuery<CalendarPageQuery>({
    query: () => import('./features/task-calendar/__generated__/CalendarPageQuery.graphql'),
    variables: () => import('./ui/big-calendar/range').then(({ rangeOf }) => ({ ...rangeOf('month', new Date()), boardId: null, filter: null })),
  }),
  // The week on a wide screen, the day on a phone, every professional's; on the day `?date=` names, or today.
  agenda: screenQuery<AgendaPageQuery>({
    query: () => import('./features/appointments/__generated__/AgendaPageQuery.graphql'),
    variables: ({ request }) =>
      import('./features/appointments/agenda').then(({ agendaDateOf, agendaRange, defaultView }) => ({
        ...agendaRange(defaultView(window.innerWidth), agendaDateOf(new URL(request.url).search)),
        userId: null,
      })),
  }),
  // Free slots change with every booking: the public pages always ask.
  booking: screenQuery<BookingPageQuery>({
    query: () => import('./features/appointments/__generated__/BookingPageQuery.graphql'),
    variables: ({ params }) => ({ companyHash: params.companyHash ?? '' }),
    fetchPolicy: 'network-only',
  }),
  appointmentLink: screenQuery<AppointmentLinkPageQuery>({
    query: () => import('./features/appointments/__generated__/AppointmentLinkPageQuery.graphql'),
    variables: ({ params }) => ({ token: params.token ?? '' }),
    fetchPolicy: 'network-only',
  }),
  // A payment or a webhook may have changed the subscription since it was last seen.
  subscription: screenQuery<SubscriptionPageQuery>({
    query: () => import('./features/billing/__generated__/SubscriptionPageQuery.graphql'),
    fetchPolicy: 'network-only',
  }),
  personalData: screenQuery<PersonalDataPageQuery>({
    query: () => import('./features/profile/__generated__/PersonalDataPageQuery.graphql'),
  }),
  // Sessions come and go on other devices: always the list of the moment.
  security: screenQuery<SecurityPageQuery>({
    query: () => import('./features/profile/__generated__/SecurityPageQuery.graphql'),
    fetchPolicy: 'network-only',
  }),
  // The figures of the moment, never last visit's.
  dashboard: screenQuery<DashboardPageQuery>({
    query: () => import('./features/dashboard/__generated__/DashboardPageQuery.graphql'),
    variables: () => import('./features/appointments/agenda').then(({ dashboardDays }) => dashboardDays()),
    fetchPolicy: 'network-only',
  }),
  activityHistory: screenQuery<ActivityHistoryPageQuery>({
    query: () => import('./features/activity/__generated__/ActivityHistoryPageQuery.graphql'),
    variables: () => import('./features/activity/filters').then(({ historyVariables }) => historyVariables('all')),
    fetchPolicy: 'network-only',
  }),
  companyLog: screenQuery<ActivityHistoryPageQuery>({
    query: () => import('./features/activity/__generated__/ActivityHistoryPageQuery.graphql'),
    variables: () => import('./features/activity/filters').then(({ historyVariables }) => historyVariables('administration')),
    fetchPolicy: 'network-only',
  }),
  customerReport: screenQuery<CustomerReportPageQuery>({
    query: () => import('./features/reports/__generated__/CustomerReportPageQuery.graphql'),
  }),
  taskReport: screenQuery<TaskReportPageQuery>({
    query: () => import('./features/reports/__generated__/TaskReportPageQuery.graphql'),
    fetchPolicy: 'network-only',
  }),
};

/**
 * Screens that read or write data: the Relay environment and dates in pt-BR come with the first of
 * them (DataLayout), so the sign-in page loads neither.
 */
function withData(children: RouteObject[]): RouteObject {
  return { lazy: () => import('./layouts/DataLayout'), children };
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
          const target = sessionRedirect(paths.home());
          if (target === null) return redirect(paths.home());
          return redirect(target.startsWith(paths.logout()) ? target : paths.login());
        },
      },
      {
        // The sign-in page is the app's front door: the entry asks for its code beside the app's when
        // there is no session (main.tsx), so it shows without a second round of requests, and a
        // signed-in visitor never loads it. It needs neither Relay nor the full styles.
        lazy: () => import('./layouts/AuthLayout'),
        children: [
          { path: paths.login(), lazy: () => import('./features/accounts/LoginPage') },
          withData([
            { path: paths.forgotPassword(), lazy: () => import('./features/accounts/ForgotPasswordPage') },
            { path: paths.resetPassword(), lazy: () => import('./features/accounts/ResetPasswordPage') },
            screen(paths.signup(), null, () => import('./features/accounts/SignupPage'), null, screenQueries.signup, {
              public: true,
              guard: requireKnownPlan,
              handle: { wideCard: true },
            }),
            screen(paths.subscriptionSuspended(), null, () => import('./features/billing/SubscriptionSuspendedPage'), null, screenQueries.subscriptionSuspended, {
              public: true,
            }),
          ]),
        ],
      },
      withData([
        { path: paths.logout(), lazy: () => import('./features/logout/LogoutPage') },
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
              path: paths.onboarding(),
              lazy: () => import('./layouts/OnboardingLayout'),
              children: [
                forward(undefined, paths.onboardingProfile()),
                screen(paths.onboardingProfile(), null, () => import('./features/onboarding/OnboardingProfilePage'), null, screenQueries.onboardingProfile),
                screen(paths.onboardingReady(), null, () => import('./features/onboarding/OnboardingReadyPage'), null, screenQueries.onboardingReady),
              ],
            },
            screen(null, null, () => import('./layouts/MainLayout'), null, screenQueries.mainLayout, {
              id: MAIN_ROUTE_ID,
              once: true,
              handle: { shellFrame: true },
              children: [
                {
                  errorElement: <RouteErrorPage inline />,
                  children: [
                    screen(paths.home(), null, () => import('./features/dashboard/DashboardPage'), () => 'Início', screenQueries.dashboard),
                    screen(paths.agenda(), null, () => import('./features/appointments/AgendaPage'), () => 'Agenda', screenQueries.agenda),
                    forward(paths.company(), paths.companyMain()),
                    {
                      // The company's screens share its title and tabs.
                      lazy: () => import('./features/companies/CompanyLayout'),
                      children: [
                        screen(paths.companyMain(), 'company', () => import('./features/companies/CompanyMainPage'), (t) => t.company, screenQueries.companyMain),
                        screen(paths.customerFields(), 'customerFields', () => import('./features/customer-fields/CustomerFieldsPage'), () => 'Formulário de cadastro', screenQueries.customerFields),
                        screen(paths.companyLog(), 'company', () => import('./features/activity/CompanyLogPage'), () => 'Histórico de alterações', screenQueries.companyLog),
                        screen(paths.subscription(), 'billing', () => import('./features/billing/SubscriptionPage'), () => 'Plano e Assinatura', screenQueries.subscription),
                        screen(paths.users(), 'users', () => import('./features/users/UsersPage'), () => 'Usuários', screenQueries.users),
                        screen(paths.userAdd(), 'users', () => import('./features/users/UserFormPage'), () => 'Novo usuário', screenQueries.userForm),
                        screen(paths.userEdit(':id'), 'editUser', () => import('./features/users/UserFormPage'), () => 'Editar usuário', screenQueries.userForm),
                      ],
                    },
                    screen(paths.customers(), 'customers', () => import('./features/customers/CustomersPage'), (t) => t.customerPlural, screenQueries.customers),
                    screen(paths.customerAdd(), 'customers', () => import('./features/customers/CustomerFormPage'), (t) => `Cadastrar ${lowerFirst(t.customer)}`, screenQueries.customerForm),
                    screen(paths.customerEdit(':id'), 'customers', () => import('./features/customers/CustomerFormPage'), (t) => `Editar ${lowerFirst(t.customer)}`, screenQueries.customerForm),
                    screen(paths.customer(':id'), 'customers', () => import('./features/customers/CustomerDetailsPage'), (t) => `Detalhes ${the(customerTerm(t), 'do')}`, screenQueries.customerDetails),
                    {
                      // Note templates and the print layout share one screen's tabs.
                      lazy: () => import('./features/note-templates/NotesSettingsLayout'),
                      children: [
                        screen(paths.noteTemplates(), 'noteTemplates', () => import('./features/note-templates/NoteTemplatesPage'), () => 'Modelos de anotação', screenQueries.noteTemplates),
                        screen(paths.noteTemplateAdd(), 'noteTemplates', () => import('./features/note-templates/NoteTemplateFormPage'), () => 'Novo modelo', screenQueries.noteTemplateForm),
                        screen(paths.noteTemplateEdit(':id'), 'noteTemplates', () => import('./features/note-templates/NoteTemplateFormPage'), () => 'Editar modelo', screenQueries.noteTemplateForm),
                        screen(paths.printLayout(), null, () => import('./features/print/PrintLayoutPage'), () => 'Layout de impressão', screenQueries.printLayout),
                      ],
                    },
                    screen(paths.boards(), null, () => import('./features/tasks/TaskBoardsPage'), () => 'Tarefas', screenQueries.taskBoards),
                    screen(paths.taskAdd(), null, () => import('./features/tasks/TaskAddPage'), () => 'Nova tarefa', screenQueries.taskAdd),
                    screen(paths.board(':id?'), null, () => import('./features/tasks/TaskBoardPage'), () => 'Quadro de tarefas', screenQueries.taskBoard),
                    screen(paths.calendar(), null, () => import('./features/task-calendar/CalendarPage'), () => 'Prazos das tarefas', screenQueries.calendar),
                    screen(paths.reports(), null, () => import('./features/reports/ReportsPage'), () => 'Relatórios'),
                    screen(paths.taskReport(), null, () => import('./features/reports/TaskReportPage'), () => 'Relatório de tarefas', screenQueries.taskReport),
                    screen(paths.customerReport(), null, () => import('./features/reports/CustomerReportPage'), (t) => `Relatório de ${lowerFirst(t.customerPlural)}`, screenQueries.customerReport),
                    screen(paths.activityHistory(), null, () => import('./features/activity/ActivityHistoryPage'), () => 'Histórico de atividades', screenQueries.activityHistory),
                    forward(paths.profile(), paths.personalData()),
                    screen(paths.personalData(), null, () => import('./features/profile/PersonalDataPage'), () => 'Dados pessoais', screenQueries.personalData),
                    screen(paths.password(), null, () => import('./features/profile/PasswordPage'), () => 'Alterar senha'),
                    screen(paths.security(), null, () => import('./features/profile/SecurityPage'), () => 'Segurança', screenQueries.security),
                  ],
                },
              ],
            }),
          ],
        },
        { path: paths.accessDenied(), lazy: () => import('./features/errors/AccessDeniedPage') },
        // The agenda's public pages: Relay and the styles only, none of the main layout's code.
        screen(paths.booking(':companyHash'), null, () => import('./features/appointments/BookingPage'), null, screenQueries.booking, { public: true }),
        screen(paths.appointmentLink(':token', ':action'), null, () => import('./features/appointments/AppointmentLinkPage'), null, screenQueries.appointmentLink, { public: true }),
      ]),
      // The error page already carries the not-found page, so it costs nothing to load it eagerly.
      { path: paths.notFound(), Component: NotFoundPage },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
