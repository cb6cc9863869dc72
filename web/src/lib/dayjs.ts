// Dates in pt-BR for the screens that compute or write them with dayjs, and for Mantine's date
// pickers, which read dayjs's locale: loaded with those screens, never with the first one (the
// customers list writes its dates with Intl, lib/dateText.ts). The app imports dayjs only from here
// (eslint.config.js), so the locale is set wherever dayjs is used.
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';

dayjs.locale('pt-br');

export default dayjs;
