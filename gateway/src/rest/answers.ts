// The api's answers and bodies by route, from the types generated from its description
// (src/generated/api.ts, made by rest-types.ts from api/openapi.json). An area's `types.ts` names
// the records it reads with these, so a change of the api's answers shows in the gateway's types.
import type { paths } from '../generated/api.ts';

export type ApiPath = keyof paths;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The JSON the api answers to `method path` with `status` (200 unless said). */
export type ApiAnswer<P extends ApiPath, M extends Method = 'get', S extends number = 200> = paths[P][M] extends { responses: infer Responses }
  ? S extends keyof Responses
    ? Responses[S] extends { content: { 'application/json': infer Answer } }
      ? Answer
      : never
    : never
  : never;

/** The JSON body the api takes for `method path`. */
export type ApiBody<P extends ApiPath, M extends Method = 'post'> = paths[P][M] extends { requestBody?: { content: { 'application/json': infer Body } } } ? Body : never;

/** A GraphQL enum value as the api's word for it (`SCHEDULED` → `scheduled`), typed as such. */
export function apiWord<Value extends string>(value: Value): Lowercase<Value> {
  return value.toLowerCase() as Lowercase<Value>;
}
