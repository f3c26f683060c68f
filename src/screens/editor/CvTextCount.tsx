import { useStore } from '@nanostores/react';
import { computed } from 'nanostores';
import { fillTemplate } from '@/lib/content/template';
import { toParsedCv } from '@/lib/cv/editable';
import { CV_MAX_TEXT_CHARS, formatCount, nearCap, textChars } from '@/lib/cv/limits';
import { $cv } from '@/stores/cv';
import { useEditorCopy } from './copy';

/** The characters of text in the CV being edited, as the API counts them (ids and other editor state aside). */
const $cvTextChars = computed($cv, (cv) => (cv ? textChars(toParsedCv(cv)) : 0));

/**
 * The whole CV's length once it nears CV_MAX_TEXT_CHARS, the most the coach and scoring take (issue 15): each field
 * stops at its own cap, but the fields together can still pass this one, so the user sees it coming. A polite live
 * region, present from the start so that its first words are read out too.
 */
export function CvTextCount() {
  const { limits } = useEditorCopy().editor;
  const count = useStore($cvTextChars);
  const template = count > CV_MAX_TEXT_CHARS ? limits.cvOver : limits.cv;
  const text = nearCap(count, CV_MAX_TEXT_CHARS) ? fillTemplate(template, { count: formatCount(count), max: formatCount(CV_MAX_TEXT_CHARS) }) : '';
  return (
    <p className="cv-text-count" data-over={count > CV_MAX_TEXT_CHARS ? '' : undefined} aria-live="polite">
      {text}
    </p>
  );
}
