import { agree, customerTerm, lowerFirst, the, type CompanyTerms } from '../../lib/terms';

/** The customer screens' words (spec sections 5 and 8), in the company's terms. */
export const FILL_CORRECTLY = 'Preencha corretamente todos os campos para prosseguir (verifique os obrigatórios)';
export const TABLE_LOAD_FAILED = 'Erro ao carregar os dados';

export function loadFailed(terms: CompanyTerms): string {
  return `Erro ao carregar ${the(customerTerm(terms), 'o')}`;
}

/** The spec's words for a masculine term ('o paciente'), 'a' for the others ('a aluna'). */
export function saveFailed(terms: CompanyTerms): string {
  const customer = lowerFirst(terms.customer);
  return terms.customerGender === 'feminine' ? `Não foi possível cadastrar a ${customer}` : `Não foi possível cadastrar o ${customer}`;
}

export function created(terms: CompanyTerms): string {
  return `${terms.customer} ${agree(customerTerm(terms), 'cadastrado')} com sucesso`;
}

export function updated(terms: CompanyTerms): string {
  return `${terms.customer} ${agree(customerTerm(terms), 'alterado')} com sucesso`;
}

/** The api refuses a registration past the plan's limit with a message that mentions it (spec section 8). */
export function isLimitRefusal(messages: ReadonlyArray<string>): boolean {
  return messages.some((message) => message.toLocaleLowerCase('pt-BR').includes('limite'));
}

export function deleted(terms: CompanyTerms): string {
  return `${terms.customer} ${agree(customerTerm(terms), 'excluído')} com sucesso`;
}

export function deleteFailed(terms: CompanyTerms): string {
  return `Erro ao excluir ${the(customerTerm(terms), 'o')}`;
}

export function archived(terms: CompanyTerms): string {
  return `${terms.customer} ${agree(customerTerm(terms), 'arquivado')} com sucesso`;
}

export function archiveFailed(terms: CompanyTerms): string {
  return `Erro ao arquivar ${the(customerTerm(terms), 'o')}`;
}

export function restored(terms: CompanyTerms): string {
  return `${terms.customer} ${agree(customerTerm(terms), 'restaurado')} com sucesso`;
}

export function restoreFailed(terms: CompanyTerms): string {
  return `Erro ao restaurar ${the(customerTerm(terms), 'o')}`;
}

/** The banner of an archived customer's page: 'Cliente arquivado em 10/03/2026'. */
export function archivedOn(terms: CompanyTerms, date: string): string {
  return `${terms.customer} ${agree(customerTerm(terms), 'arquivado')} em ${date}`;
}

/** The api's refusal to delete a customer with notes (Lei 13.787/2018 keeps clinical records). */
export const CUSTOMER_WITH_NOTES = 'Clientes com anotações não podem ser excluídos; arquive-os';
