import { z } from 'zod';
import { href, pageMeta } from './common.ts';

/** A call-to-action link shown as a button. */
const cta = z.object({
  /** Button text. */
  label: z.string().min(1),
  href,
});

/** Icons drawn by src/components/product/FeatureIcon.astro. */
export const FEATURE_ICONS = [
  'upload', 'sparkles', 'edit', 'gauge', 'chat', 'pen', 'send', 'video', 'briefcase', 'board', 'puzzle', 'mic',
] as const;

/** Whether a feature works today or is on the way; the page groups and badges features by it. */
export const FEATURE_STATUSES = ['available', 'coming-soon'] as const;

/** One feature card. */
export const productFeature = z.object({
  /** Stable id, used as the card's anchor (/product#cv-scoring). */
  id: z.string().regex(/^[a-z0-9-]+$/),
  icon: z.enum(FEATURE_ICONS),
  title: z.string().min(1),
  description: z.string().min(1),
  /** Up to four short bullet points. */
  points: z.array(z.string().min(1)).max(4).default([]),
  /** Be honest: only what this front end really does is "available" (SPEC §1). */
  status: z.enum(FEATURE_STATUSES),
});

/** A group of features (one per status). */
const featureGroup = z.object({
  eyebrow: z.string().min(1),
  heading: z.string().min(1),
  intro: z.string().min(1),
});

/** src/content/product.yaml: the /product feature page (SPEC §1). */
export const productSchema = z.object({
  meta: pageMeta,
  hero: z.object({
    eyebrow: z.string().min(1),
    heading: z.string().min(1),
    lead: z.string().min(1),
    primaryCta: cta,
    secondaryCta: cta,
    /** Illustration beside the text (640x440 artwork under /images). */
    image: z.object({ src: z.string().startsWith('/'), alt: z.string().min(1) }),
  }),
  /** Badge text per status. */
  statusLabels: z.object({ available: z.string().min(1), 'coming-soon': z.string().min(1) }),
  /** Section headings, keyed by status. */
  groups: z.object({ available: featureGroup, 'coming-soon': featureGroup }),
  features: z.array(productFeature).min(1),
  /** "How it works": the steps of the journey that works today. */
  howItWorks: z.object({
    eyebrow: z.string().min(1),
    heading: z.string().min(1),
    steps: z.array(z.object({ title: z.string().min(1), body: z.string().min(1) })).min(2),
  }),
  /** Closing call to action. */
  cta: z.object({ heading: z.string().min(1), body: z.string().min(1), primary: cta, secondary: cta }),
}).refine((p) => new Set(p.features.map((f) => f.id)).size === p.features.length, {
  message: 'feature ids must be unique',
  path: ['features'],
});

export type ProductContent = z.infer<typeof productSchema>;
export type ProductFeature = z.infer<typeof productFeature>;
export type FeatureIcon = (typeof FEATURE_ICONS)[number];
export type FeatureStatus = (typeof FEATURE_STATUSES)[number];
