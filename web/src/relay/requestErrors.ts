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

  constructor(message: string, options: { status?: number; graphQLErrors?: GraphQLErrorLike[]; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'RequestError';
    this.status = options.status;
    this.graphQLErrors = options.graphQLErrors ?? [];
  }
}
