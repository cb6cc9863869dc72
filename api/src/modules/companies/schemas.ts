import { PLAN_IDENTIFIERS, TERM_GENDERS } from '@practice/common';
import { boolean, dateTime, integer, listOf, nullable, objectOf, oneOfTexts, text } from '../../http/openapi.ts';

/** The company as serializeCompany answers it (inside a user, and from its own routes). */
export const companySchema = objectOf(
  {
    id: integer,
    hashid: { ...text, description: 'The company in public links (online booking, signed PDFs).' },
    name: nullable(text),
    plan_id: integer,
    plan_identifier: oneOfTexts(PLAN_IDENTIFIERS),
    payment_customer_id: nullable(text),
    payment_subscription_id: nullable(text),
    company_treatment: text,
    company_treatment_plural: text,
    customer_treatment: text,
    customer_treatment_plural: text,
    company_treatment_gender: oneOfTexts(TERM_GENDERS),
    customer_treatment_gender: oneOfTexts(TERM_GENDERS),
    customer_fields_order: listOf(integer),
    image_url: { ...nullable(text), description: 'A signed link, good for the next hour.' },
    image_id: nullable(integer),
    professional_role: nullable(text),
    professional_description: nullable(text),
    onboarding_completed_at: nullable(dateTime),
    print_header: { ...nullable(text), description: 'HTML, its images by signed links.' },
    print_footer: nullable(text),
    print_preview_urls: objectOf({ A4: text, A5: text }, { title: 'PrintPreviewUrls' }),
    online_booking_enabled: boolean,
    booking_slot_minutes: integer,
    reminder_hours_before: integer,
    require_two_factor: boolean,
    created_at: dateTime,
    updated_at: dateTime,
  },
  { title: 'Company' },
);
