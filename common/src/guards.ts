/** A plain object read from JSON or a body: not null, not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A C0 control character or DEL, which no one-line text (a name, a description, a file name) keeps. */
// eslint-disable-next-line no-control-regex
export const LINE_CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** `text` without the control characters `LINE_CONTROL_CHARACTER` finds. */
export function withoutControlCharacters(text: string): string {
  return text.replace(new RegExp(LINE_CONTROL_CHARACTER.source, 'g'), '');
}
