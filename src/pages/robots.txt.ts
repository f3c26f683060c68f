import type { APIRoute } from 'astro';
import { NOINDEX_ROUTES } from '@/lib/seo/routes';

export const GET: APIRoute = ({ site }) => {
  const disallow = NOINDEX_ROUTES.map((path) => `Disallow: ${path}`).join('\n');
  return new Response(`User-agent: *\n${disallow}\n\nSitemap: ${new URL('/sitemap.xml', site).href}\n`, {
    headers: { 'Content-Type': 'text/plain' },
  });
};
