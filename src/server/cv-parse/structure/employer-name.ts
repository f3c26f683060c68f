/**
 * What an employer's printed name carries that is no part of the name. Europass, and the CVs written after it,
 * print the employer's website under (or after) its name ('Ethicsoft,' over 'http://ethicsoft.it/'): the address
 * says where the employer is on the web, not what it is called. A name that is itself a domain ('Amazon.com',
 * 'Example.com') has no scheme and no 'www.', and stays.
 */
const WEB_ADDRESS = /(?:^|[\s,;|])(?:https?:\/\/|www\.)\S*/giu;

/** The employer's name without a web address printed beside it ('myself, http://example.eu' → 'myself'). */
export function withoutWebAddress(company: string): string {
  const name = company.replace(WEB_ADDRESS, ' ');
  return name === company ? company : name.replace(/[\s,;|]+$/, '').replace(/\s+/g, ' ').trim();
}
