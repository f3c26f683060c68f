import { useCallback } from 'react';
import type { FieldLimit } from '@/components/ui/field';
import { fillTemplate } from '@/lib/content/template';
import { CV_FIELD_MAX_CHARS, formatCount, nearCap, type CvFieldKind } from '@/lib/cv/limits';
import { useEditorCopy } from '../copy';

/**
 * The limit of a CV field for FieldFrame/Field: the control stops at the field's cap (src/lib/cv/limits.ts, what
 * the API takes), and from CV_COUNT_FROM_SHARE of it a count ('4,120 of 5,000 characters') shows under it.
 */
export function useFieldLimit(): (value: string, kind: CvFieldKind) => FieldLimit {
  const { limits } = useEditorCopy().editor;
  return useCallback(
    (value, kind) => {
      const max = CV_FIELD_MAX_CHARS[kind];
      return { maxLength: max, count: nearCap(value.length, max) ? fillTemplate(limits.field, { count: formatCount(value.length), max: formatCount(max) }) : '' };
    },
    [limits],
  );
}
