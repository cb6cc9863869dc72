import type { Send } from '../../rest/client.ts';
import type { RestWholeUser } from '../users/index.ts';
import { paths } from './paths.ts';
import type { CheckoutProcess, PasswordReset, RestSignIn, RestTwoFactor, RestTwoFactorSetup, TwoFactorConfirmation } from './types.ts';

/** Signing in, signing up and resetting a password: they carry no session. */
export function accountAnonymousCalls(send: Send) {
  return {
    signIn: (email: string, password: string) =>
      send<RestSignIn>('POST', paths.signIn, { body: { form: { user: { email, password } } } }),
    verifyTwoFactor: (challenge: string, code: { code?: string; recovery_code?: string }) =>
      send<RestSignIn>('POST', paths.twoFactor, { body: { json: { two_factor: { challenge, ...code } } } }),
    createAccount: (checkout: CheckoutProcess) =>
      send<{ data: RestWholeUser }>('POST', paths.createAccount, {
        // `meta` is the marker the spec's clients put on the bodies they send as JSON (spec section 7).
        body: { json: { checkout_process: checkout, meta: { client: 'gateway' } } },
      }),
    requestPasswordReset: (email: string) =>
      send<{ message?: string }>('POST', paths.password, { body: { json: { user: { email } } } }),
    resetPassword: (reset: PasswordReset) =>
      send<{ message?: string }>('PUT', paths.password, { body: { json: { user: reset } } }),
  };
}

/** The caller's own session: signing out, two-step sign-in and the other devices' sessions. */
export function accountCalls(send: Send) {
  return {
    signOut: () => send<unknown>('DELETE', paths.signOut, { body: { form: {} } }),
    beginTwoFactorSetup: async () =>
      (await send<{ two_factor_setup: RestTwoFactorSetup }>('POST', paths.twoFactorSetup, { body: { json: {} } })).body.two_factor_setup,
    enableTwoFactor: async (code: string) =>
      (
        await send<{ two_factor: RestTwoFactor; recovery_codes: string[] }>('POST', paths.twoFactorEnable, {
          body: { json: { two_factor: { code } } },
        })
      ).body,
    disableTwoFactor: async (confirmation: TwoFactorConfirmation) =>
      (await send<{ two_factor: RestTwoFactor }>('DELETE', paths.twoFactor, { body: { json: { two_factor: confirmation } } })).body
        .two_factor,
    regenerateRecoveryCodes: async (confirmation: TwoFactorConfirmation) =>
      (
        await send<{ two_factor: RestTwoFactor; recovery_codes: string[] }>('POST', paths.twoFactorRecoveryCodes, {
          body: { json: { two_factor: confirmation } },
        })
      ).body,
    revokeSession: (sessionId: number) => send<unknown>('DELETE', paths.session(sessionId), { body: { form: {} } }),
    revokeOtherSessions: async () =>
      (await send<{ revoked: number }>('DELETE', paths.otherSessions, { body: { form: {} } })).body.revoked,
  };
}
