import { createHash } from 'node:crypto';

/** CSP source expression ('sha256-…') for an inline script or style body. */
export function cspHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/**
 * Inline <script> (executable types only) and <style> bodies in an HTML document.
 * JSON-LD and other data blocks are not executed, so CSP does not govern them.
 */
export function inlineBlocks(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs = '']) => !/\bsrc=/.test(attrs) && !/type=["']?application\/(ld\+)?json/i.test(attrs))
    .map(([, , body]) => body!)
    .filter((body) => body.length > 0);
  const styles = [...html.matchAll(/<style(\s[^>]*)?>([\s\S]*?)<\/style>/gi)].map(([, , body]) => body!);
  return { scripts, styles };
}
