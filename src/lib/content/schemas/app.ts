import { z } from 'zod';
import { coachPanelSchema } from './coach-panel.ts';
import { scoreCardSchema } from './score-card.ts';

const screen = z.object({
  /** <title> of the screen (app screens are never indexed). */
  title: z.string().min(10).max(70),
  description: z.string().min(50).max(170),
  /** Visible heading of the screen. */
  heading: z.string().min(1),
});

/** Copy of the /login and /register screen (the headings are `screens.login/register.heading`). */
const auth = z.object({
  /** Accessible name of the close button that returns to the home page. */
  close: z.string().min(1),
  labels: z.object({ email: z.string().min(1), password: z.string().min(1), confirmPassword: z.string().min(1) }),
  /** Field problems found before anything is sent (the password mismatch text is in messages.ts, SPEC §8). */
  problems: z.object({
    emailRequired: z.string().min(1),
    emailInvalid: z.string().min(1),
    passwordRequired: z.string().min(1),
    confirmRequired: z.string().min(1),
  }),
  /** Log-in mode: submit button (SPEC: 'Log in'), its busy label, the link to sign-up mode, 'Forgot password?'. */
  login: z.object({
    submit: z.string().min(1),
    busy: z.string().min(1),
    switchPrompt: z.string().min(1),
    switchLink: z.string().min(1),
    forgotPassword: z.string().min(1),
  }),
  /** Sign-up mode: submit button (SPEC: 'Get started'), its busy label and the link to log-in mode. */
  signup: z.object({
    submit: z.string().min(1),
    busy: z.string().min(1),
    switchPrompt: z.string().min(1),
    switchLink: z.string().min(1),
  }),
  /** Social sign-in buttons and the divider between them and the form. */
  social: z.object({ divider: z.string().min(1), google: z.string().min(1), linkedin: z.string().min(1) }),
  /** 'Forgot password?': asks for the e-mail; `sent` ({email}) never says whether the address has an account. */
  reset: z.object({
    heading: z.string().min(1),
    intro: z.string().min(1),
    submit: z.string().min(1),
    busy: z.string().min(1),
    sent: z.string().includes('{email}'),
    /** When the link could not be sent for a reason that says nothing about the account (e.g. offline). */
    failed: z.string().min(1),
    back: z.string().min(1),
  }),
  /** The 'verify your email' state after sign-up; `sentTo` names the address ({email}). */
  verify: z.object({
    heading: z.string().min(1),
    sentTo: z.string().includes('{email}'),
    resend: z.string().min(1),
    resending: z.string().min(1),
    back: z.string().min(1),
    loginPrompt: z.string().min(1),
    loginLink: z.string().min(1),
  }),
});

const text = z.string().min(1);

/** Copy of the /account screen (its heading is `screens.account.heading`). */
const account = z.object({
  /** Shown while the session is being restored. */
  loading: text,
  /** For visitors who are not signed in: why to log in, and the link text to /login. */
  signedOut: z.object({ body: text, link: text }),
  /** The signed-in e-mail (`label`) and its verification state. */
  details: z.object({ label: text, verified: text, unverified: text }),
  /** 'Download my data': `fileName` names the JSON file; {date} becomes YYYY-MM-DD. */
  export: z.object({
    heading: text,
    body: text,
    button: text,
    busy: text,
    done: text,
    failed: text,
    fileName: z.string().regex(/^[\w.-]*\{date\}[\w.-]*\.json$/, 'must be a file name ending in .json with {date}'),
  }),
  /** 'Delete my account' and its confirmation dialog; `confirmLabel` names the address to type ({email}). */
  delete: z.object({
    heading: text,
    body: text,
    button: text,
    dialogTitle: text,
    confirmLabel: z.string().includes('{email}'),
    /** The typed address is not the account's. */
    mismatch: text,
    submit: text,
    busy: text,
    cancel: text,
    failed: text,
  }),
  /** Shown once the account is gone, before the home page opens. */
  deleted: z.object({ heading: text, body: text, homeLink: text }),
});

