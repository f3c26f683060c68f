import { z } from 'zod';

const screen = z.object({
  /** <title> of the screen (app screens are never indexed). */
  title: z.string().min(10).max(70),
  description: z.string().min(50).max(170),
  /** Visible heading of the screen. */
  heading: z.string().min(1),
});

/** src/content/app.yaml: copy of the client-only app screens. */
export const appSchema = z.object({
  /** Shown while a screen's code is not available yet; links back to the site. */
  unavailable: z.object({ body: z.string().min(1), homeLabel: z.string().min(1) }),
  screens: z.object({ upload: screen, editor: screen, login: screen, register: screen }),
});

export type AppContent = z.infer<typeof appSchema>;
export type ScreenName = keyof AppContent['screens'];
