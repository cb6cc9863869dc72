/**
 * How many elements deep stored rich text may nest. Real notes stay far below (a table cell
 * holding a list of lists with bold links is about twelve); deeper markup is kept as its text, so
 * no reader or printer of a body has to follow thousands of levels.
 */
export const RICH_TEXT_MAX_NESTING = 32;
