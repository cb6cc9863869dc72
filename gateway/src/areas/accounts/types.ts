// The area's records as the `/api/v1` REST service sends them and its requests as it takes them
// (api/README.md, "Shapes").

import type { RestUser } from '../users/index.ts';

/** The password step's answer: a session (with `data`), or a challenge for the code step. */
export interface RestSignIn {
  data?: RestUser;
  two_factor_required?: boolean;
  challenge?: string;
  two_factor_setup_required?: boolean;
}

export interface RestTwoFactor {
  enabled: boolean;
  enabled_at: string | null;
  required_by_company: boolean;
  setup_required: boolean;
  recovery_codes_left: number;
}

export interface RestTwoFactorSetup {
  secret: string;
  otpauth_url: string;
  qr_svg: string;
}

/** How the caller confirms turning two-step sign-in off or making new recovery codes. */
export interface TwoFactorConfirmation {
  password?: string;
  code?: string;
  recovery_code?: string;
}

export interface RestSession {
  id: number;
  device: string;
  user_agent: string | null;
  ip: string | null;
  created_at: string;
  last_used_at: string;
  current: boolean;
}

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
