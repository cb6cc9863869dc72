import type { Resolvers } from '../../generated/graphql.ts';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../../context.ts';
import { payloadOf, refusalMessagesOf, validationFailureOf } from '../../errors.ts';
import { ONLY } from '../../loaders.ts';
import { authHeadersOfResponse, type AuthHeaders } from '../../rest/auth-headers.ts';
import { HttpError, type RestResponse } from '../../rest/client.ts';
import type { RestUser, RestWholeUser } from '../users/index.ts';
import type { RestSession, RestSignIn, RestTwoFactor, TwoFactorConfirmation } from './types.ts';

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
function startSession(context: GatewayContext, response: RestResponse<{ data: RestWholeUser }>) {
  const session = authHeadersOfResponse(response.headers);
  if (!session) throw new Error(`The api signed in user ${response.body.data.id} without auth headers`);
  context.beginSession(session).loaders.rememberViewer(response.body.data);
  return { session, viewer: response.body.data };
}

const noChallenge = { twoFactorRequired: false, challenge: null, twoFactorSetupRequired: false };

/** A sign-in step's answer: a session, or (after the password of a two-step user) the challenge for the code. */
async function signInPayload(context: GatewayContext, step: () => Promise<RestResponse<RestSignIn>>) {
  try {
    const response = await step();
    const answer = response.body;
    if (!('data' in answer)) {
      return { session: null, viewer: null, errors: [], twoFactorRequired: true, challenge: answer.challenge, twoFactorSetupRequired: false };
    }
    const started = startSession(context, { ...response, body: { data: answer.data } });
    return { ...started, errors: [], ...noChallenge, twoFactorSetupRequired: answer.two_factor_setup_required };
  } catch (error) {
    if (error instanceof HttpError && refusedSignIn.has(error.status)) {
      return { session: null, viewer: null, errors: refusalMessagesOf(error), ...noChallenge };
    }
    throw error;
  }
}

/** UserSession's id: unique in the Relay store, though no node(id) reads a session back. */
function sessionGlobalId(sessionId: number): string {
  return Buffer.from(`UserSession:${sessionId}`, 'utf8').toString('base64');
}

function sessionIdOf(globalId: string): number | null {
  const match = /^UserSession:([1-9]\d{0,9})$/.exec(Buffer.from(globalId, 'base64').toString('utf8'));
  return match ? Number(match[1]) : null;
}

/** The viewer's own two-step state and sessions; any other user's are nobody else's business. */
async function ownOnly<T>(user: RestUser, context: GatewayContext, load: () => Promise<T>): Promise<T | null> {
  const viewer = await context.session().loaders.viewer.load(ONLY);
  return viewer.id === user.id ? load() : null;
}

function confirmationOf(input: { password?: string | null; code?: string | null; recoveryCode?: string | null }): TwoFactorConfirmation {
  return {
    ...(input.password ? { password: input.password } : {}),
    ...(input.code ? { code: input.code } : {}),
    ...(input.recoveryCode ? { recovery_code: input.recoveryCode } : {}),
  };
}

/** Two-step sign-in turned on, or new recovery codes: the codes are in this answer and nowhere else. */
async function recoveryCodesPayload(context: GatewayContext, write: () => Promise<{ two_factor: RestTwoFactor; recovery_codes: string[] }>) {
  try {
    const answer = await write();
    return { viewer: await freshViewer(context, answer.two_factor), recoveryCodes: answer.recovery_codes, errors: [], fullMessages: [] };
  } catch (error) {
    const failure = validationFailureOf(error);
    if (failure) return { viewer: null, recoveryCodes: [], ...failure };
    throw error;
  }
}

/** The viewer as it is after a two-step or session change: read again, with its new state and sessions. */
function freshViewer(context: GatewayContext, twoFactor?: RestTwoFactor): Promise<RestWholeUser> {
  const { loaders } = context.session();
  loaders.sessions.clear(ONLY);
  loaders.twoFactor.clear(ONLY);
  if (twoFactor) loaders.twoFactor.prime(ONLY, twoFactor);
  return loaders.viewer.load(ONLY);
}

