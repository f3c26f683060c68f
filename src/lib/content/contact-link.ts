import { getSite } from './index';

/**
 * Where a 'Contact' link points: the ContactDialog island opens itself on the click of any
 * `[data-contact-trigger]`, and until it has loaded (or without script) this mailto to support still works.
 */
export function contactMailto(): string {
  const { name, supportEmail } = getSite();
  return `mailto:${supportEmail}?subject=${encodeURIComponent(`${name} contact`)}`;
}
