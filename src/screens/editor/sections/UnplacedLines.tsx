import { useStore } from '@nanostores/react';
import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { addAchievement, addSkill, addTextItem } from '@/lib/cv/edit';
import type { EditableCv } from '@/lib/cv/editable';
import { fillTemplate } from '@/lib/content/template';
import { $unplaced, editCv, resolveUnplaced } from '@/stores/cv';
import { useEditorCopy } from '../copy';
import { truncateLabel } from '../sortable/sortable-a11y';
import { useFocusAfterRender } from './focus';
import './sections.css';

/** Where a line can go, and the edit that puts it there. */
const PLACES = [
  { action: 'toAchievements', short: 'toAchievementsShort', place: (cv: EditableCv, line: string) => addAchievement(cv, line) },
  { action: 'toSkills', short: 'toSkillsShort', place: (cv: EditableCv, line: string) => addSkill(cv, line) },
  { action: 'toDetails', short: 'toDetailsShort', place: (cv: EditableCv, line: string) => addTextItem(cv, 'add_details', line) },
] as const;

/**
 * 'Lines to review': lines of the uploaded CV the parser could not place in any section, kept until the user
 * adds each to achievements, skills or additional details, or dismisses it. Lines are shown as text only.
 * After an action focus moves to the next line's first button (or the previous line's, at the end).
 */
export default function UnplacedLines() {
  const { unplaced: copy } = useEditorCopy().editorSections;
  const lines = useStore($unplaced);
  const headingId = useId();
  const list = useRef<HTMLOListElement>(null);
  /** After the next render, focus goes to the first button of the line at this index (or the last line left). */
  const focusAfterRender = useFocusAfterRender<number>(list, (root, index) => {
    const rows = root.children;
    return rows.length ? rows[Math.min(index, rows.length - 1)]?.querySelector<HTMLButtonElement>('button') : null;
  });

  if (lines.length === 0) return null;

  const resolve = (index: number, place?: (cv: EditableCv, line: string) => EditableCv) => {
    const line = lines[index];
    if (line === undefined) return;
    if (place) editCv((cv) => place(cv, line));
    focusAfterRender(index);
    resolveUnplaced(index);
  };

  return (
    <section className="cv-review" aria-labelledby={headingId}>
      <h2 id={headingId} className="cv-review__title">
        {copy.title}
      </h2>
      <p className="cv-review__intro">{copy.intro}</p>
      <ol className="cv-review__list" ref={list} aria-label={copy.listLabel}>
        {lines.map((line, index) => {
          const label = truncateLabel(line);
          return (
            // Lines may repeat, and their order never changes except by removal: index and text make the key.
            <li key={`${index}-${line}`} className="cv-review__line">
              <p className="cv-review__text">{line}</p>
              <div className="cv-review__actions">
                {PLACES.map(({ action, short, place }) => (
                  <Button key={action} variant="outline" size="sm" aria-label={fillTemplate(copy[action], { label })} onClick={() => resolve(index, place)}>
                    {copy[short]}
                  </Button>
                ))}
                <Button variant="ghost" size="sm" aria-label={fillTemplate(copy.dismiss, { label })} onClick={() => resolve(index)}>
                  {copy.dismissShort}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
