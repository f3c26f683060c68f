import { CV_FIELD_KINDS as K } from '@/lib/cv/limits';
import type { CvEarlierRole } from '@/lib/cv/schema';
import { useEditorCopy } from '../copy';
import { textField } from './records/fields';
import { formatRange } from './records/format';
import RecordSection, { RecordLine } from './records/RecordSection';

const FIELDS = [textField<CvEarlierRole>('title', K.earlier_role.title), textField<CvEarlierRole>('company', K.earlier_role.company), textField<CvEarlierRole>('start', K.earlier_role.start, 'date'), textField<CvEarlierRole>('end', K.earlier_role.end, 'date')];
const BLANK: CvEarlierRole = { title: '', company: '', start: '', end: '' };

/** SPEC §2 'Earlier Career': one-line earlier roles (title, company, dates). */
export default function EarlierCareerSection() {
  const copy = useEditorCopy().editorRecords;
  return (
    <RecordSection
      list="earlier_career"
      copy={copy.earlierCareer}
      fields={FIELDS}
      blank={BLANK}
      renderView={(role) => <RecordLine main={role.title} details={[role.company, formatRange(copy, role.start, role.end)]} />}
    />
  );
}
