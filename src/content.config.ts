/**
 * Astro content collections. The page copy in src/content/*.yaml is loaded by src/lib/content; the legal
 * pages are Markdown, so they use a collection and Astro's Markdown pipeline (headings get ids, tables render).
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/** src/content/legal/*.md: privacy, terms and cookies policies; the file name is the entry id. */
const legal = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/legal' }),
  schema: z.object({
    /** Page heading (h1) and the start of the <title>. */
    title: z.string().min(1),
    /** Meta description, shown in search results. */
    description: z.string().min(50).max(170),
    /** When the policy's text last changed (YYYY-MM-DD; move it with every change to the text); shown as "Last updated: November 2026". */
    updated: z.coerce.date(),
    /** Label before the date. */
    updatedLabel: z.string().default('Last updated'),
    /** Heading of the table of contents beside the policy. */
    contentsLabel: z.string().default('On this page'),
  }),
});

export const collections = { legal };
