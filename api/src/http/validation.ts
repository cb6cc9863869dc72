import { HttpError, MESSAGES } from './errors.ts';

export const VALIDATION = {
  blank: 'não pode ficar em branco',
  invalid: 'não é válido',
  taken: 'já está em uso',
  tooShort: (min: number) => `é muito curta (mínimo: ${min} caracteres)`,
  tooLong: (max: number) => `é muito longo (máximo: ${max} caracteres)`,
} as const;

/**
 * Collects field errors and turns them into the Rails answer:
 * `422 { message, errors: { field: [msg] }, full_messages: ["Label msg"] }`.
 */
export class FieldErrors {
  private readonly byField = new Map<string, string[]>();
  /** Messages that read as a sentence of their own, shown without the field's label. */
  private readonly standalone = new Set<string>();

  /** `labels` name each field in the full messages ('E-mail já está em uso'). */
  constructor(private readonly labels: Record<string, string>) {}

  /** `standalone` for a whole sentence ('Já existe uma opção similar em sua lista'), listed without the label. */
  add(field: string, message: string, options: { standalone?: boolean } = {}): void {
    const list = this.byField.get(field) ?? [];
    if (!list.includes(message)) list.push(message);
    this.byField.set(field, list);
    if (options.standalone) this.standalone.add(message);
  }

  has(field: string): boolean {
    return this.byField.has(field);
  }

  /** One field's messages, to carry errors found apart (an upload) into another list. */
  messages(field: string): readonly string[] {
    return this.byField.get(field) ?? [];
  }

  get empty(): boolean {
    return this.byField.size === 0;
  }

  fullMessages(): string[] {
    const result: string[] = [];
    for (const [field, messages] of this.byField) {
      const label = this.labels[field] ?? field;
      for (const message of messages) result.push(this.standalone.has(message) ? message : `${label} ${message}`);
    }
    return result;
  }

  /**
   * The 422 error. devise_token_auth's sign-up also lists the full messages inside `errors`,
   * which is where the signup screen reads them (`nestFullMessages`).
   */
  toError(options: { nestFullMessages?: boolean } = {}): HttpError {
    const fullMessages = this.fullMessages();
    const errors: Record<string, string[]> = Object.fromEntries(this.byField);
    if (options.nestFullMessages) errors.full_messages = fullMessages;
    const message = fullMessages.length ? `A validação falhou: ${fullMessages.join(', ')}` : MESSAGES.invalid;
    return new HttpError(422, message, { errors, full_messages: fullMessages });
  }

  throwIfAny(options: { nestFullMessages?: boolean } = {}): void {
    if (!this.empty) throw this.toError(options);
  }
}

/** A 422 about the request as a whole, in the Rails shape under `base`. */
export function baseError(message: string): HttpError {
  return new HttpError(422, message, { errors: { base: [message] }, full_messages: [message] });
}
