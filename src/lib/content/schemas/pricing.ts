import { z } from 'zod';
import { pageMeta } from './common.ts';

/** One plan card (SPEC §3 "Plan card"). */
export const planCard = z.object({
  /** Stable id, used for the structured-data offer and test hooks. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** Card heading ("Unlimited Annual"). */
  planName: z.string().min(1),
  /** Amount in `currency` units, as a number (0 for free). */
  price: z.number().nonnegative(),
  /** "per month", "per year", "one-off", "forever". */
  pricePeriod: z.string().min(1),
  /**
   * How often a paid plan is charged. The toggle's saving is computed from card i billed every 'month'
   * on the monthly face and every 'year' on the annual face; leave it out for free and one-off plans.
   */
  billedEvery: z.enum(['month', 'year']).optional(),
  /** What the plan includes, one line each, shown with a tick. */
  features: z.array(z.string().min(1)).min(1),
  /** Button text. */
  ctaText: z.string().min(1),
  /** Button look (components/ui/button.tsx variants). */
  ctaVariant: z.enum(['default', 'primary', 'outline', 'secondary']),
  /** Paid plans cannot be bought yet: their buttons render disabled. */
  ctaDisabled: z.boolean().default(false),
  /** Where an enabled button leads. */
  ctaHref: z.string().startsWith('/').optional(),
  /** Highlights the card and shows the `popularText` badge. */
  isMostPopular: z.boolean().default(false),
  /** Badge text of the most popular card ("Hot"). */
  popularText: z.string().default(''),
}).refine((plan) => plan.ctaDisabled || plan.ctaHref, {
  message: 'an enabled plan button needs ctaHref (or set ctaDisabled: true)',
  path: ['ctaHref'],
});

/** A service card (one-off human services). */
export const serviceCard = z.object({
  /** Stable id, used for test hooks. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** Card heading ("CV Overhaul"). */
  name: z.string().min(1),
  /** Amount in `currency` units. */
  price: z.number().positive(),
  /** "one-off", "per hour". */
  pricePeriod: z.string().min(1),
  /** One or two sentences under the heading. */
  description: z.string().min(1),
  /** What the service includes, shown with a tick. */
  features: z.array(z.string().min(1)).min(1),
  /** Booking link text. */
  ctaText: z.string().min(1),
  /** Booking page, opened in a new tab (and said so); or a mailto: link, which opens the mail app in place. */
  ctaHref: z.string().regex(/^(https?:\/\/|mailto:)/),
});

/** An FAQ entry (SPEC §3 "FAQ item"). */
export const faqItem = z.object({
  /** Stable id, used for anchors and test hooks. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** Shown in the always-visible summary line. */
  question: z.string().min(1),
  /** Shown when the item is open; plain text. */
  answer: z.string().min(1),
});

/** src/content/pricing.yaml: the single source of prices (page and structured data). */
export const pricingSchema = z
  .object({
    meta: pageMeta,
    /** ISO 4217 code used by the structured-data offers. */
    currency: z.literal('GBP'),
    /** Symbol shown before prices on the page. */
    currencySymbol: z.string().min(1),
    /** Small line above the page heading. */
    eyebrow: z.string().min(1),
    heading: z.string().min(1),
    intro: z.string().min(1),
    /** Heading of the plan cards for screen readers and the outline (visually hidden). */
    plansHeading: z.string().min(1),
    /**
     * The billing-period switch: `label` names the group, `monthly`/`annual` label the options, and a
     * note follows the annual label with the saving computed from the plans (lib/pricing/annual-saving):
     * `discount` when every plan sold both ways saves the same ("(72% off)"), `discountUpTo` when they
     * differ ("(up to 72% off)"); `{percent}` stands for the number. No note when yearly saves nothing.
     */
    toggle: z.object({
      monthly: z.string(),
      annual: z.string(),
      discount: z.string().includes('{percent}'),
      discountUpTo: z.string().includes('{percent}'),
      label: z.string(),
    }),
    /** Cards shown with the toggle on "monthly" and on "annual"; card i of each list share a flip card. */
    plans: z.object({ monthly: z.array(planCard).min(1), annual: z.array(planCard).min(1) }),
    services: z.object({
      heading: z.string(),
      intro: z.string(),
      /** Told to screen readers after each booking link to a web page, which opens in a new tab. */
      newTabNote: z.string().min(1),
      cards: z.array(serviceCard).min(1),
    }),
    faq: z.object({ heading: z.string(), items: z.array(faqItem).min(1) }),
    /**
     * The 'Get in touch' block: `subject` is handed to the contact dialog; `email` is the no-script
     * fallback (a mailto link with the same subject).
     */
    contact: z.object({
      heading: z.string(),
      body: z.string(),
      ctaText: z.string(),
      subject: z.string().min(1),
      email: z.email(),
    }),
  })
  .refine((p) => p.plans.monthly.length === p.plans.annual.length, {
    message: 'plans.monthly and plans.annual need the same number of cards (they flip in pairs)',
    path: ['plans'],
  });

export type PricingContent = z.infer<typeof pricingSchema>;
export type PlanCard = z.infer<typeof planCard>;
export type ServiceCard = z.infer<typeof serviceCard>;
export type FaqItem = z.infer<typeof faqItem>;
