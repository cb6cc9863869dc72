import { HttpError, type Send } from './rest/client.ts';

/** The public pages' reads (booking page, slots, a reminder's appointment), which the api limits per address. */
const PUBLIC_READ = /^\/api\/v1\/public\//;
/** Addresses remembered past this many make room by forgetting the oldest (the api still refuses them). */
const MAX_REMEMBERED = 10_000;

/**
 * The api's refusal (429) of a public page to an address, given again by the gateway to that
 * address's next public reads until its `Retry-After` has passed, without asking the api: a flood
 * of public pages from one address then costs the api nothing once it is refused, and the gateway
 * no call. Only reads are remembered; a booking's own hourly limit is the api's to judge.
 */
export function rememberPublicRefusals(send: Send, now: () => number = () => Date.now()): Send {
  const refused = new Map<string, { until: number; body: unknown }>();
  return async function sendRemembering(method, path, init) {
    const address = init?.headers?.['x-forwarded-for'];
    if (method !== 'GET' || address === undefined || !PUBLIC_READ.test(path)) return send(method, path, init);
    const remembered = refused.get(address);
    if (remembered) {
      if (remembered.until > now()) throw new HttpError(429, remembered.body, method, path);
      refused.delete(address);
    }
    try {
      return await send(method, path, init);
    } catch (error) {
      if (error instanceof HttpError && error.status === 429 && error.retryAfterSeconds !== undefined) {
        if (refused.size >= MAX_REMEMBERED) {
          const oldest = refused.keys().next();
          if (!oldest.done) refused.delete(oldest.value);
        }
        refused.set(address, { until: now() + error.retryAfterSeconds * 1000, body: error.body });
      }
      throw error;
    }
  };
}
