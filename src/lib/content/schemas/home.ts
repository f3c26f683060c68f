import { z } from 'zod';
import { href, pageMeta } from './common.ts';

/** A site-relative image path such as "/images/employers/bluepeak.svg". */
const imageSrc = z.string().regex(/^\/[^/]/, 'must be a site-relative path starting with "/"');

/** A call-to-action link in the hero. */
const cta = z.object({
  /** Visible text. */
  label: z.string().min(1),
  /** Where it leads. */
  href,
});

/** One employer wordmark in the "Our customers got hired at" strip. */
export const employer = z.object({
  /** Company name; also the logo's alt text. */
  name: z.string().min(1),
  /** Logo file under public/. */
  src: imageSrc,
  /** Intrinsic width in px (all wordmarks are 40 px high). */
  width: z.number().int().positive(),
  /** Intrinsic height in px. */
  height: z.number().int().positive().default(40),
});

/** One testimonial (SPEC §3 "Testimonial"). */
export const testimonial = z.object({
  /** What they said, without quotation marks (the card adds them). */
  quote: z.string().min(20),
  /** Square avatar under public/ (96x96). */
  avatarSrc: imageSrc,
  name: z.string().min(1),
  /** Job title and, optionally, where they were hired. */
  role: z.string().min(1),
  /** Rating, 1 to 5 whole stars. */
  stars: z.number().int().min(1).max(5),
});

/** Texts of the carousel's controls; "{n}" and "{total}" are filled in by the carousel. */
export const carouselLabels = z.object({
  /** Accessible name of the carousel region. */
  region: z.string().min(1),
  previous: z.string().min(1),
  next: z.string().min(1),
  /** A dot's accessible name, e.g. "Go to page {n}". */
  goToPage: z.string().includes('{n}'),
  /** Accessible name of the group of dots. */
  pagination: z.string().min(1),
  /** The rotation toggle while slides advance by themselves, and while they do not. */
  pause: z.string().min(1),
  play: z.string().min(1),
  /** A slide's accessible name, e.g. "{n} of {total}". */
  slide: z.string().includes('{n}'),
  /** The star rating's text alternative, e.g. "{n} out of {total} stars". */
  stars: z.string().includes('{n}'),
});

/** One card of the features section. */
export const featureCard = z.object({
  title: z.string().min(1),
  body: z.string().min(1),
  /** Which built-in line icon to draw beside the title. */
  icon: z.enum(['analysis', 'insights', 'science']),
});

/** src/content/home.yaml: every text of the home page (route /). */
export const homeSchema = z.object({
  meta: pageMeta,
  hero: z.object({
    /** Small label above the headline. */
    eyebrow: z.string().min(1),
    /** The rotating headline, in order (SPEC: Get Seen, Get Heard, Get Hired). The first is in the static HTML. */
    phrases: z.array(z.string().min(1)).min(1),
    /** Paragraph under the headline. */
    text: z.string().min(1),
    /** Primary call to action ('Request Early Access'); it leads to sign-up. */
    primaryCta: cta,
    /** Secondary call to action, e.g. 'Upload your CV'. */
    secondaryCta: cta,
    /** Small reassurance line under the buttons. */
    note: z.string().default(''),
    /** The product mock-up beside the headline. */
    mockup: z.object({ src: imageSrc, alt: z.string().min(1) }),
  }),
  trustedBy: z.object({
    /** SPEC: 'Our customers got hired at'. */
    heading: z.string().min(1),
    /** Screen-reader hint on the scrolling strip (it pauses on hover and focus). */
    stripLabel: z.string().min(1),
    employers: z.array(employer).min(1),
  }),
  testimonials: z.object({
    /** SPEC: 'Loved by professionals'. */
    heading: z.string().min(1),
    intro: z.string().default(''),
    /** SPEC §9: five entries. */
    items: z.array(testimonial).min(1),
    labels: carouselLabels,
  }),
  features: z.object({
    /** SPEC: 'Unlock Your True Potential'. */
    heading: z.string().min(1),
    intro: z.string().min(1),
    /** SPEC: AI-Powered Analysis, Expert Insights, Scientific Approach. */
    cards: z.array(featureCard).min(1),
  }),
});

export type HomeContent = z.infer<typeof homeSchema>;
export type Testimonial = z.infer<typeof testimonial>;
export type CarouselLabels = z.infer<typeof carouselLabels>;
export type Employer = z.infer<typeof employer>;
