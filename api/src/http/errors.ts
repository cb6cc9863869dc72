import { MISSING_SESSION_MESSAGE } from '@practice/common';
import { ForbiddenError } from '@casl/ability';
import type { FastifyError, FastifyInstance } from 'fastify';

export const MESSAGES = {
  badRequest: 'Requisição inválida',
  unauthenticated: MISSING_SESSION_MESSAGE,
  forbidden: 'Você não tem permissão para acessar este recurso',
  notFound: 'Recurso não encontrado',
  invalid: 'Dados inválidos. Verifique as informações enviadas',
  tooLarge: 'A requisição é grande demais',
  unsupportedMediaType: 'Formato de requisição não suportado',
  server: 'Erro no servidor. Tente novamente em alguns instantes',
} as const;

/** An expected failure: its status and JSON body go to the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  body(): Record<string, unknown> {
    return { message: this.message, ...this.extra };
  }
}

/** An answer made before, sent again as it was (see http/idempotency.ts). */
export class RepeatedAnswer extends Error {
  constructor(
    readonly status: number,
    readonly contentType: string | null,
    readonly text: string,
    readonly headers: Record<string, string>,
  ) {
    super('repeated answer');
  }
}

export function notFound(): HttpError {
  return new HttpError(404, MESSAGES.notFound);
}

export function forbidden(): HttpError {
  return new HttpError(403, MESSAGES.forbidden);
}

/** devise_token_auth's error shape, `{ success: false, errors: [message] }`, plus the `message` every error carries. */
export function deviseError(status: number, message: string): HttpError {
  return new HttpError(status, message, { success: false, errors: [message] });
}

/** devise_token_auth's answer to refused authentication. */
export function unauthenticated(message: string = MESSAGES.unauthenticated): HttpError {
  return deviseError(401, message);
}

/**
 * What busboy throws for a multipart body that is not one: no boundary, a broken part header, or a
 * body that ends in the middle of a part. The client's fault, like malformed JSON.
 */
const MALFORMED_MULTIPART = /^(Multipart: Boundary not found|Malformed part header|Unexpected end of (form|multipart data)|Part terminated early)/;

function isMalformedMultipart(error: Error & { statusCode?: number }): boolean {
  return error.statusCode === undefined && MALFORMED_MULTIPART.test(error.message);
}

const clientErrorMessages: Record<number, string> = {
  413: MESSAGES.tooLarge,
  415: MESSAGES.unsupportedMediaType,
};

/** Every answer that is not a success is pt-BR JSON with a `message`; nothing internal leaks out. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | RepeatedAnswer | ForbiddenError<never>, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.status).send(error.body());
    }
    if (error instanceof RepeatedAnswer) {
      reply.status(error.status).headers(error.headers);
      if (error.contentType) reply.type(error.contentType);
      return reply.send(error.text);
    }
    // A role rule refused the call (auth/abilities.ts); which rule stays on the server.
    if (error instanceof ForbiddenError) {
      return reply.status(403).send(forbidden().body());
    }
    const status = isMalformedMultipart(error) ? 400 : (error.statusCode ?? 500);
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.status(status).send({ message: clientErrorMessages[status] ?? MESSAGES.badRequest });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: MESSAGES.server });
  });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: MESSAGES.notFound }));
}
