/**
 * The address a CV link may open, or null when it must stay plain text. CV links come from uploaded files and
 * user typing, so only web and mail addresses become links (never `javascript:` or `data:`); an address
 * written without a scheme ('linkedin.com/in/ada') is read as https.
 */
export function linkHref(url: string): string | null {
  const trimmed = url.trim();
  if (!trimmed) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, '')}`;
  try {
    const parsed = new URL(withScheme);
    if (parsed.protocol === 'mailto:') return parsed.href;
    if ((parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname.includes('.')) return parsed.href;
    return null;
  } catch {
    return null;
  }
}
