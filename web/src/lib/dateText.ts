const DAY = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** A moment's day as DD/MM/YYYY in the browser's time zone; empty for a value that is no date. */
export function dayText(moment: string | Date): string {
  const date = new Date(moment);
  return Number.isNaN(date.getTime()) ? '' : DAY.format(date);
}
