import { PLAN_IDENTIFIERS } from '@practice/common';
import { boolean, dateTime, inputOf, integer, listOf, nullable, objectOf, oneOfTexts, text, type JsonSchema } from '../../http/openapi.ts';
import { userSchema } from '../users/schemas.ts';

const password: JsonSchema = { ...text, description: 'Taken as typed: spaces are part of it.' };

/** `{ success: true }`. */
const SUCCESS = objectOf({ success: { ...boolean, const: true } }, { title: 'Success' });

/** A session begun: the user, and whether the company asks them to set up two-step sign-in first. */
const SIGNED_IN = objectOf(
  {
    data: userSchema,
    two_factor_setup_required: { ...boolean, description: 'The company asks for two-step sign-in and the user has yet to set it up: only that screen is open.' },
  },
  { title: 'SignedIn', description: 'The session is in the `access-token`, `client` and `uid` headers of this answer.' },
);

/** The password was right and the user signs in in two steps: no session yet, the code step's challenge. */
const TWO_FACTOR_CHALLENGE = objectOf(
  {
    success: { ...boolean, const: true },
    two_factor_required: { ...boolean, const: true },
    challenge: { ...text, description: 'What `POST /api/v1/auth/two_factor` takes with the code.' },
    challenge_expires_at: dateTime,
  },
  { title: 'TwoFactorChallenge' },
);

/** `POST /api/v1/auth/sign_in`: devise_token_auth's fields under `user`, or at the top level. */
export const SIGN_IN_BODY = inputOf(
  {
    user: inputOf({ email: text, password }, { title: 'SignInUser' }),
    email: { ...text, description: 'Read when `user` has no `email`.' },
    password: { ...password, description: 'Read when `user` has no `email`.' },
  },
  { title: 'SignInRequest' },
);

export const SIGN_IN_ANSWER: JsonSchema = {
  anyOf: [SIGNED_IN, TWO_FACTOR_CHALLENGE],
  description: 'A session, or, for a user who signs in in two steps, the challenge of the code step.',
};

/** `POST /api/v1/auth/two_factor`: the challenge with a 6-digit code or a recovery code, under `two_factor` or at the top level. */
const CHALLENGE_FIELDS = {
  challenge: { ...text, description: 'The challenge the password step answered.' },
  code: { ...text, description: "The authenticator's 6-digit code." },
  recovery_code: { ...text, description: 'One of the recovery codes, instead of a code.' },
};

export const TWO_FACTOR_SIGN_IN_BODY = inputOf(
  { two_factor: inputOf(CHALLENGE_FIELDS, { title: 'TwoFactorChallengeAnswer' }), ...CHALLENGE_FIELDS },
  { title: 'TwoFactorSignInRequest', description: 'The keys under `two_factor`, or at the top level.' },
);

export const TWO_FACTOR_SIGN_IN_ANSWER = SIGNED_IN;

/** `GET /api/v1/auth/validate_token`: the signed-in user, with its rules and company. */
export const SESSION_ANSWER = objectOf({ success: { ...boolean, const: true }, data: userSchema }, { title: 'ValidToken' });

/** `DELETE /api/v1/auth/sign_out`. */
export const SIGN_OUT_ANSWER = SUCCESS;

/** `POST /api/v1/auth/create_account`: the signup form, `checkout_process[...]`. */
export const SIGNUP_BODY = inputOf(
  {
    checkout_process: inputOf(
      {
        plan_identifier: oneOfTexts(PLAN_IDENTIFIERS),
        customer_name: { ...text, description: "The first user's name." },
        customer_email: text,
        customer_email_confirmation: text,
        customer_password: password,
        customer_password_confirmation: password,
      },
      { title: 'CheckoutProcess' },
    ),
  },
  { title: 'SignupRequest' },
);

export const SIGNUP_ANSWER = objectOf(
  { data: userSchema },
  { title: 'SignedUp', description: 'The new company\'s first user, signed in: the session is in the `access-token`, `client` and `uid` headers.' },
);

/** `POST /users/password`: the address to send a new password's link to. */
export const PASSWORD_MAIL_BODY = inputOf({ user: inputOf({ email: text }, { title: 'PasswordMailUser' }) }, { title: 'PasswordMailRequest' });

