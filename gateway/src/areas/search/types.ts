// The area's records as the `/api/v1` REST service sends them and its requests as it takes them
// (api/README.md, "Shapes").

import type { ApiAnswer } from '../../rest/answers.ts';

export type RestSearchResult = ApiAnswer<'/api/v1/search'>;

export type RestSearchTask = RestSearchResult['tasks']['items'][number];
export type RestSearchCustomer = RestSearchResult['customers']['items'][number];
export type RestSearchAppointment = RestSearchResult['appointments']['items'][number];
