import { z } from 'zod';
import { text } from '../common.ts';

/** Copy of the editor's frame (SPEC §2 'Editor screen'): top bar, layout, states, saving and undo. */
export const editorSchema = z.object({
  /**
   * The breadcrumb: its accessible name, the link back to the upload screen (named for what it is: /dashboard
   * shows the same screen, but 'Dashboard' promised something else), and the current page.
   */
  breadcrumb: z.object({ label: text, upload: text, current: text }),
  /** The credit balance badge (SPEC: sample 800 of 1000); {balance} and {total} are filled in. */
  credits: z.object({ label: text, value: z.string().includes('{balance}').includes('{total}') }),
  /**
   * Accessible names of the two panes and of the handle between them; `shortcuts` are the phone's floating
   * buttons that take the user to the panel's score card and coach ({name} is the coach's name).
   */
  layout: z.object({
    panel: text,
    /** Said (role=status) in the panel while its code, which comes after the CV's, is still on its way. */
    panelLoading: text,
    cv: text,
    handle: text,
    shortcuts: z.object({ label: text, score: text, coach: z.string().includes('{name}') }),
  }),
  /** Link to the upload screen shown with the 'no data' and 'failed to load' states. */
  uploadLink: text,
  /** Where the latest change is saved. */
  save: z.object({ local: text, localFailed: text, cloudPending: text, cloudSaving: text, cloudSaved: text, cloudFailed: text }),
  /** The undo button for the last deletion, and what is announced when it is used. */
  undo: z.object({ button: text, done: text }),
  /**
   * A section's pencil and tick; {section} is the section's heading. `savedNote` sits under a section form: every
   * section's form saves as you type (one way to edit, issue 16), the tick only closes it.
   */
  section: z.object({ edit: z.string().includes('{section}'), done: z.string().includes('{section}'), savedNote: text }),
  /**
   * Lengths near their limits (src/lib/cv/limits.ts), shown from 80% of a limit: `field` under a field, `cv` and
   * `cvOver` for the whole CV's text. {count} and {max} are filled in as '4,120' and '5,000'.
   */
  limits: z.object({
    field: z.string().includes('{count}').includes('{max}'),
    cv: z.string().includes('{count}').includes('{max}'),
    cvOver: z.string().includes('{count}').includes('{max}'),
  }),
});
