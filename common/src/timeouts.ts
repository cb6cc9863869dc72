/**
 * The time-out ladder: each layer waits longer than the one below it, so no layer reports a failure
 * for work a lower one will still finish, and the page reads the gateway's own answer (the api's, or
 * its time-out) instead of giving up first on a write the api is still making.
 */

/** The api's own limit: a request not wholly received by then is answered 408 and never run. */
export const API_REQUEST_TIMEOUT_MS = 28_000;

/** The spec's time-out of a call to the api, which the gateway applies to each call it makes (`UPSTREAM_TIMEOUT_MS`'s default). */
export const GATEWAY_UPSTREAM_TIMEOUT_MS = 29_500;

/** How long the page waits for the gateway's answer; raise it with `UPSTREAM_TIMEOUT_MS`. */
export const WEB_REQUEST_TIMEOUT_MS = GATEWAY_UPSTREAM_TIMEOUT_MS + 5_000;
