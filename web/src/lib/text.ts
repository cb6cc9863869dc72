import type { TermGender } from '@practice/common';
import type { CompanyTerms } from './terms';

/** 'Paciente' → 'paciente', for a term in the middle of a sentence. */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLocaleLowerCase('pt-BR') + text.slice(1);
}

/** 'paciente' → 'Paciente', for a term that opens a sentence or a title. */
export function upperFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);
}

/** One of the company's words with what agrees with it: the word, its plural and its gender. */
export type Term = { singular: string; plural: string; gender: TermGender };

export function companyTerm(terms: CompanyTerms): Term {
  return { singular: terms.company, plural: terms.companyPlural, gender: terms.companyGender };
}

export function customerTerm(terms: CompanyTerms): Term {
  return { singular: terms.customer, plural: terms.customerPlural, gender: terms.customerGender };
}

/** Feminine forms that do not follow the o → a rule. */
const FEMININE_OF: Record<string, string> = {
  um: 'uma',
  uns: 'umas',
  nenhum: 'nenhuma',
  algum: 'alguma',
  do: 'da',
  dos: 'das',
  no: 'na',
  nos: 'nas',
  ao: 'à',
  aos: 'às',
  seu: 'sua',
  seus: 'suas',
  este: 'esta',
  esse: 'essa',
  ele: 'ela',
  eles: 'elas',
};

function feminineWord(word: string): string {
  const lower = word.toLocaleLowerCase('pt-BR');
  let feminine = FEMININE_OF[lower];
  if (feminine === undefined) {
    if (lower.endsWith('os')) feminine = `${lower.slice(0, -2)}as`;
    else if (lower.endsWith('o')) feminine = `${lower.slice(0, -1)}a`;
    else return word;
  }
  const capital = word.charAt(0) !== lower.charAt(0);
  return capital ? upperFirst(feminine) : feminine;
}

/**
 * The words that go with a term, written in the masculine and turned to the term's gender:
 * agree(clínica, 'alterado') → 'alterada', agree(aluna, 'o primeiro') → 'a primeira',
 * agree(clínica, 'Nenhum') → 'Nenhuma'. Only pass words that agree with the term.
 */
export function agree(term: Term | TermGender, masculine: string): string {
  const gender = typeof term === 'string' ? term : term.gender;
  if (gender === 'masculine') return masculine;
  return masculine.replace(/\p{L}+/gu, feminineWord);
}

/**
 * The term after an article or determiner written in the masculine, in lower case as in the middle
 * of a sentence: the(clínica, 'do') → 'da clínica', the(paciente, 'um') → 'um paciente',
 * the(aluna, 'Nenhum') → 'Nenhuma aluna', the(clínica, 'seus', { plural: true }) → 'suas clínicas'.
 */
export function the(term: Term, determiner: string, options: { plural?: boolean } = {}): string {
  const word = lowerFirst(options.plural ? term.plural : term.singular);
  return `${agree(term, determiner)} ${word}`;
}

/** A count with its word in agreement: counted(1, 'concluída', 'concluídas') → '1 concluída'. */
export function counted(count: number, singular: string, plural: string): string {
  return `${count.toLocaleString('pt-BR')} ${count === 1 ? singular : plural}`;
}
