import { lowerFirst, type CompanyTerms } from '../../lib/terms';

/** The form builder's words (spec sections 2 and 8). */
export const FIXED_FIELD_WARNING = 'Esse é um campo fixo e não pode ser editado. Ele será útil para você mais tarde.';
export const QUESTION_CREATED = 'Pergunta criada com sucesso';
export const QUESTION_UPDATED = 'Pergunta alterada com sucesso';
export const QUESTION_DELETED = 'Pergunta excluída com sucesso';
export const QUESTION_NOT_SAVED = 'Não foi possível salvar a pergunta';
export const DELETE_FAILED = 'Erro ao excluir pergunta';
export const ORDER_NOT_SAVED = 'Erro ao salvar a ordem das perguntas';

/** The spec's words for a feminine term ('da clínica'), 'do' for the others ('do consultório'). */
export function loadFailedMessage(terms: CompanyTerms): string {
  const company = lowerFirst(terms.company);
  return terms.companyGender === 'feminine' ? `Erro ao carregar as perguntas da ${company}` : `Erro ao carregar as perguntas do ${company}`;
}

/** The api's names of a question's fields, as the user knows them. */
const FIELD_LABELS: Record<string, string> = {
  question: 'Pergunta',
  answer_type: 'Tipo de resposta',
  mandatory: 'Obrigatória',
  options: 'Opções',
};

/** One toast line per refusal the server gave: 'Motivo: [Opções] Já existe uma opção similar em sua lista'. */
export function reasonMessages(errors: ReadonlyArray<{ field: string; messages: ReadonlyArray<string> }>): string[] {
  return errors.flatMap(({ field, messages }) => messages.map((message) => `Motivo: [${FIELD_LABELS[field] ?? field}] ${message}`));
}
