/**
 * The `Idempotency-Key` a create carries, so that a retry of it answers the first answer and writes
 * nothing more. The web makes one per form, the gateway forwards it, the api keeps the first answer.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set on an answer that repeats the first one given for its key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** A key is 1 to 255 printable ASCII characters. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
export const IDEMPOTENCY_KEY_PATTERN = /^[\x20-\x7E]{1,255}$/;
/** How long the api keeps a key's first answer and repeats it. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export function isIdempotencyKey(value: string): boolean {
  return value.length <= IDEMPOTENCY_KEY_MAX_LENGTH && IDEMPOTENCY_KEY_PATTERN.test(value);
}

/** What the api answers about a key, in pt-BR; `stillRunning` (409) tells a client to ask again later. */
export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'A chave Idempotency-Key deve ter de 1 a 255 caracteres ASCII imprimíveis',
  reused: 'Este envio já foi registrado com outros dados. Atualize a página para ver o que foi salvo.',
  stillRunning: 'Este envio ainda está sendo processado. Aguarde alguns instantes e atualize a página.',
  notKept: 'Este pedido já foi atendido, mas a resposta tinha dados sigilosos e não foi guardada. Faça o pedido de novo.',
} as const;
