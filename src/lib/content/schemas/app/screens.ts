import { z } from 'zod';

/** The title, description and heading of one app screen. */
const screen = z.object({
  /** <title> of the screen (app screens are never indexed). */
  title: z.string().min(10).max(70),
  description: z.string().min(50).max(170),
  /** Visible heading of the screen. */
  heading: z.string().min(1),
});

/** Shown while a screen's code is not available yet; links back to the site. */
export const unavailableSchema = z.object({ body: z.string().min(1), homeLabel: z.string().min(1) });

/** Each app screen's title, description and heading. */
export const screensSchema = z.object({ upload: screen, editor: screen, login: screen, register: screen, account: screen });
