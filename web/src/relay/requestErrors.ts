/** The global request-error catalogue: one toast message per status. */
export const REQUEST_ERROR_MESSAGES = {
  401: 'Sessão expirada. Faça login novamente',
  403: 'Você não tem permissão para acessar este recurso',
  404: 'Recurso não encontrado',
  422: 'Dados inválidos. Verifique as informações enviadas',
  500: 'Erro no servidor. Tente novamente em alguns instantes',
  otherServerError: 'O servidor está temporariamente indisponível',
  connection: 'Erro de conexão. Verifique sua internet',
  other: 'Erro ao processar requisição',
} as const;

export { OFFLINE_MESSAGE } from '../lib/connectivity';

export function requestErrorMessage(status: number | undefined): string {
  if (status === undefined || status === 0) return REQUEST_ERROR_MESSAGES.connection;
  if (status === 401 || status === 403 || status === 404 || status === 422 || status === 500) {
    return REQUEST_ERROR_MESSAGES[status];
  }
  if (status > 500 && status < 600) return REQUEST_ERROR_MESSAGES.otherServerError;
  return REQUEST_ERROR_MESSAGES.other;
}

export type GraphQLErrorLike = {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: { code?: string; status?: number; [key: string]: unknown };
};

const STATUS_BY_CODE: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 422,
  INTERNAL_SERVER_ERROR: 500,
};

/** The REST status an error stands for: the gateway's extensions.status, else its code. */
export function statusOfGraphQLError(error: GraphQLErrorLike): number | undefined {
  const status = error.extensions?.status;
  if (typeof status === 'number') return status;
  const code = error.extensions?.code;
  return code ? STATUS_BY_CODE[code] : undefined;
}

/** A request that failed: a network failure or time-out (no status), an HTTP error or GraphQL errors. */
export class RequestError extends Error {
  readonly status: number | undefined;
  readonly graphQLErrors: GraphQLErrorLike[];
  /** No answer came: the server could not be reached, or the page stopped waiting for it. */
  readonly noAnswer: boolean;

  constructor(
    message: string,
    options: { status?: number; graphQLErrors?: GraphQLErrorLike[]; cause?: unknown; noAnswer?: boolean } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'RequestError';
    this.status = options.status;
    this.graphQLErrors = options.graphQLErrors ?? [];
    this.noAnswer = options.noAnswer ?? false;
  }
}

/**
 * The gateway's answers for an api it could not reach (502, 503) or that did not answer in time
 * (504): they say nothing of the request itself, which may or may not have been carried out.
 */
const UNREACHABLE_STATUSES = new Set([502, 503, 504]);

export function isUnreachableStatus(status: number | undefined): boolean {
  return status !== undefined && UNREACHABLE_STATUSES.has(status);
}

/**
 * Whether asking again may get another answer: a failure of the server (5xx) may pass. A refusal
 * (401, 403, 404, 422 and the other 4xx: permissions and validation) gets the same answer again.
 */
export function isRetryableStatus(status: number): boolean {
  return status >= 500;
}

/**
 * A write whose outcome is unknown: no answer came, or the gateway could not reach the api or stopped
 * waiting for it. The write may have been made; sent again with the same Idempotency-Key, it answers
 * what it did the first time.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (!(error instanceof RequestError)) return false;
  if (error.noAnswer || isUnreachableStatus(error.status)) return true;
  return error.graphQLErrors.length > 0 && error.graphQLErrors.every((graphQLError) => isUnreachableStatus(statusOfGraphQLError(graphQLError)));
}

/** The status a failed request stands for: its own, else that of its first GraphQL error that has one. */
export function statusOfRequestError(error: unknown): number | undefined {
  if (!(error instanceof RequestError)) return undefined;
  return error.status ?? error.graphQLErrors.map(statusOfGraphQLError).find((status) => status !== undefined);
}
