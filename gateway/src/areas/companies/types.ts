// The area's records as the `/api/v1` REST service sends them and its requests as it takes them
// (api/README.md, "Shapes").

import type { ApiAnswer } from '../../rest/answers.ts';

/** The grammatical gender of a company's word. */
export type RestTermGender = 'masculine' | 'feminine';

export type RestCompany = ApiAnswer<'/api/v1/companies/{companyId}'>['company'];

export type RestSubscriptionStatus = ApiAnswer<'/api/v1/companies/{companyId}/subscription_status'>['data']['attributes'];

export interface CompanyChanges {
  require_two_factor?: 'true' | 'false';
  /** Blank forgets the name. */
  name?: string;
  online_booking_enabled?: 'true' | 'false';
  booking_slot_minutes?: number;
  reminder_hours_before?: number;
  company_treatment?: string;
  company_treatment_plural?: string;
  customer_treatment?: string;
  customer_treatment_plural?: string;
  company_treatment_gender?: RestTermGender;
  customer_treatment_gender?: RestTermGender;
  professional_role?: string;
  professional_description?: string | null;
  onboarding_completed_at?: string;
  customer_fields_order?: number[];
  print_header?: string;
  print_footer?: string;
}

export type PageSize = 'A4' | 'A5';
