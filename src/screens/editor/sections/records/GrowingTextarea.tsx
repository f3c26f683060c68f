import { useLayoutEffect, useRef, type RefObject, type TextareaHTMLAttributes } from 'react';

/** Chromium (and Safari 26+) size a text area to its content with CSS alone (`field-sizing: content`). */
const fitsByCss = typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

export interface GrowingTextareaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value'> {
  value: string;
  textareaRef?: RefObject<HTMLTextAreaElement | null>;
}

/**
 * A text area that grows to fit its text (SPEC §9: 'Highlight text areas grow to fit'). sections.css gives it
 * `field-sizing: content`; where that is not supported, its height follows its scroll height after each change.
 */
export function GrowingTextarea({ value, textareaRef, className, ...props }: GrowingTextareaProps) {
  const ownRef = useRef<HTMLTextAreaElement>(null);
  const ref = textareaRef ?? ownRef;

  useLayoutEffect(() => {
    const element = ref.current;
    if (fitsByCss || !element) return;
    element.style.height = 'auto';
    // scrollHeight leaves out the borders; jsdom (no layout) reports 0, so the height stays automatic there.
    if (element.scrollHeight) element.style.height = `${element.scrollHeight + element.offsetHeight - element.clientHeight}px`;
  }, [ref, value]);

  return <textarea ref={ref} rows={1} className={['grow-to-fit', className].filter(Boolean).join(' ')} value={value} {...props} />;
}
