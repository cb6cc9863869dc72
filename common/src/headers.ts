/**
 * The header names that more than one package writes or reads. HTTP names are case-insensitive;
 * Node gives a request's headers lower-cased, so a server reads `name.toLowerCase()`. The
 * `Idempotency-Key` header and its limits are in `idempotency.ts`.
 */

/** A request's id: the gateway makes or passes it on, the api logs the request under it. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** 1 to 128 letters, digits and `-_.:`: safe to log and to send on. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

/** The devise_token_auth headers a sign-in answers and a client keeps and sends back on every call. */
export const AUTH_HEADER_NAMES = ['access-token', 'client', 'expiry', 'token-type', 'uid'] as const;

export type AuthHeaderName = (typeof AUTH_HEADER_NAMES)[number];

/** The ones a signed-in call must send for the api to find its session. */
export const SESSION_HEADER_NAMES = ['access-token', 'client', 'uid'] as const satisfies readonly AuthHeaderName[];
