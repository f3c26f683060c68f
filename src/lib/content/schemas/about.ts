import { z } from 'zod';
import { href, link, pageMeta } from './common.ts';

/** A call-to-action link shown as a button. */
const cta = z.object({
  /** Button text. */
  label: z.string().min(1),
  href,
});

/** One social profile of a team member. */
const social = z.object({
  /** Which icon to show. */
  network: z.enum(['linkedin', 'github', 'x', 'website']),
  /** Accessible name of the icon link, e.g. "Elena Marsh on LinkedIn". */
  label: z.string().min(1),
  /** Profile address; use example.com placeholders rather than real people's pages. */
  url: z.string().regex(/^https:\/\//, 'must be an https:// address'),
});

/** SPEC §3 "Team member". */
export const teamMember = z.object({
  name: z.string().min(1),
  /** Job title shown under the name. */
  role: z.string().min(1),
  /** Two or three sentences. */
  bio: z.string().min(1),
  /** Site-relative avatar image (96x96 SVG under /images/avatars). */
  avatarUrl: z.string().startsWith('/'),
  socials: z.array(social).default([]),
});

/** A counter in the stats strip; `value` is where the count ends. */
const stat = z.object({
  /** Short label under the number ("CVs"). */
  label: z.string().min(1),
  /** One line saying what the number counts. */
  caption: z.string().min(1),
  /** Shown after the number, e.g. "+" for "300+". */
  suffix: z.string().default(''),
});

/** src/content/about.yaml: the /about page (SPEC §2 "About"). */
export const aboutSchema = z.object({
  meta: pageMeta,
  /** Purpose hero. */
  hero: z.object({ eyebrow: z.string().min(1), heading: z.string().min(1), lead: z.string().min(1) }),
  /** "Tech for Good": why the product exists, plus a few commitments. */
  techForGood: z.object({
    eyebrow: z.string().min(1),
    heading: z.string().min(1),
    paragraphs: z.array(z.string().min(1)).min(1),
    pillars: z.array(z.object({ title: z.string().min(1), body: z.string().min(1) })).default([]),
  }),
  /** Counters (SPEC §9): Users = ABOUT_USERS_BASE + totalUsers from the stats document; the others are fixed here. */
  stats: z.object({
    heading: z.string().min(1),
    users: stat,
    cvs: stat.extend({ value: z.number().int().nonnegative() }),
    hired: stat.extend({ value: z.number().int().nonnegative() }),
  }),
  /** The founder's story, in the founder's own voice. */
  founder: z.object({
    eyebrow: z.string().min(1),
    heading: z.string().min(1),
    paragraphs: z.array(z.string().min(1)).min(1),
    /** Pull quote shown beside the story. */
    quote: z.string().min(1),
    /** Index into team.members of the founder (for the name, role and avatar beside the quote). */
    memberIndex: z.number().int().nonnegative().default(0),
  }),
  team: z.object({
    eyebrow: z.string().min(1),
    heading: z.string().min(1),
    intro: z.string().min(1),
    members: z.array(teamMember).min(1),
  }),
  /** CV scoring call to action; SPEC: it links to /register. */
  scoreCta: z.object({
    heading: z.string().min(1),
    body: z.string().min(1),
    cta: cta.extend({ href: z.literal('/register') }),
  }),
  /** "Explore More" links block. */
  exploreMore: z.object({
    heading: z.string().min(1),
    links: z.array(link.extend({ description: z.string().min(1) })).min(1),
  }),
}).refine((about) => about.founder.memberIndex < about.team.members.length, {
  message: 'founder.memberIndex must point at one of team.members',
  path: ['founder', 'memberIndex'],
});

export type AboutContent = z.infer<typeof aboutSchema>;
export type TeamMember = z.infer<typeof teamMember>;
