const graphemes = new Intl.Segmenter('pt-BR', { granularity: 'grapheme' });

/** The first user-perceived character of a word: a whole emoji ('👩🏽‍⚕️'), a letter with its accents. */
function firstGrapheme(word: string): string {
  for (const { segment } of graphemes.segment(word)) return segment;
  return '';
}

/** 'Ana Paula Souza' → 'AS', '🌻 Maria' → '🌻M'; an e-mail stands in when there is no name. */
export function initials(name: string | null | undefined, email: string): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return firstGrapheme(email.trim()).toLocaleUpperCase('pt-BR');
  const first = firstGrapheme(words[0] ?? '');
  const last = words.length > 1 ? firstGrapheme(words[words.length - 1] ?? '') : '';
  return `${first}${last}`.toLocaleUpperCase('pt-BR');
}
