/**
 * Typed, validated access to the copy in src/content (reads files): at build time, and in the API functions that
 * word answers (the coach's).
 * Each getter validates its file once; a broken file fails the build naming the file and field.
 */
import type { z } from 'zod';
import { loadContent } from './load.ts';
import { siteSchema } from './schemas/site.ts';
import { homeSchema } from './schemas/home.ts';
import { pricingSchema } from './schemas/pricing.ts';
import { aboutSchema } from './schemas/about.ts';
import { productSchema } from './schemas/product.ts';
import { appSchema } from './schemas/app.ts';

function once<S extends z.ZodType>(file: string, schema: S): () => z.output<S> {
  let cached: z.output<S> | undefined;
  return () => (cached ??= loadContent(file, schema));
}

export const getSite = once('site.yaml', siteSchema);
export const getHome = once('home.yaml', homeSchema);
export const getPricing = once('pricing.yaml', pricingSchema);
export const getAbout = once('about.yaml', aboutSchema);
export const getProduct = once('product.yaml', productSchema);
export const getApp = once('app.yaml', appSchema);
