/**
 * A record's id in an address; the route table passes its parameter (':id') to declare the route
 * from the same function that builds the links.
 */
type Id = number | ':id';

/**
 * Every address of the app (spec section 1's route tables), in one place: links, redirects and the
 * route table (routes.tsx) all build them here. The addresses are the spec's (/business/... for the
 * company's screens); the names are the code's.
 */
export const paths = {
  /** Spec section 1: where / leads a signed-in user, and the main menu's 'Início'. */
  home: () => '/dashboard',
  /**
   * Spec section 4: where a signed-in user with nowhere else to go lands (after signing in, after
   * onboarding, after a suspended company pays): the customers list.
   */
  landing: () => paths.customers(),

  login: () => '/login',
  logout: () => '/logout',
  signup: (plan?: string) => (plan === undefined ? '/signup' : `/signup?plan=${plan}`),
  forgotPassword: () => '/forgot-password',
  resetPassword: () => '/reset-password',
  subscriptionSuspended: () => '/subscription-suspended',
  accessDenied: () => '/access-denied',
  notFound: () => '/not-found',

  onboarding: () => '/onboarding',
  onboardingProfile: () => '/onboarding/personal-profile',
  onboardingReady: () => '/onboarding/ready',

  /** The agenda, on the day `date` (YYYY-MM-DD) names or today. */
  agenda: (date?: string) => (date === undefined ? '/agenda' : `/agenda?date=${date}`),

  company: () => '/business',
  companyMain: () => '/business/main',
  customerFields: () => '/business/form',
  companyLog: () => '/business/log',
  subscription: () => '/business/subscription',
  users: () => '/business/users',
  userAdd: () => '/business/users/add',
  userEdit: (id: Id) => `/business/users/edit/${id}`,

  customers: () => '/customers',
  customerAdd: () => '/customers/add',
  customerEdit: (id: Id) => `/customers/edit/${id}`,
  customer: (id: Id) => `/customers/details/${id}`,

  noteTemplates: () => '/note-templates',
  noteTemplateAdd: () => '/note-templates/add',
  noteTemplateEdit: (id: Id) => `/note-templates/edit/${id}`,
  printLayout: () => '/print-layout',

  boards: () => '/tasks',
  /** A board, or the company's default board without an id; with a task, its card opened. */
  board: (id?: Id | ':id?', taskId?: number) => {
    const board = id === undefined ? '/tasks/board' : `/tasks/board/${id}`;
    return taskId === undefined ? board : `${board}?task=${taskId}`;
  },
  /** The new task's page, on a board when one is named. */
  taskAdd: (boardId?: number) => (boardId === undefined ? '/tasks/add' : `/tasks/add?board_id=${boardId}`),
  calendar: () => '/calendar',

  reports: () => '/reports',
  customerReport: () => '/reports/customers',
  taskReport: () => '/reports/tasks',
  activityHistory: () => '/activity-history',

  profile: () => '/personal-profile',
  personalData: () => '/personal-profile/personal-data',
  password: () => '/personal-profile/password',
  /** Two-step sign-in and the devices signed in; where a company that demands it sends its users first. */
  security: () => '/personal-profile/security',

  /** A practice's public booking page. */
  booking: (companyHash: string) => `/booking/${companyHash}`,
  /** The link of a reminder e-mail that confirms or cancels an appointment. */
  appointmentLink: (token: string, action: string) => `/appointments/${token}/${action}`,
};
