import type { CvEarlierRole } from '@/lib/cv/schema';
import { useEditorCopy } from '../copy';
import { textField } from './records/fields';
import { formatRange } from './records/format';
import RecordSection, { RecordLine } from './records/RecordSection';

const FIELDS = [textField<CvEarlierRole>('title'), textField<CvEarlierRole>('company'), textField<CvEarlierRole>('start', 'date'), textField<CvEarlierRole>('end', 'date')];
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
