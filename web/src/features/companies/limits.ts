/** The api's limit for the company's own name. */
export const COMPANY_NAME_MAX = 120;
