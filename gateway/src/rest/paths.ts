/** Every path of the `/api/v1` REST service the gateway calls (api/README.md, "Endpoints"). */

const segment = (id: number | string): string => encodeURIComponent(String(id));

export const paths = {
  signIn: '/api/v1/auth/sign_in',
  validateToken: '/api/v1/auth/validate_token',
  signOut: '/api/v1/auth/sign_out',
  createAccount: '/api/v1/auth/create_account',
  password: '/users/password',
  plans: '/api/v1/plans',
  company: (companyId: number) => `/api/v1/companies/${segment(companyId)}`,
  subscriptionStatus: (companyId: number) => `/api/v1/companies/${segment(companyId)}/subscription_status`,
  user: (companyId: number, userId: number) => `/api/v1/companies/${segment(companyId)}/users/${segment(userId)}`,
  health: '/healthz',
};
