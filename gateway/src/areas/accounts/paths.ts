import { segment } from '../../rest/paths.ts';

export const paths = {
  signIn: '/api/v1/auth/sign_in',
  validateToken: '/api/v1/auth/validate_token',
  signOut: '/api/v1/auth/sign_out',
  twoFactor: '/api/v1/auth/two_factor',
  twoFactorSetup: '/api/v1/auth/two_factor/setup',
  twoFactorEnable: '/api/v1/auth/two_factor/enable',
  twoFactorRecoveryCodes: '/api/v1/auth/two_factor/recovery_codes',
  sessions: '/api/v1/auth/sessions',
  session: (sessionId: number) => `/api/v1/auth/sessions/${segment(sessionId)}`,
  otherSessions: '/api/v1/auth/sessions/others',
  createAccount: '/api/v1/auth/create_account',
  password: '/users/password',
};
