import { z } from 'zod';
import { accountSchema } from './app/account.ts';
import { authSchema } from './app/auth.ts';
import { coachPanelSchema } from './app/coach-panel.ts';
import { coachSchema } from './app/coach.ts';
import { editorExportSchema } from './app/editor-export.ts';
import { editorRecordsSchema } from './app/editor-records.ts';
import { editorSectionsSchema } from './app/editor-sections.ts';
import { editorSchema } from './app/editor.ts';
import { screensSchema, unavailableSchema } from './app/screens.ts';
import { scoreCardSchema } from './app/score-card.ts';
import { uploadSchema } from './app/upload.ts';

/**
 * Copy of the client-only app screens, kept in src/content/app/ one file per screen (the editor's in several):
 * each block below is one file's top-level key, its schema in the module of the same name under ./app/.
 */
export const appSchema = z.object({
  unavailable: unavailableSchema,
  screens: screensSchema,
  auth: authSchema,
  account: accountSchema,
  upload: uploadSchema,
  coach: coachSchema,
  coachPanel: coachPanelSchema,
  scoreCard: scoreCardSchema,
  editor: editorSchema,
  editorExport: editorExportSchema,
  editorSections: editorSectionsSchema,
  editorRecords: editorRecordsSchema,
});

export type AppContent = z.infer<typeof appSchema>;
export type ScreenName = keyof AppContent['screens'];
export type AuthCopy = AppContent['auth'];
export type AccountCopy = AppContent['account'];
export type UploadCopy = AppContent['upload'];
export type CoachCopy = AppContent['coach'];
/** Everything the editor island needs: the app copy without the other screens' blocks. */
export type EditorCopy = Omit<AppContent, 'unavailable' | 'screens' | 'auth' | 'account' | 'upload'>;
/** The editor's export and import menu, and the exported CV's headings. */
export type EditorExportCopy = AppContent['editorExport'];
/** The editor's own sections (personal header, profile, achievements, skills, details, lines to review), drag and drop. */
export type EditorSectionsCopy = AppContent['editorSections'];
/** The editor's record sections: career history, earlier career, education, certifications, languages, memberships, publications. */
export type EditorRecordsCopy = AppContent['editorRecords'];
