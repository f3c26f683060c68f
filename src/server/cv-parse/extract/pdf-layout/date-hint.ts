/** A year or an open end ('present'): what marks a row as a date. */
export const DATE_HINT = /\b(?:19|20)\d{2}\b|\b(?:present|current|now)\b/i;
