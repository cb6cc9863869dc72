// The area's records as the `/api/v1` REST service sends them and its requests as it takes them
// (api/README.md, "Shapes").

import type { ApiAnswer } from '../../rest/answers.ts';

/** What sign-in answers: the session's user, or the step the sign-in still needs. */
export type RestSignIn = ApiAnswer<'/api/v1/auth/sign_in', 'post'>;

export type RestTwoFactor = ApiAnswer<'/api/v1/auth/two_factor'>['two_factor'];

export type RestTwoFactorSetup = ApiAnswer<'/api/v1/auth/two_factor/setup', 'post'>['two_factor_setup'];

/** How the caller confirms turning two-step sign-in off or making new recovery codes. */
export interface TwoFactorConfirmation {
  password?: string;
  code?: string;
  recovery_code?: string;
}

export type RestSession = ApiAnswer<'/api/v1/auth/sessions'>['sessions'][number];

export interface CheckoutProcess {
  plan_identifier: string;
  customer_name: string;
  customer_email: string;
  customer_email_confirmation: string;
  customer_password: string;
  customer_password_confirmation: string;
}

export interface PasswordReset {
  password: string;
  password_confirmation: string;
  reset_password_token: string;
}