/** `PUT` and `PATCH /users/password`: the mailed link's token and the new password. */
export const PASSWORD_RESET_BODY = inputOf(
  {
    user: inputOf(
      { reset_password_token: { ...text, description: 'From the link the e-mail sent.' }, password, password_confirmation: password },
      { title: 'PasswordResetUser' },
    ),
  },
  { title: 'PasswordResetRequest' },
);

/** What the password routes answer: done, and a text for the user. */
export const PASSWORD_ANSWER = objectOf({ success: { ...boolean, const: true }, message: text }, { title: 'PasswordAnswer' });

const sessionSchema = objectOf(
  {
    id: integer,
    device: { ...text, description: "'Chrome no Windows', from the User-Agent." },
    user_agent: nullable(text),
    ip: nullable(text),
    created_at: dateTime,
    last_used_at: { ...dateTime, description: 'When the session was last used; its start when never since.' },
    current: { ...boolean, description: 'The session of this call.' },
  },
  { title: 'Session' },
);

/** `GET /api/v1/auth/sessions`: the caller's sessions, newest use first. */
export const SESSIONS_ANSWER = objectOf({ sessions: listOf(sessionSchema) }, { title: 'SessionList' });

/** `DELETE /api/v1/auth/sessions/others`. */
export const OTHER_SESSIONS_ENDED_ANSWER = objectOf(
  { success: { ...boolean, const: true }, revoked: { ...integer, description: 'How many sessions ended.' } },
  { title: 'OtherSessionsEnded' },
);

/** `DELETE /api/v1/auth/sessions/{sessionId}`. */
export const SESSION_ENDED_ANSWER = SUCCESS;

/** The user's two-step sign-in (serializeTwoFactorState). */
const twoFactorSchema = objectOf(
  {
    enabled: boolean,
    enabled_at: nullable(dateTime),
    required_by_company: boolean,
    setup_required: { ...boolean, description: 'Required by the company and not yet on.' },
    recovery_codes_left: integer,
  },
  { title: 'TwoFactorState' },
);

export const TWO_FACTOR_ANSWER = objectOf({ two_factor: twoFactorSchema }, { title: 'TwoFactorAnswer' });

/** `POST /api/v1/auth/two_factor/setup`: a new secret, not in force until a code confirms it. */
export const TWO_FACTOR_SETUP_ANSWER = objectOf(
  {
    two_factor_setup: objectOf(
      {
        secret: { ...text, description: 'Base32, for typing into an authenticator by hand.' },
        otpauth_url: text,
        qr_svg: { ...text, description: 'The otpauth:// address as a QR code, an SVG document.' },
      },
      { title: 'TwoFactorSetup' },
    ),
  },
  { title: 'TwoFactorSetupAnswer' },
);

/** Turned on, or new recovery codes: the state and the codes, shown this once. */
export const TWO_FACTOR_CODES_ANSWER = objectOf(
  { two_factor: twoFactorSchema, recovery_codes: { ...listOf(text), description: 'Shown this once: each signs in once instead of a code.' } },
  { title: 'TwoFactorRecoveryCodes' },
);

/** `POST /api/v1/auth/two_factor/enable`: a code from the secret being set up. */
export const TWO_FACTOR_ENABLE_BODY = inputOf(
  { two_factor: inputOf({ code: text }, { title: 'TwoFactorCode' }), code: { ...text, description: 'Read when there is no `two_factor`.' } },
  { title: 'TwoFactorEnableRequest' },
);

/** Turning it off or making new recovery codes: the password, a code or a recovery code. */
const CONFIRMATION_FIELDS = { password, code: text, recovery_code: text };

export const TWO_FACTOR_CONFIRMATION_BODY = inputOf(
  { two_factor: inputOf(CONFIRMATION_FIELDS, { title: 'TwoFactorConfirmation' }), ...CONFIRMATION_FIELDS },
  { title: 'TwoFactorConfirmationRequest', description: 'The keys under `two_factor`, or at the top level; one of them is enough.' },
);
