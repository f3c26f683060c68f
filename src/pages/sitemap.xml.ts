import type { APIRoute } from 'astro';
import { canonicalPath, isIndexable } from '@/lib/seo/routes';

/** Every indexable page, found from the pages folder so a new page is listed without edits here. */
const pageFiles = Object.keys(import.meta.glob('./**/*.astro'));

export const GET: APIRoute = ({ site }) => {
  const paths = pageFiles
    .map((file) => canonicalPath(file.replace(/^\./, '').replace(/\.astro$/, '')))
    .filter(isIndexable)
    .sort();
  const urls = paths.map((path) => `  <url><loc>${new URL(path, site).href}</loc></url>`).join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, { headers: { 'Content-Type': 'application/xml' } });
};
