import { sql } from 'kysely';
import type { Executor } from '../../db/index.ts';
import { has, text, type Input } from '../../http/input.ts';
import { FieldErrors, VALIDATION } from '../../http/validation.ts';
import { readRichText } from '../../rich-text/input.ts';

export const TEMPLATE_MESSAGES = {
  nameBlank: 'Preencha o nome do modelo',
  nameTaken: 'Já existe um modelo com o nome informado, escolha outro nome',
} as const;

const NAME_MAX = 255;

export function templateErrors(): FieldErrors {
  return new FieldErrors({ name: 'Nome', body: 'Conteúdo' });
}

export type TemplateValues = {
  name: string;
  body: string;
};

/**
 * `note_template[name]` and `note_template[body]` over `current` for an update: the name is
 * required and unique in the company ignoring case and accents ('Avaliação' and 'avaliacao' are
 * the same), the body required. Throws the 422.
 */
export async function readTemplate(
  db: Executor,
  companyId: number,
  input: Input,
  current?: { id: number } & TemplateValues,
): Promise<TemplateValues> {
  const errors = templateErrors();
  const name = has(input, 'name') || !current ? (text(input, 'name') ?? '') : current.name;
  if (name === '') errors.add('name', TEMPLATE_MESSAGES.nameBlank, { standalone: true });
  else if (name.length > NAME_MAX) errors.add('name', VALIDATION.tooLong(NAME_MAX));
  else if (await nameTaken(db, companyId, name, current?.id)) errors.add('name', TEMPLATE_MESSAGES.nameTaken, { standalone: true });

  const body = await readRichText(db, companyId, has(input, 'body') || !current ? { body: '', ...input } : input, 'body', errors, {
    required: true,
  });
  errors.throwIfAny();
  return { name, body: body ?? current!.body };
}

export async function nameTaken(db: Executor, companyId: number, name: string, exceptId?: number): Promise<boolean> {
  let query = db
    .selectFrom('note_templates')
    .select('id')
    .where('company_id', '=', companyId)
    .where('name_key', '=', sql<string>`search_normalize(${name}::text)`);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The same refusal when two requests pass the check together and the unique index stops the second. */
export function nameTakenError() {
  const errors = templateErrors();
  errors.add('name', TEMPLATE_MESSAGES.nameTaken, { standalone: true });
  return errors.toError();
}