/** Copy of the upload screen (SPEC §2 'Upload screen'; its heading is `screens.upload.heading`). */
const upload = z.object({
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

/** Copy of the onboarding coach chat (SPEC §4 'Coach chat'). */
const coach = z.object({
  /** The coach persona (name and role shown in the chat header). */
  persona: z.object({ name: text, role: text }),
  /** Accessible name of the chat region. */
  label: text,
  /** The coach's opening line, before the first question. */
  greeting: text,
  /** The five questions by field, asked in SPEC §9's order. */
  questions: z.object({ currentRole: text, targetRole: text, experience: text, goals: text, preferences: text }),
  /** Said after the last answer. */
  thankYou: text,
  /** What the answer box shows while empty, and its accessible name. */
  placeholder: text,
  answerLabel: text,
  /** The send button. */
  send: text,
  /** Announced while the coach is typing; {name} is the persona's name. */
  typing: z.string().includes('{name}'),
  /** How the user's own messages are attributed (screen readers). */
  you: text,
});

/** Copy of the editor's frame (SPEC §2 'Editor screen'): top bar, layout, states, saving and undo. */
const editor = z.object({
  /** The breadcrumb: its accessible name, the link back to the upload screen, and the current page. */
  breadcrumb: z.object({ label: text, dashboard: text, current: text }),
  /** The credit balance badge (SPEC: sample 800 of 1000); {balance} and {total} are filled in. */
  credits: z.object({ label: text, value: z.string().includes('{balance}').includes('{total}') }),
  /** Accessible names of the two panes and of the handle between them. */
  layout: z.object({ panel: text, cv: text, handle: text }),
  /** Link to the upload screen shown with the 'no data' and 'failed to load' states. */
  uploadLink: text,
  /** Where the latest change is saved. */
  save: z.object({ local: text, localFailed: text, cloudPending: text, cloudSaving: text, cloudSaved: text, cloudFailed: text }),
  /** The undo button for the last deletion, and what is announced when it is used. */
  undo: z.object({ button: text, done: text }),
  /** A section's pencil and tick; {section} is the section's heading. */
  section: z.object({ edit: z.string().includes('{section}'), done: z.string().includes('{section}') }),
});

/** The CV document's section headings, as printed in the PDF and written in the DOCX (SPEC §2 order). They
 * must stay words our parser knows (tests/unit/cv/export-layout.test.ts), so an exported CV reads back. */
const cvDocumentHeadings = z.object({
  profile: text,
  achievements: text,
  skills: text,
  roles: text,
  earlier: text,
  education: text,
  certifications: text,
  languages: text,
  memberships: text,
  publications: text,
  additional: text,
});

/** Copy of the editor's export and import menu (DECISIONS.md 'Where we go beyond': PDF, DOCX, JSON). */
const editorExport = z.object({
  /** Accessible name of the toolbar group. */
  label: text,
  /** The buttons; `docxBusy` replaces `docx` while the file is made. */
  pdf: text,
  docx: text,
  docxBusy: text,
  json: text,
  import: text,
  /** Download names without extension; {name} is the CV's name in lower-case words joined by '-'. */
  fileName: z.string().regex(/^[\w-]*\{name\}[\w-]*$/, 'must be letters, digits, - or _ around {name}'),
  /** The download name when the CV has no name yet (no extension). */
  unnamedFileName: z.string().regex(/^[\w-]+$/, 'must be letters, digits, - or _'),
  /** Announced (politely) after a download or an import; {file} is the file's name. */
  done: z.object({ docx: z.string().includes('{file}'), json: z.string().includes('{file}'), imported: z.string().includes('{file}') }),
  /** The confirmation before an import replaces the CV being edited; {file} is the chosen file's name. */
  confirm: z.object({ title: text, body: z.string().includes('{file}'), replace: text, cancel: text }),
  /** Why a file cannot be imported; nothing changes. {limit} is the size limit ('2 MB'), {version} the file's. */
  errors: z.object({
    notJson: text,
    notCv: text,
    tooLarge: z.string().includes('{limit}'),
    wrongVersion: z.string().includes('{version}'),
    unreadable: text,
    docxFailed: text,
  }),
  /** Accessible name of the button that closes an error message. */
  dismiss: text,
  /**
   * The exported CV itself (PDF and DOCX): section headings, the end of an ongoing role's dates ('Present') and
   * the label before a qualification's grade ('Grade'), all words our parser reads back.
   */
  document: z.object({ headings: cvDocumentHeadings, present: text, grade: text }),
});

/** A screen-reader text about a dragged item: {label} (cut at DRAG_LABEL_MAX_CHARS), {position} and {total}. */
const dragPlace = z.string().includes('{label}').includes('{position}').includes('{total}');

/** Copy of the editor's own sections (SPEC §2 'Editor screen'), its list actions and drag and drop. */
const editorSections = z.object({
  /** Drag and drop (SPEC §4 'Drag and drop'); {label} is the item's text cut at DRAG_LABEL_MAX_CHARS. */
  sortable: z.object({
    /** Accessible name of a row's drag handle. */
    handle: z.string().includes('{label}'),
    /** How screen readers call a draggable handle (aria-roledescription). */
    roleDescription: text,
    /** Read when a handle gets focus: how to move an item with the keyboard. */
    instructions: text,
    pickedUp: dragPlace,
    movedOver: dragPlace,
    /** The dragged item is over no place in the list. */
    notOver: z.string().includes('{label}'),
    dropped: dragPlace,
    /** The move was cancelled; {position} is where the item is again. */
    cancelled: dragPlace,
  }),
  /** Buttons of the editable text items; {label} is the item's text cut at DRAG_LABEL_MAX_CHARS. */
  item: z.object({
    edit: z.string().includes('{label}'),
    delete: z.string().includes('{label}'),
    save: text,
    cancel: text,
    /** Under an item's text area: the keyboard shortcuts (SPEC §4 'Text-item editing'). */
    keys: text,
  }),
  /** The personal header and its edit form (SPEC §4: First Name, Surname, Email, Phone, City, Country, Headline). */
  personal: z.object({
    title: text,
    /** Shown when the header has no name and no contact details yet. */
    empty: text,
    labels: z.object({
      firstName: text,
      surname: text,
      email: text,
      phone: text,
      city: text,
      country: text,
      headline: text,
    }),
    /** Under the e-mail field when the address cannot be saved (the CV keeps the last valid one). */
    emailInvalid: text,
    /** Under the form: edits are saved as you type. */
    savedNote: text,
    links: z.object({
      legend: text,
      /** Field labels of a link; {n} is the link's number. */
      title: z.string().includes('{n}'),
      url: z.string().includes('{n}'),
      /** The fields and button that add a link. */
      newTitle: text,
      newUrl: text,
      add: text,
      /** Refused add: neither a title nor an address. */
      addBlank: text,
      remove: z.string().includes('{label}'),
    }),
  }),
  /** SPEC §2: 'Profile Statement'; edit form with Cancel and Save (SPEC §4). */
  profile: z.object({ title: text, empty: text, label: text, save: text, cancel: text }),
  /** SPEC §2: 'Key Achievements' (drag-sortable list). */
  achievements: z.object({
    title: text,
    empty: text,
    add: text,
    /** Accessible name of the list, and label of an achievement's (or a new one's) text area. */
    listLabel: text,
    itemLabel: text,
    newLabel: text,
  }),
  /** SPEC §2: 'Core Skills' (drag-sortable two-column grid) with its hint. */
  skills: z.object({
    title: text,
    hint: text,
    empty: text,
    listLabel: text,
    /** The add field's label and its button. */
    newLabel: text,
    add: text,
    /** Refused adds; {name} is the typed skill. */
    blank: text,
    duplicate: z.string().includes('{name}'),
    /** Inline rename: the button ({label}), the field's label ({label}) and its key hint. */
    rename: z.string().includes('{label}'),
    renameLabel: z.string().includes('{label}'),
    renameKeys: text,
    /** Refused rename: the name of another listed skill. */
    renameDuplicate: z.string().includes('{name}'),
  }),
  /** SPEC §2: 'Additional Details' (a text list like achievements). */
  additionalDetails: z.object({
    title: text,
    empty: text,
    add: text,
    listLabel: text,
    itemLabel: text,
    newLabel: text,
  }),
  /** Lines the parser could not place, shown for review until placed or dismissed (issue 6). */
  unplaced: z.object({
    title: text,
    /** Why these lines are shown. */
    intro: text,
    listLabel: text,
    /** Actions on a line; {label} is the line cut at DRAG_LABEL_MAX_CHARS. */
    toAchievements: z.string().includes('{label}'),
    toSkills: z.string().includes('{label}'),
    toDetails: z.string().includes('{label}'),
    dismiss: z.string().includes('{label}'),
    /** Visible texts of the same actions (the names above say which line they act on). */
    toAchievementsShort: text,
    toSkillsShort: text,
    toDetailsShort: text,
    dismissShort: text,
  }),
});

// ---- editorRecords: the record sections (career history, earlier career, education ... publications)

/** A text naming an entry by its number in its list, {n} (1 for the first). */
const numbered = z.string().includes('{n}');

/** How the entries of one list are named and added in its edit form. */
const recordEntries = z.object({
  /** Legend of an entry's group of fields; {n} is its number. Field labels name it too, for screen readers. */
  entry: numbered,
  /** Legend of the form that adds an entry, and the button that opens that form. */
  newEntry: text,
  addEntry: text,
  /** Accessible name of an entry's delete button; {n} is its number. */
  deleteEntry: numbered,
});

/** One record section: SPEC §2's heading and empty-section message, its entries, and its field labels. */
const recordSection = <Fields extends z.ZodRawShape>(fields: Fields) =>
  recordEntries.extend({ title: text, empty: text, fields: z.object(fields) });

/** Copy of the editor's record sections (SPEC §2 'Editor screen', §4 'Section edit mode'). */
const editorRecords = z.object({
  /** Appended, for screen readers only, to a field's label to name its entry: '({entry})' reads 'Title (Role 2)'. */
  scope: z.string().includes('{entry}'),
  /** The name of an entry inside another ('Qualification 1, Education 2'). */
  nested: z.string().includes('{entry}').includes('{parent}'),
  /** Date fields: the format hint, the gentle note on anything else (what was typed is kept), and a date range. */
  dates: z.object({ hint: text, invalid: text, range: z.string().includes('{start}').includes('{end}') }),
  /** The buttons of a new-entry form, and its note when every field is still empty. */
  add: text,
  cancel: text,
  blank: text,
  /** Visible text of an entry's delete button (its accessible name is the list's `deleteEntry`). */
  delete: text,
  /** SPEC §2 'Career History': roles with highlights; 'Add role' adds SPEC §4's default role. */
  roles: z.object({
    title: text,
    empty: text,
    entry: numbered,
    addEntry: text,
    deleteEntry: numbered,
    /** SPEC §4: the end of a current role's dates. */
    present: text,
    fields: z.object({ title: text, company: text, start: text, end: text, current: text, summary: text }),
    /** A role's highlight bullets; `keys` sits under a new highlight's text area (SPEC §4 'Text-item editing'). */
    highlights: recordEntries.extend({ heading: text, keys: text }),
  }),
  earlierCareer: recordSection({ title: text, company: text, start: text, end: text }),
  /** Education; each place has its qualifications, a list of their own. */
  education: recordSection({ institution: text, city: text, country: text }).extend({
    qualifications: recordEntries.extend({
      heading: text,
      fields: z.object({ qualification: text, course: text, start: text, end: text, grade: text }),
    }),
  }),
  certifications: recordSection({ name: text, issuer: text, date: text }),
  languages: recordSection({ name: text, level: text }),
  memberships: recordSection({ institution: text, name: text }),
  publications: recordSection({ title: text, type: text, date: text }),
});

/** src/content/app.yaml: copy of the client-only app screens. */
export const appSchema = z.object({
  /** Shown while a screen's code is not available yet; links back to the site. */
  unavailable: z.object({ body: z.string().min(1), homeLabel: z.string().min(1) }),
  screens: z.object({ upload: screen, editor: screen, login: screen, register: screen, account: screen }),
  auth,
  account,
  upload,
  coach,
  /** The coach chat in the editor's coaching panel (schema: coach-panel.ts). */
  coachPanel: coachPanelSchema,
  /** The score card in the editor's coaching panel (schema: score-card.ts). */
  scoreCard: scoreCardSchema,
  editor,
  editorExport,
  editorSections,
  editorRecords,
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
