// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';

export default defineConfig({
  site: process.env.SITE_URL ?? 'https://hirewise.netlify.app',
  output: 'static',
  trailingSlash: 'never',
  // about.html rather than about/index.html, so /about is the canonical URL on Netlify and locally.
  build: { format: 'file', inlineStylesheets: 'never' },
  integrations: [react()],
  devToolbar: { enabled: false },
});
