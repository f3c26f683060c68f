import { z } from 'zod';
import { text } from '../common.ts';

/** A screen-reader text about a dragged item: {label} (cut at DRAG_LABEL_MAX_CHARS), {position} and {total}. */
const dragPlace = z.string().includes('{label}').includes('{position}').includes('{total}');

/** Copy of the editor's own sections (SPEC §2 'Editor screen'), its list actions and drag and drop. */
export const editorSectionsSchema = z.object({
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
  profile: z.object({ title: text, empty: text, label: text }),
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
