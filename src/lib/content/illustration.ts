import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentRoot } from './load.ts';

/**
 * A page's illustration written into its HTML, so it paints with the first frame instead of arriving as a
 * request of its own after the stylesheets (issue 16: the home hero's <img> was the page's LCP, 0.4 s after
 * first paint on slow 4G). Only our own drawings under public/ come through here, at build time.
 *
 * The drawing's own title and labels go: the page names it with its copy (`alt`) on a wrapper, so a screen
 * reader hears one name, the same an <img> had.
 */
export function inlineIllustration(markup: string): string {
  const svg = markup.replace(/<\?xml[^>]*>\s*/, '').replace(/<!--[\s\S]*?-->/g, '').trim();
  if (!/^<svg[\s>]/.test(svg) || !svg.endsWith('</svg>')) throw new Error('An illustration must be one <svg> element');
  // Inline markup runs in the page: a drawing with script, event handlers, foreign HTML or styles (which the
  // CSP's style-src would refuse) is refused here rather than shipped.
  if (/<script|<foreignObject|<style|\son\w+\s*=|\sstyle\s*=|javascript:/i.test(svg)) {
    throw new Error('An illustration may hold only plain drawing elements');
  }
  return svg
    .replace(/<title[^>]*>[\s\S]*?<\/title>\s*/g, '')
    .replace(/<desc[^>]*>[\s\S]*?<\/desc>\s*/g, '')
    .replace(/^<svg\b([^>]*)>/, (_, attributes: string) => {
      const kept = attributes.replace(/\s(role|aria-[\w-]+)="[^"]*"/g, '');
      return `<svg${kept} aria-hidden="true" focusable="false">`;
    });
}

/** Reads `public/<src>` (a site path such as /images/hero-mockup.svg) for inlining. */
export function readIllustration(src: string, root = contentRoot()): string {
  if (!/^\/[\w/.-]+\.svg$/.test(src) || src.includes('..')) throw new Error(`Not an illustration path: ${src}`);
  return inlineIllustration(readFileSync(join(root, 'public', src), 'utf8'));
}
