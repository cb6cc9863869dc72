// The area's records as the `/api/v1` REST service sends them and its requests as it takes them
// (api/README.md, "Shapes").

/** The grammatical gender of a company's word. */
export type RestTermGender = 'masculine' | 'feminine';

export interface RestCompany {
  id: number;
  hashid: string;
  name: string | null;
  online_booking_enabled: boolean;
  /** Left out by an upstream that does not know two-step sign-in. */
  require_two_factor?: boolean;
  booking_slot_minutes: number;
  reminder_hours_before: number;
  plan_id: number;
  plan_identifier: string;
  company_treatment: string;
  company_treatment_plural: string;
  customer_treatment: string;
  customer_treatment_plural: string;
  company_treatment_gender: RestTermGender;
  customer_treatment_gender: RestTermGender;
  customer_fields_order: number[] | null;
  image_url: string | null;
  image_id?: number | null;
  professional_role: string | null;
  professional_description: string | null;
  onboarding_completed_at: string | null;
  print_header: string | null;
  print_footer: string | null;
  /** Signed links to the print layout preview, per paper size. */
  print_preview_urls?: Record<PageSize, string>;
}

export interface RestSubscriptionStatus {
  suspended: boolean;
  active: boolean;
  status: string;
  trial_ends_at: string | null;
}

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
