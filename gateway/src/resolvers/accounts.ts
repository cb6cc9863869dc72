import type { IResolvers } from '@graphql-tools/utils';
import type { GatewayContext } from '../context.ts';
import { payloadOf, refusalMessagesOf, validationFailureOf } from '../errors.ts';
import { ONLY } from '../loaders.ts';
import { authHeadersOfResponse, type AuthHeaders } from '../rest/auth-headers.ts';
import { HttpError, type RestResponse } from '../rest/client.ts';
import type { RestUser } from '../rest/types.ts';

interface SignUpInput {
  planIdentifier: string;
  customerName: string;
  customerEmail: string;
  customerEmailConfirmation: string;
  customerPassword: string;
  customerPasswordConfirmation: string;
}

interface ResetPasswordInput {
  password: string;
  passwordConfirmation: string;
  resetPasswordToken: string;
}

/** Sign-in answers the api may give that mean "refused", with its messages for the user. */
const refusedSignIn = new Set([401, 422, 429]);

/** The api's 429 (too many sign-ups or reset requests from one address), read as its pt-BR messages. */
function rateLimitedMessages(error: unknown): string[] | null {
  return error instanceof HttpError && error.status === 429 ? refusalMessagesOf(error) : null;
}

/**
 * Takes the session the api answered a sign-in or sign-up with, and makes the rest of the operation
 * run as that user, so its payload can already read the company's subscription status.
 */
function startSession(context: GatewayContext, response: RestResponse<{ data: RestUser }>) {
  const session = authHeadersOfResponse(response.headers);
  if (!session) throw new Error(`The api signed in user ${response.body.data.id} without auth headers`);
  context.beginSession(session).loaders.rememberViewer(response.body.data);
  return { session, viewer: response.body.data };
}

export const accountResolvers: IResolvers<unknown, GatewayContext> = {
  Query: {
    viewer: (_, __, context) => context.session().loaders.viewer.load(ONLY),
  },
  Session: {
    accessToken: (session: AuthHeaders) => session['access-token'],
    client: (session: AuthHeaders) => session.client,
    expiry: (session: AuthHeaders) => session.expiry,
    tokenType: (session: AuthHeaders) => session['token-type'],
    uid: (session: AuthHeaders) => session.uid,
  },
  Mutation: {
    async signIn(_, { input }: { input: { email: string; password: string } }, context) {
      try {
        return { ...startSession(context, await context.calls.signIn(input.email, input.password)), errors: [] };
      } catch (error) {
        if (error instanceof HttpError && refusedSignIn.has(error.status)) {
          return { session: null, viewer: null, errors: refusalMessagesOf(error) };
        }
        throw error;
      }
    },
    signUp: (_, { input }: { input: SignUpInput }, context) =>
      payloadOf(
        async () => {
          const response = await context.calls.createAccount({
            plan_identifier: input.planIdentifier,
            customer_name: input.customerName,
            customer_email: input.customerEmail,
            customer_email_confirmation: input.customerEmailConfirmation,
            customer_password: input.customerPassword,
            customer_password_confirmation: input.customerPasswordConfirmation,
          });
          return startSession(context, response);
        },
        { session: null, viewer: null },
      ).catch((error: unknown) => {
        const messages = rateLimitedMessages(error);
        if (!messages) throw error;
        return { session: null, viewer: null, errors: [], fullMessages: messages };
      }),
    async signOut(_, __, context) {
      const { calls } = context.session();
      try {
        await calls.signOut();
        return { success: true };
      } catch (error) {
        // The api does not know the token (404) or finds it expired (401): nothing left to revoke.
        if (error instanceof HttpError && (error.status === 404 || error.status === 401)) return { success: false };
        throw error;
      } finally {
        context.endSession();
      }
    },
    async requestPasswordReset(_, { input }: { input: { email: string } }, context) {
      try {
        const response = await context.calls.requestPasswordReset(input.email);
        return { message: response.body?.message ?? null, errors: [] };
      } catch (error) {
        const failure = validationFailureOf(error);
        if (failure) return { message: null, errors: failure.fullMessages };
        const limited = rateLimitedMessages(error);
        if (limited) return { message: null, errors: limited };
        throw error;
      }
    },
    resetPassword: (_, { input }: { input: ResetPasswordInput }, context) =>
      payloadOf(
        async () => {
          await context.calls.resetPassword({
            password: input.password,
            password_confirmation: input.passwordConfirmation,
            reset_password_token: input.resetPasswordToken,
          });
          return { success: true };
        },
        { success: false },
      ),
  },
};
