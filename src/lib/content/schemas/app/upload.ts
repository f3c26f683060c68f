import { z } from 'zod';
import { text } from '../common.ts';

/** Copy of the upload screen (SPEC §2 'Upload screen'; its heading is `screens.upload.heading`). */
export const uploadSchema = z.object({
  /** The line under the heading (SPEC: 'Get your CV optimised in seconds with AI'). */
  tagline: text,
  /** The drop area's label: drag a file here or press to browse. */
  dropLabel: text,
  /** Shown while a file is dragged over the drop area. */
  dragOverLabel: text,
  /** SPEC: 'PDF, DOC, DOCX up to 10MB'. */
  hint: text,
  /** SPEC: secure and private, AI-powered, under 30 seconds (three badges). */
  badges: z.array(text).length(3),
  /** SPEC §2 status messages while processing. */
  status: z.object({ uploading: text, parsing: text, success: text }),
  /** Accessible name of the upload progress bar. */
  progressLabel: text,
  /** The link to the editor for someone with a CV in progress (a draft here, or one saved to their account). */
  continueEditing: text,
});
