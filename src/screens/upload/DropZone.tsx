import { useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { ACCEPTED_EXTENSIONS, ACCEPTED_MIME_TYPES } from '@/lib/constants';

/** The file picker's filter: the four types by MIME type and by extension (SPEC §5). */
const ACCEPT = [...ACCEPTED_MIME_TYPES, ...ACCEPTED_EXTENSIONS.map((extension) => `.${extension}`)].join(',');

export interface DropZoneProps {
  label: string;
  dragOverLabel: string;
  hint: string;
  /** While true the zone takes no file (SPEC §4: uploads are refused while one is processing). */
  disabled: boolean;
  /** Called with the chosen file; of several dropped files only the first (SPEC §5). */
  onFile: (file: File) => void;
}

/**
 * The drag-and-drop area. It is one button: a click, Enter or Space opens the file picker (the real file input
 * is hidden from view and from the tab order); dropping a file highlights the zone while over it.
 */
export default function DropZone({ label, dragOverLabel, hint, disabled, onFile }: DropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragOver, setDragOver] = useState(false);
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;

  function browse() {
    if (!disabled) input.current?.click();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      browse();
    }
  }

  function onDragOver(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    if (!disabled) setDragOver(true);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  }

  // The file input sits beside the zone, not in it: a control inside a button is not reachable by assistive tech.
  return (
    <>
      <div
        className="drop-zone"
        role="button"
        tabIndex={0}
        aria-disabled={disabled || undefined}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        data-drag-over={dragOver || undefined}
        onClick={browse}
        onKeyDown={onKeyDown}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={(event) => {
          // Leaving for a child of the zone is not leaving the zone.
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragOver(false);
        }}
        onDrop={onDrop}
      >
        <svg className="drop-zone__icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
          <path
            d="M12 16V4m0 0L7 9m5-5l5 5M5 15v3a2 2 0 002 2h10a2 2 0 002-2v-3"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className="drop-zone__label" id={labelId}>
          {dragOver ? dragOverLabel : label}
        </span>
        <span className="drop-zone__hint" id={hintId}>
          {hint}
        </span>
      </div>
      <input
        ref={input}
        className="visually-hidden"
        type="file"
        accept={ACCEPT}
        tabIndex={-1}
        aria-hidden="true"
        disabled={disabled}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared so choosing the same file again (after an error) still reports a change.
          event.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
