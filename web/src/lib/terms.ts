import { createContext, useContext } from 'react';

/** The company's own words for itself and for the people it serves, capitalised as stored. */
export type CompanyTerms = {
  company: string;
  companyPlural: string;
  customer: string;
  customerPlural: string;
};

export const DEFAULT_TERMS: CompanyTerms = {
  company: 'Empresa',
  companyPlural: 'Empresas',
  customer: 'Cliente',
  customerPlural: 'Clientes',
};

type CompanyTreatments = {
  readonly companyTreatment?: string | null;
  readonly companyTreatmentPlural?: string | null;
  readonly customerTreatment?: string | null;
  readonly customerTreatmentPlural?: string | null;
};

/** Terms from the company's record; a blank one falls back to the default word. */
export function termsFromCompany(company: CompanyTreatments | null | undefined): CompanyTerms {
  const pick = (value: string | null | undefined, fallback: string) => value?.trim() || fallback;
  return {
    company: pick(company?.companyTreatment, DEFAULT_TERMS.company),
    companyPlural: pick(company?.companyTreatmentPlural, DEFAULT_TERMS.companyPlural),
    customer: pick(company?.customerTreatment, DEFAULT_TERMS.customer),
    customerPlural: pick(company?.customerTreatmentPlural, DEFAULT_TERMS.customerPlural),
  };
}

export const CompanyTermsContext = createContext<CompanyTerms>(DEFAULT_TERMS);

/** The signed-in company's words, provided by the main layout from its viewer query. */
export function useCompanyTerms(): CompanyTerms {
  return useContext(CompanyTermsContext);
}

/** 'Paciente' → 'paciente', for a term in the middle of a sentence. */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLocaleLowerCase('pt-BR') + text.slice(1);
}

/** 'paciente' → 'Paciente', for a term that opens a sentence or a title. */
export function upperFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);
}
