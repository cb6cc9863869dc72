import { isRecord, MISSING_SESSION_MESSAGE } from '@practice/common';
import { GraphQLError, type Source } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { HttpError, UpstreamError } from './rest/client.ts';

interface Mapping {
  code: string;
  /** What the caller reads when the api's answer carries no message (spec section 8). */
  fallback: string;
}

const byStatus: Record<number, Mapping> = {
  400: { code: 'BAD_REQUEST', fallback: 'Erro ao processar requisição' },
  401: { code: 'UNAUTHENTICATED', fallback: 'Sessão expirada. Faça login novamente' },
  403: { code: 'FORBIDDEN', fallback: 'Você não tem permissão para acessar este recurso' },
  404: { code: 'NOT_FOUND', fallback: 'Recurso não encontrado' },
  422: { code: 'BAD_USER_INPUT', fallback: 'Dados inválidos. Verifique as informações enviadas' },
  429: { code: 'TOO_MANY_REQUESTS', fallback: 'Erro ao processar requisição' },
  500: { code: 'INTERNAL_SERVER_ERROR', fallback: 'Erro no servidor. Tente novamente em alguns instantes' },
};
const otherServerError: Mapping = { code: 'SERVICE_UNAVAILABLE', fallback: 'O servidor está temporariamente indisponível' };
const otherClientError: Mapping = { code: 'BAD_REQUEST', fallback: 'Erro ao processar requisição' };

function mappingOf(status: number): Mapping {
  return byStatus[status] ?? (status >= 500 ? otherServerError : otherClientError);
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * The pt-BR messages of an api error body: its `message`, else its `errors` when they are a list
 * (the shape of a refused sign-in), else its full messages.
 */
function messagesOf(body: unknown): string[] {
  if (!isRecord(body)) return [];
  if (typeof body.message === 'string' && body.message !== '') return [body.message];
  const list = strings(body.errors);
  if (list.length > 0) return list;
  return fullMessagesOf(body);
}

/** The messages of a refused call, never empty: the catalogue's words for its status when the api gave none. */
export function refusalMessagesOf(error: HttpError): string[] {
  const messages = messagesOf(error.body);
  return messages.length > 0 ? messages : [mappingOf(error.status).fallback];
}

function fullMessagesOf(body: Record<string, unknown>): string[] {
  const top = strings(body.full_messages);
  if (top.length > 0) return top;
  return isRecord(body.errors) ? strings(body.errors.full_messages) : [];
}

export interface FieldError {
  field: string;
  messages: string[];
}

export interface ValidationFailure {
  errors: FieldError[];
  fullMessages: string[];
}

/**
 * A 422 read as data for a mutation payload. Both shapes the api uses are read: the Rails one with
 * `full_messages` beside `errors`, and create_account's with `full_messages` inside `errors`.
 */
export function validationFailureOf(error: unknown): ValidationFailure | null {
  if (!(error instanceof HttpError) || error.status !== 422) return null;
  const body = isRecord(error.body) ? error.body : {};
  const fields = isRecord(body.errors) ? body.errors : {};
  const errors = Object.entries(fields)
    .filter(([field]) => field !== 'full_messages')
    .map(([field, messages]) => ({ field, messages: strings(messages) }))
    .filter((fieldError) => fieldError.messages.length > 0);
  let fullMessages = fullMessagesOf(body);
  if (fullMessages.length === 0) fullMessages = errors.length > 0 ? errors.flatMap((e) => e.messages) : messagesOf(body);
  if (fullMessages.length === 0) fullMessages = [mappingOf(422).fallback];
  return { errors, fullMessages };
}

/** A record the api does not know (404) reads as null; any other failure goes on. */
export async function nullIfNotFound<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

/**
 * A mutation's payload: what `write` answers with no errors, or `refused` (its fields null, or false
 * for a non-null flag) with the field errors of a 422. Any other failure is thrown.
 */
export async function payloadOf<T extends object, R extends { [K in keyof T]: null | false } = { [K in keyof T]: null }>(
  write: () => Promise<T>,
  refused: R,
): Promise<(T | R) & ValidationFailure> {
  try {
    return { ...(await write()), errors: [], fullMessages: [] };
  } catch (error) {
    const failure = validationFailureOf(error);
    if (failure) return { ...refused, ...failure };
    throw error;
  }
}

/** A call that needs a session came without one: told as the api tells it, not as an expired session. */
export function unauthenticatedError(): GraphQLError {
  return new GraphQLError(MISSING_SESSION_MESSAGE, { extensions: { code: 'UNAUTHENTICATED', status: 401 } });
}

/** The GraphQL error a failed REST call becomes: its pt-BR message, code and HTTP status. */
function restError(error: HttpError | UpstreamError, at?: GraphQLError): GraphQLError {
  let message: string;
  let extensions: { code: string; status: number };
  if (error instanceof HttpError) {
    const mapping = mappingOf(error.status);
    message = messagesOf(error.body)[0] ?? mapping.fallback;
    // A company that demands two-step sign-in of a user who has not set it up: the web app sends them there.
    const setupRequired = error.status === 403 && isRecord(error.body) && error.body.two_factor_setup_required === true;
    extensions = { code: setupRequired ? 'TWO_FACTOR_SETUP_REQUIRED' : mapping.code, status: error.status };
  } else {
    message = otherServerError.fallback;
    extensions =
      error.reason === 'timeout' ? { code: 'GATEWAY_TIMEOUT', status: 504 } : { code: 'SERVICE_UNAVAILABLE', status: 503 };
  }
  return new GraphQLError(message, {
    nodes: at?.nodes,
    source: at?.source,
    positions: at?.positions,
    path: at?.path,
    extensions,
  });
}

/**
 * A field error of the compiled executor (graphql-jit) says where it is by line and column only, and
 * Yoga rebuilds every error from its source positions before answering: without them the error would
 * leave without `locations`. The positions are put back from the operation's text.
 */
function positioned(error: GraphQLError, source: Source | undefined): GraphQLError {
  if (!source || error.positions || !error.locations?.length) return error;
  const lineStarts = [0];
  for (let at = source.body.indexOf('\n'); at >= 0; at = source.body.indexOf('\n', at + 1)) lineStarts.push(at + 1);
  const positions = error.locations.map(({ line, column }) => (lineStarts[line - 1] ?? 0) + column - 1);
  return new GraphQLError(error.message, {
    source,
    positions,
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}

/**
 * Turns failed REST calls into the errors the client reads (the api's message, code and status)
 * before Yoga masks errors: they are expected, so they are neither masked nor logged as failures of
 * the gateway. The api being down or slow is logged, once per operation. Anything else stays masked.
 */
export function useRestErrors(): Plugin {
  let warn: (message: string) => void = () => {};
  return {
    onYogaInit({ yoga }) {
      warn = (message) => yoga.logger.warn(message);
    },
    onExecute({ args }) {
      const source = args.document.loc?.source;
      return {
        onExecuteDone({ result, setResult }) {
          if (!('errors' in result) || !result.errors) return;
          let upstreamFailure: string | null = null;
          const errors = result.errors.map((located) => {
            const error = positioned(located, source);
            const cause = error.originalError;
            if (!(cause instanceof HttpError || cause instanceof UpstreamError)) return error;
            if (cause instanceof UpstreamError || cause.status >= 500) upstreamFailure = cause.message;
            return restError(cause, error);
          });
          if (upstreamFailure) warn(upstreamFailure);
          setResult({ ...result, errors });
        },
      };
    },
  };
}
