/**
 * Typed, validated access to the copy in src/content (reads files): at build time, and in the API functions that
 * word answers (the coach's).
 * Each getter validates its files once; a broken file fails the build naming the file and field.
 */
import { loadContent, loadContentParts } from './load.ts';
import { siteSchema } from './schemas/site.ts';
import { homeSchema } from './schemas/home.ts';
import { pricingSchema } from './schemas/pricing.ts';
import { aboutSchema } from './schemas/about.ts';
import { productSchema } from './schemas/product.ts';
import { appSchema } from './schemas/app.ts';

function once<T>(load: () => T): () => T {
  let cached: T | undefined;
  return () => (cached ??= load());
}

export const getSite = once(() => loadContent('site.yaml', siteSchema));
export const getHome = once(() => loadContent('home.yaml', homeSchema));
export const getPricing = once(() => loadContent('pricing.yaml', pricingSchema));
export const getAbout = once(() => loadContent('about.yaml', aboutSchema));
export const getProduct = once(() => loadContent('product.yaml', productSchema));

/** The app screens' copy, one file per screen (the editor's in several): the blocks of appSchema each file holds. */
export const getApp = once(() =>
  loadContentParts(appSchema, {
    'app/screens.yaml': ['unavailable', 'screens'],
    'app/auth.yaml': ['auth'],
    'app/account.yaml': ['account'],
    'app/upload.yaml': ['upload'],
    'app/coach.yaml': ['coach'],
    'app/editor.yaml': ['editor'],
    'app/editor-export.yaml': ['editorExport'],
    'app/editor-sections.yaml': ['editorSections'],
    'app/editor-records.yaml': ['editorRecords'],
    'app/coach-panel.yaml': ['coachPanel'],
    'app/score-card.yaml': ['scoreCard'],
  }),
);
