/** The grammatical gender of a company's word: 'o consultório' is masculine, 'a clínica' feminine. */
export type TermGender = 'masculine' | 'feminine';

export const TERM_GENDERS: readonly TermGender[] = ['masculine', 'feminine'];

/** The suggested words for the company and for the people it serves, with their gender (spec section 2). */
export const COMPANY_TERM_GENDERS: Readonly<Record<string, TermGender>> = {
  Consultório: 'masculine',
  Clínica: 'feminine',
  Instituto: 'masculine',
  Academia: 'feminine',
  Empresa: 'feminine',
  Escritório: 'masculine',
};

export const CUSTOMER_TERM_GENDERS: Readonly<Record<string, TermGender>> = {
  Paciente: 'masculine',
  Cliente: 'masculine',
  Aluno: 'masculine',
  Coachee: 'masculine',
};

function comparable(term: string): string {
  return term.trim().toLocaleLowerCase('pt-BR');
}

/**
 * The gender of a suggested word, matched ignoring case and surrounding spaces; undefined for a word
 * of the company's own, whose gender must be asked.
 */
export function knownTermGender(kind: 'company' | 'customer', term: string): TermGender | undefined {
  const known = kind === 'company' ? COMPANY_TERM_GENDERS : CUSTOMER_TERM_GENDERS;
  const wanted = comparable(term);
  const match = Object.keys(known).find((word) => comparable(word) === wanted);
  return match ? known[match] : undefined;
}
