/**
 * Indian colleges print the university that awards their degrees beside their name: 'Affiliated to Anna University'
 * on a line under it, '(Affiliated to VTU, Belagavi)' or ', affiliated to Mumbai University' after it. The affiliation
 * is neither a school attended nor part of the college's name.
 */

/** 'affiliated to' or 'affiliated with', maybe after the college's kind ('An Autonomous Institute Affiliated to VTU'). */
const AFFILIATED = String.raw`(?:an?\s+)?(?:autonomous(?:\s+(?:institute|institution|college))?\s*,?\s*)?(?:permanently\s+)?affiliated\s+(?:to|with)\s+`;

/** A line that only names the affiliation, maybe in brackets. */
const AFFILIATION_LINE = new RegExp(String.raw`^\(?\s*${AFFILIATED}[^()]+(?:\([^()]*\))?\s*\)?\.?$`, 'i');

/** The affiliation after the college's name: in brackets, or after a comma or a dash, to the end. */
const AFFILIATION_AFTER = new RegExp(String.raw`\s*\(\s*${AFFILIATED}[^()]*(?:\([^()]*\))?[^()]*\)|\s*[,–—-]\s*${AFFILIATED}.*$`, 'i');

export function isAffiliation(text: string): boolean {
  return AFFILIATION_LINE.test(text.trim());
}

/** 'Suguna College of Engineering (Affiliated to Anna University), Coimbatore' → 'Suguna College of Engineering, Coimbatore'. */
export function withoutAffiliation(text: string): string {
  return text.replace(AFFILIATION_AFTER, '');
}
