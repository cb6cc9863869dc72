/** A new company's words until it chooses its own. */
export const DEFAULT_TERMS = {
  company_treatment: 'Empresa',
  company_treatment_plural: 'Empresas',
  customer_treatment: 'Cliente',
  customer_treatment_plural: 'Clientes',
} as const;

/** Words after which the rest of a term is a complement that stays singular ('Casa de Saúde'). */
const CONNECTORS = new Set(['de', 'da', 'do', 'das', 'dos', 'e', 'em', 'na', 'no', 'para', 'com']);

const ACCENTED = /[áéíóúâêôãõà]/i;
const STRESSED_FINAL_S = /[áéíóúâêô]s$/i;

const UNSTRESSED: Record<string, string> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u', â: 'a', ê: 'e', ô: 'o' };

function pluralizeWord(word: string): string {
  const lower = word.toLowerCase();
  const shouting = word.length > 1 && word === word.toUpperCase() && word !== lower;
  const suffix = (replaceLast: number, ending: string) =>
    word.slice(0, word.length - replaceLast) + (shouting ? ending.toUpperCase() : ending);

  if (/ão$/.test(lower)) return suffix(2, 'ões');
  if (/[aeiouâêô]$/.test(lower) || /[áéíóú]$/.test(lower)) return suffix(0, 's');
  if (/[rz]$/.test(lower)) return suffix(0, 'es');
  if (STRESSED_FINAL_S.test(lower)) {
    // Português → Portugueses, Mês → Meses: the accent goes with the added syllable.
    const vowel = lower.at(-2) ?? '';
    return suffix(2, `${UNSTRESSED[vowel] ?? vowel}ses`);
  }
  if (/[sx]$/.test(lower)) return word;
  if (/m$/.test(lower)) return suffix(1, 'ns');
  if (/l$/.test(lower)) {
    // A word already accented elsewhere is stressed before the ending: Nível → Níveis, Fácil → Fáceis.
    const stressedBefore = ACCENTED.test(lower.slice(0, -2));
    if (/al$/.test(lower)) return suffix(1, 'is');
    if (/el$/.test(lower)) return suffix(2, stressedBefore ? 'eis' : 'éis');
    if (/ol$/.test(lower)) return suffix(2, stressedBefore ? 'ois' : 'óis');
    if (/ul$/.test(lower)) return suffix(1, 'is');
    if (/il$/.test(lower)) return suffix(2, stressedBefore ? 'eis' : 'is');
  }
  return suffix(0, 's');
}

/**
 * The plural of a company's own word for itself or its customers, for when only the singular is
 * given: Paciente → Pacientes, Clínica → Clínicas, Doutor → Doutores, Hospital → Hospitais,
 * Homem → Homens, Centro Médico → Centros Médicos, Casa de Saúde → Casas de Saúde.
 */
export function pluralizeTerm(singular: string): string {
  const words = singular.trim().split(/\s+/);
  let complement = false;
  return words
    .map((word, index) => {
      if (index > 0 && CONNECTORS.has(word.toLowerCase())) complement = true;
      return complement || word === '' ? word : pluralizeWord(word);
    })
    .join(' ');
}
