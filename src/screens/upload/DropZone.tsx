import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
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
 * The drag-and-drop area: a <label> styled as the zone around the native file input, which is the one control
 * (a button to assistive tech; Tab reaches it, Enter or Space opens the picker). Being native, a click or a key
 * press picks a file from the server-rendered HTML, before this island has loaded on a slow connection; the
 * island takes the chosen file up when it starts, and the same input from then on. Dropping a file highlights
 * the zone while over it.
 */
export default function DropZone({ label, dragOverLabel, hint, disabled, onFile }: DropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragOver, setDragOver] = useState(false);
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const latestOnFile = useRef(onFile);
  latestOnFile.current = onFile;

  // A file chosen before hydration fired its change event with nobody listening: it waits in the input.
  useEffect(() => {
    if (input.current) takeFile(input.current, latestOnFile.current);
  }, []);

  function onDragOver(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    if (!disabled) setDragOver(true);
  }

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  }

  return (
    <label
      className="drop-zone"
      data-disabled={disabled || undefined}
      data-drag-over={dragOver || undefined}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={(event) => {
        // Leaving for a child of the zone is not leaving the zone.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragOver(false);
      }}
      onDrop={onDrop}
    >
      <input
        ref={input}
        className="visually-hidden"
        type="file"
        accept={ACCEPT}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        disabled={disabled}
        onChange={(event) => takeFile(event.currentTarget, onFile)}
      />
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
    </label>
  );
}

/** Hands the input's file on, and clears the input so choosing the same file again (after an error) still reports a change. */
function takeFile(input: HTMLInputElement, onFile: (file: File) => void): void {
  const file = input.files?.[0];
  input.value = '';
  if (file) onFile(file);
}
