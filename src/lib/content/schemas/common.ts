import { z } from 'zod';

/** Copy that must say something: a non-empty string. */
export const text = z.string().min(1);

/** One non-empty text for each of `keys` (a heading per section, a name per topic ...), keyed as the list is. */
export const textPerKey = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, text])) as Record<K, typeof text>);

/** A template that must name each of the placeholders it is filled with as {name}. */
export const template = (...names: string[]) => names.reduce<z.ZodString>((schema, name) => schema.includes(`{${name}}`), z.string().min(1));

/** A site-relative path ("/pricing") or an absolute http(s) URL. */
export const href = z.string().regex(/^(\/|https?:\/\/|mailto:)/, 'must start with "/", "http(s)://" or "mailto:"');

/** A navigation or footer link. */
export const link = z.object({
  /** Visible text. */
  label: z.string().min(1),
  href,
});

/** Search metadata a page passes to the layout. */
export const pageMeta = z.object({
  /** <title>, 10-70 characters; the layout appends nothing. */
  title: z.string().min(10).max(70),
  /** Meta description, shown in search results. */
  description: z.string().min(50).max(170),
  /** Extra keywords for this page; merged with the site's defaults. */
  keywords: z.array(z.string()).default([]),
});

export type Link = z.infer<typeof link>;
export type PageMeta = z.infer<typeof pageMeta>;
