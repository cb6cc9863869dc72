import { RICH_TEXT_MAX } from '@practice/common';
import { statusOfRequestError } from '../../relay/requestErrors';

/** The most text a note's body may have, counted as the api counts it: a longer draft is not sent. */
export const NOTE_BODY_MAX_LENGTH = RICH_TEXT_MAX;

const megabytes = (value: number) => value.toLocaleString('pt-BR', { maximumFractionDigits: 1 });

export function noteTooLarge(limitMegabytes: string): string {
  return `A anotação passou do tamanho máximo de ${limitMegabytes} MB`;
}

/** What to say of a body longer than the limit, before sending it. */
export function tooLargeBeforeSending(html: string): string | null {
  return html.length > NOTE_BODY_MAX_LENGTH ? noteTooLarge(megabytes(NOTE_BODY_MAX_LENGTH / 1_000_000)) : null;
}

/** A refusal of the body's size in a payload's messages ('... é muito longo (máximo: 200000 caracteres)'), with the server's limit. */
export function tooLargeInMessages(messages: readonly string[]): string | null {
  for (const message of messages) {
    const match = /muito longo \(máximo: (\d+) caracteres\)/.exec(message);
    if (match) return noteTooLarge(megabytes(Number(match[1]) / 1_000_000));
  }
  return null;
}

/** A request refused as too large (413), with the limit its message names ('... tamanho máximo de 8 MB'). */
export function tooLargeRequest(error: unknown): string | null {
  if (statusOfRequestError(error) !== 413) return null;
  const named = error instanceof Error ? /(\d+(?:[.,]\d+)?) MB/.exec(error.message)?.[1] : undefined;
  return noteTooLarge(named ?? megabytes(NOTE_BODY_MAX_LENGTH / 1_000_000));
}
