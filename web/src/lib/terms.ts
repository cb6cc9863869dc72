import { createContext, useContext } from 'react';
import { graphql, readInlineData } from 'react-relay';
import type { TermGender } from '@practice/common';
import type { terms_company$key } from './__generated__/terms_company.graphql';

export type { TermGender };

/** The company's own words for itself and for the people it serves, capitalised as stored, with their gender. */
export type CompanyTerms = {
  company: string;
  companyPlural: string;
  companyGender: TermGender;
  customer: string;
  customerPlural: string;
  customerGender: TermGender;
};

export const DEFAULT_TERMS: CompanyTerms = {
  company: 'Empresa',
  companyPlural: 'Empresas',
  companyGender: 'feminine',
  customer: 'Cliente',
  customerPlural: 'Clientes',
  customerGender: 'masculine',
};

type CompanyTreatments = {
  readonly companyTreatment?: string | null;
  readonly companyTreatmentPlural?: string | null;
  readonly companyTreatmentGender?: string | null;
  readonly customerTreatment?: string | null;
  readonly customerTreatmentPlural?: string | null;
  readonly customerTreatmentGender?: string | null;
};

/** 'FEMININE' (GraphQL) or 'feminine' (REST) → 'feminine'; anything else → the fallback. */
export function genderOf(value: string | null | undefined, fallback: TermGender): TermGender {
  const lower = value?.toLowerCase();
  return lower === 'feminine' || lower === 'masculine' ? lower : fallback;
}

/** Terms from the company's record; a blank one falls back to the default word and its gender. */
export function termsFromCompany(company: CompanyTreatments | null | undefined): CompanyTerms {
  const pick = (value: string | null | undefined, fallback: string) => value?.trim() || fallback;
  const companyTerm = company?.companyTreatment?.trim();
  const customerTerm = company?.customerTreatment?.trim();
  return {
    company: pick(companyTerm, DEFAULT_TERMS.company),
    companyPlural: pick(company?.companyTreatmentPlural, DEFAULT_TERMS.companyPlural),
    companyGender: companyTerm ? genderOf(company?.companyTreatmentGender, DEFAULT_TERMS.companyGender) : DEFAULT_TERMS.companyGender,
    customer: pick(customerTerm, DEFAULT_TERMS.customer),
    customerPlural: pick(company?.customerTreatmentPlural, DEFAULT_TERMS.customerPlural),
    customerGender: customerTerm ? genderOf(company?.customerTreatmentGender, DEFAULT_TERMS.customerGender) : DEFAULT_TERMS.customerGender,
  };
}

/** The company's words, as every operation that shows or changes them selects them. */
const termsFragment = graphql`
  fragment terms_company on Company @inline {
    companyTreatment
    companyTreatmentPlural
    companyTreatmentGender
    customerTreatment
    customerTreatmentPlural
    customerTreatmentGender
  }
`;

/** The terms of a company read through `...terms_company`. */
export function termsOf(company: terms_company$key | null | undefined): CompanyTerms {
  return termsFromCompany(company ? readInlineData(termsFragment, company) : null);
}

export const CompanyTermsContext = createContext<CompanyTerms>(DEFAULT_TERMS);

/** The signed-in company's words, provided by the main layout from its viewer query. */
export function useCompanyTerms(): CompanyTerms {
  return useContext(CompanyTermsContext);
}

// The words that agree with a term need no Relay, so the route table reads them from text.ts.
export { agree, companyTerm, customerTerm, lowerFirst, the, upperFirst, type Term } from './text';
