import type { RestCustomerField } from '../src/areas/customer-fields/index.ts';
import type { RestCustomer } from '../src/areas/customers/index.ts';

/** The demo clinic's form: a date, a choice with 'Outros' and a line of text. */
export const customerFields: RestCustomerField[] = [
  { id: 31, company_id: 7, question: 'Data de nascimento', answer_type: 'date', mandatory: true, options: [], created_at: '2026-01-11T10:00:00.000Z', updated_at: '2026-01-11T10:00:00.000Z' },
  { id: 32, company_id: 7, question: 'Como nos conheceu?', answer_type: 'multiple_response', mandatory: false, options: ['Google', 'Outros'], created_at: '2026-01-11T10:01:00.000Z', updated_at: '2026-01-11T10:01:00.000Z' },
  { id: 33, company_id: 7, question: 'Convênio', answer_type: 'short_text', mandatory: false, options: [], created_at: '2026-01-11T10:02:00.000Z', updated_at: '2026-01-11T10:02:00.000Z' },
];

export function restCustomer(id: number, name: string, fieldsValues: RestCustomer['fields_values'] = {}): RestCustomer {
  return {
    id,
    company_id: 7,
    name,
    image_url: null,
    image_id: null,
    created_at: '2026-02-01T12:00:00.000Z',
    updated_at: '2026-02-01T12:00:00.000Z',
    archived_at: null,
    fields_values: fieldsValues,
  };
}
