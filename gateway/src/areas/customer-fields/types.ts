// The area's records as the `/api/v1` REST service sends them and its requests as it takes them
// (api/README.md, "Shapes").

export type RestAnswerType =
  | 'short_text'
  | 'text'
  | 'multiple_choice'
  | 'multiple_response'
  | 'selectbox'
  | 'rg'
  | 'cpf'
  | 'date'
  | 'time'
  | 'phone';

export interface RestCustomerField {
  id: number;
  company_id: number;
  question: string;
  answer_type: RestAnswerType;
  mandatory: boolean;
  options: string[] | null;
  created_at: string;
  updated_at: string;
}

export interface CustomerFieldChanges {
  question: string;
  answer_type: RestAnswerType;
  mandatory: boolean;
  options: string[];
}
