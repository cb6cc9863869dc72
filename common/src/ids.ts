/**
 * A record's id as text (a route param, a query string, a signed URL's reader): 1 to 9 digits, so it
 * always fits the database's integer ids. Whether it is above zero is each reader's check.
 */
export const ID_PATTERN = /^\d{1,9}$/;

/** The same digits, to be part of a longer pattern (`field:12`). */
export const ID_DIGITS = ID_PATTERN.source.slice(1, -1);