export const accountResolvers: Resolvers = {
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
  User: {
    twoFactor: (user: RestUser, _, context) => ownOnly(user, context, () => context.session().loaders.twoFactor.load(ONLY)),
    sessions: (user: RestUser, _, context) => ownOnly(user, context, () => context.session().loaders.sessions.load(ONLY)),
  },
  TwoFactorStatus: {
    enabled: (state: RestTwoFactor) => state.enabled,
    enabledAt: (state: RestTwoFactor) => state.enabled_at,
    requiredByCompany: (state: RestTwoFactor) => state.required_by_company,
    setupRequired: (state: RestTwoFactor) => state.setup_required,
    recoveryCodesLeft: (state: RestTwoFactor) => state.recovery_codes_left,
  },
  UserSession: {
    id: (session: RestSession) => sessionGlobalId(session.id),
    databaseId: (session: RestSession) => session.id,
    device: (session: RestSession) => session.device,
    userAgent: (session: RestSession) => session.user_agent,
    ip: (session: RestSession) => session.ip,
    createdAt: (session: RestSession) => session.created_at,
    lastUsedAt: (session: RestSession) => session.last_used_at,
    current: (session: RestSession) => session.current,
  },
  Mutation: {
    signIn: (_, { input }, context) =>
      signInPayload(context, () => context.calls.signIn(input.email, input.password)),
    verifyTwoFactorSignIn: (
      _,
      { input },
      context,
    ) =>
      signInPayload(context, () =>
        context.calls.verifyTwoFactor(input.challenge, input.code ? { code: input.code } : { recovery_code: input.recoveryCode ?? '' }),
      ),
    async beginTwoFactorSetup(_, __, context) {
      try {
        const setup = await context.session().calls.beginTwoFactorSetup();
        return { secret: setup.secret, otpauthUrl: setup.otpauth_url, qrCodeSvg: setup.qr_svg, errors: [] };
      } catch (error) {
        const failure = validationFailureOf(error);
        if (failure) return { secret: null, otpauthUrl: null, qrCodeSvg: null, errors: failure.fullMessages };
        throw error;
      }
    },
    enableTwoFactor: (_, { input }, context) =>
      recoveryCodesPayload(context, () => context.session().calls.enableTwoFactor(input.code)),
    regenerateRecoveryCodes: (_, { input }, context) =>
      recoveryCodesPayload(context, () => context.session().calls.regenerateRecoveryCodes(confirmationOf(input))),
    disableTwoFactor: (_, { input }, context) =>
      payloadOf(
        async () => {
          const twoFactor = await context.session().calls.disableTwoFactor(confirmationOf(input));
          return { viewer: await freshViewer(context, twoFactor) };
        },
        { viewer: null },
      ),
    async revokeSession(_, { input }, context) {
      const sessionId = sessionIdOf(input.sessionId);
      if (sessionId === null) {
        throw new GraphQLError(`O id ${JSON.stringify(input.sessionId)} não identifica uma sessão.`, {
          extensions: { code: 'BAD_USER_INPUT', status: 400 },
        });
      }
      await context.session().calls.revokeSession(sessionId);
      return { revokedSessionIds: [input.sessionId], viewer: () => freshViewer(context) };
    },
    async revokeOtherSessions(_, __, context) {
      const { loaders, calls } = context.session();
      const before = await loaders.sessions.load(ONLY);
      await calls.revokeOtherSessions();
      return {
        revokedSessionIds: before.filter((session) => !session.current).map((session) => sessionGlobalId(session.id)),
        viewer: () => freshViewer(context),
      };
    },
    signUp: (_, { input }, context) =>
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
    async requestPasswordReset(_, { input }, context) {
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
    resetPassword: (_, { input }, context) =>
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
