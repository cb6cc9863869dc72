import { PLAN_IDENTIFIERS, TERM_GENDERS } from '@practice/common';
import { boolean, dateTime, inputOf, integer, type JsonSchema, listOf, nullable, objectOf, oneOfTexts, text } from '../../http/openapi.ts';

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

/** `GET` and `PATCH /api/v1/companies/{companyId}`. */
export const COMPANY_ANSWER = objectOf({ company: companySchema }, { title: 'CompanyAnswer' });

/** A body's keys, none required: the routes read and check them themselves (http/input.ts). */
/** A yes or no as a JSON body or a form sends it. */
export const flag: JsonSchema = { anyOf: [boolean, oneOfTexts(['true', 'false', '1', '0'])] };

/** A whole number as a JSON body or a form sends it. */
const wholeNumber: JsonSchema = { anyOf: [integer, { ...text, pattern: '^\\d+$' }] };

/** A body with an image comes as JSON (the image in base64) or as a multipart form (the image a file part). */
export const WITH_IMAGE_MEDIA_TYPES = ['application/json', 'multipart/form-data'];

/**
 * `[attachment_attributes]` of a record with one image (a company, a user, a customer): a new image,
 * or `_destroy` to remove the current one (attachments/images.ts's readImageChange).
 */
export const imageAttributesSchema = inputOf(
  {
    attachment: { ...text, description: 'A JPG or PNG of at most 5 MB: a data URL or bare base64 (or, in a multipart body, a file part).' },
    id: { anyOf: [integer, text], description: 'With `_destroy`: the image to remove, which must be the current one.' },
    _destroy: { ...flag, description: 'true: remove the current image.' },
  },
  { title: 'ImageAttributes' },
);

const termGender = oneOfTexts(TERM_GENDERS);

/**
 * `PATCH /api/v1/companies/{companyId}`: the keys to change under `company` (update.ts's
 * readCompanyChanges), as JSON or as form fields.
 */
export const COMPANY_BODY = inputOf(
  {
    company: inputOf(
      {
        name: { ...nullable(text), description: 'Blank forgets the name.' },
        company_treatment: { ...text, description: "The company's word ('Clínica')." },
        company_treatment_plural: { ...text, description: 'Made from the singular when left out.' },
        company_treatment_gender: { ...termGender, description: "Needed for a word of the company's own." },
        customer_treatment: { ...text, description: "The word for a customer ('Paciente')." },
        customer_treatment_plural: { ...text, description: 'Made from the singular when left out.' },
        customer_treatment_gender: { ...termGender, description: "Needed for a word of the company's own." },
        // One type, not a choice of list or text: generic gateways cannot make an input of a choice.
        customer_fields_order: {
          ...listOf(integer),
          description: 'Every question of the form once, by id, in order (in a form body, the list as JSON text).',
        },
        professional_role: nullable(text),
        professional_description: nullable(text),
        onboarding_completed_at: { ...nullable(text), description: "'YYYY-MM-DD HH:mm:ss' (UTC) or ISO 8601; blank or null to clear." },
        print_header: { ...nullable(text), description: 'HTML, sanitized as notes are.' },
        print_footer: { ...nullable(text), description: 'HTML, sanitized as notes are.' },
        online_booking_enabled: flag,
        booking_slot_minutes: { ...wholeNumber, description: '5 to 720.' },
        reminder_hours_before: { ...wholeNumber, description: '0 (no reminder) to 168.' },
        require_two_factor: flag,
        attachment_attributes: imageAttributesSchema,
      },
      { title: 'CompanyChanges' },
    ),
  },
  { title: 'CompanyUpdateRequest' },
);
