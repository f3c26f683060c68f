// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { hydrationDirectives } from './src/integrations/hydration-directives.ts';

export default defineConfig({
  site: process.env.SITE_URL ?? 'https://hirewise.netlify.app',
  output: 'static',
  trailingSlash: 'never',
  // about.html rather than about/index.html, so /about is the canonical URL on Netlify and locally.
  build: { format: 'file', inlineStylesheets: 'never' },
  integrations: [react(), hydrationDirectives()],
  devToolbar: { enabled: false },
  // Never inline bundled scripts: inline code would need a CSP hash per build; external files are allowed by 'self'.
  vite: { build: { assetsInlineLimit: (file) => (file.endsWith('.js') ? false : undefined) } },
});
