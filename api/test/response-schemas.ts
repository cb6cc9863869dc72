// The check behind every api test (vitest.config.ts's setup file): each answer of a route that
// declares a response schema must be what that schema says, and written as JSON.stringify writes it
// (http/openapi.ts's describeOnly), byte for byte. A mismatch is kept and fails the test it happened in.
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REPLAYED_HEADER } from '../src/http/idempotency.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const ajv = addFormats(new Ajv({ allErrors: true, strict: true, strictRequired: false }));
const validators = new WeakMap<object, ValidateFunction>();
const mismatches: string[] = [];
const expected = new WeakMap<FastifyRequest, string>();

function validatorOf(schema: object): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  return validate;
}

/** The schema a route declares for `status`: by its code, then its class (`2xx`), then `default`. */
function declared(request: FastifyRequest, status: number): object | undefined {
  const response = request.routeOptions.schema?.response as Record<string, object> | undefined;
  return response?.[String(status)] ?? response?.[`${String(status)[0]}xx`] ?? response?.default;
}

/** Checks every answer `app` gives from now on; registered before it listens. */
export function checkAnswers(app: FastifyInstance): void {
  // A route may serialize its answer itself (http/idempotency.ts keeps the text it answers): what it
  // meant to write is noted there, as it is where Fastify serializes an object.
  app.addHook('onRequest', async (request, reply) => {
    const serialize = reply.serialize.bind(reply);
    reply.serialize = (payload: unknown) => {
      expected.set(request, JSON.stringify(payload));
      return serialize(payload);
    };
  });
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (declared(request, reply.statusCode)) expected.set(request, JSON.stringify(payload));
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const schema = declared(request, reply.statusCode) as { type?: string; content?: Record<string, unknown> } | undefined;
    if (!schema) return payload;
    const route = `${request.method} ${request.routeOptions.url} (${reply.statusCode})`;
    if (schema.content) {
      const type = String(reply.getHeader('content-type') ?? '').split(';')[0]!.trim();
      if (!(type in schema.content)) mismatches.push(`${route}: answered ${type || 'no content type'}, not ${Object.keys(schema.content).join(' or ')}`);
      return payload;
    }
    if (schema.type === 'null') {
      if (payload !== undefined && payload !== null && payload !== '') mismatches.push(`${route}: answered a body where none is declared`);
      return payload;
    }
    let answer: unknown;
    try {
      if (typeof payload !== 'string') throw new TypeError('not text');
      answer = JSON.parse(payload);
    } catch {
      mismatches.push(`${route}: answered something other than JSON text`);
      return payload;
    }
    // A retry with the same Idempotency-Key answers the first answer's text as it was kept: that
    // text was checked when it was first written, and is still checked against the schema below.
    const replayed = reply.getHeader(REPLAYED_HEADER) === 'true';
    if (!replayed && expected.get(request) !== payload) mismatches.push(`${route}: not written as JSON.stringify writes it`);
    const validate = validatorOf(schema);
    if (!validate(answer)) {
      for (const error of validate.errors ?? []) mismatches.push(`${route}: ${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`);
    }
    return payload;
  });
}

/** The mismatches seen since the last call, which forgets them. */
export function takeMismatches(): string[] {
  return mismatches.splice(0);
}
