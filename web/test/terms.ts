import type { CompanyTerms } from '../src/lib/terms';

/** A clinic that serves patients: 'a clínica', 'o paciente'. */
export const CLINIC_TERMS: CompanyTerms = {
  company: 'Clínica',
  companyPlural: 'Clínicas',
  companyGender: 'feminine',
  customer: 'Paciente',
  customerPlural: 'Pacientes',
  customerGender: 'masculine',
};
