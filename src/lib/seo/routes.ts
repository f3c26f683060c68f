/**
 * Routes that search engines should not index: the client-only app screens and the 404 page.
 * Shared by the sitemap, robots.txt and the layouts' robots tag.
 */
export const NOINDEX_ROUTES = ['/upload', '/dashboard', '/editor', '/cv-editor', '/login', '/register', '/account', '/404'] as const;

/** The canonical form of a page path: no ".html", no "/index", no trailing slash ("/about"). */
export function canonicalPath(pathname: string): string {
  const path = pathname.replace(/\.html$/, '').replace(/\/index$/, '').replace(/\/+$/, '');
  return path || '/';
}

/** True when a page may be indexed and belongs in the sitemap. */
export function isIndexable(pathname: string): boolean {
  return !(NOINDEX_ROUTES as readonly string[]).includes(canonicalPath(pathname));
}
