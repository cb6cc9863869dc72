// react-big-calendar as the agenda and the task calendar both use it: pt-BR words and titles, the
// dayjs localizer and the drag-and-drop wrapper, set up once. Only those two screens load it.
import dayjs from '../../lib/dayjs';
import { Calendar, dayjsLocalizer, type Formats, type Messages } from 'react-big-calendar';
import * as dragAndDrop from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { dayTitle, monthTitle, weekTitle } from './range';

dayjs.locale('pt-br');

export const calendarLocalizer = dayjsLocalizer(dayjs);
export const CALENDAR_CULTURE = 'pt-br';

// The addon ships as CommonJS only: bundled, its default export sits one level down.
const withDragAndDrop = ((dragAndDrop.default as unknown as { default?: typeof dragAndDrop.default }).default ?? dragAndDrop.default) as typeof dragAndDrop.default;

/** The calendar whose events can be dragged (and resized) to another time. */
export function dragAndDropCalendar<TEvent extends object>() {
  return withDragAndDrop<TEvent>(Calendar);
}

/** The toolbar's and the grid's words in pt-BR; each screen names its events and its list view. */
export function calendarMessages(words: { event: string; agenda: string; noEventsInRange: string }): Messages {
  return {
    date: 'Data',
    time: 'Hora',
    allDay: 'Dia todo',
    week: 'Semana',
    work_week: 'Semana útil',
    day: 'Dia',
    month: 'Mês',
    previous: 'Anterior',
    next: 'Próximo',
    yesterday: 'Ontem',
    tomorrow: 'Amanhã',
    today: 'Hoje',
    showMore: (total: number) => `+${total} mais`,
    ...words,
  };
}

/** Titles as a person writes them ('29 de novembro – 5 de dezembro de 2026') and times on the 24-hour clock. */
export const CALENDAR_FORMATS: Formats = {
  monthHeaderFormat: monthTitle,
  dayHeaderFormat: dayTitle,
  dayRangeHeaderFormat: ({ start, end }: { start: Date; end: Date }) => weekTitle(start, end),
  timeGutterFormat: (date: Date) => dayjs(date).format('HH:mm'),
  eventTimeRangeFormat: ({ start, end }: { start: Date; end: Date }) => `${dayjs(start).format('HH:mm')}–${dayjs(end).format('HH:mm')}`,
};
