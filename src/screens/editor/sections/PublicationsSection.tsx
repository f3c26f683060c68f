import { CV_FIELD_KINDS as K } from '@/lib/cv/limits';
import type { CvPublication } from '@/lib/cv/schema';
import { useEditorCopy } from '../copy';
import { textField } from './records/fields';
import RecordSection, { RecordLine } from './records/RecordSection';

const FIELDS = [textField<CvPublication>('title', K.publication.title), textField<CvPublication>('pub_type', K.publication.pub_type, 'text', 'type'), textField<CvPublication>('date', K.publication.date, 'date')];
const BLANK: CvPublication = { title: '', pub_type: '', date: '' };

/** SPEC §2 'Publications': title, type and date. */
export default function PublicationsSection() {
  const copy = useEditorCopy().editorRecords;
  return (
    <RecordSection
      list="publications"
      copy={copy.publications}
      fields={FIELDS}
      blank={BLANK}
      renderView={(publication) => <RecordLine main={publication.title} details={[publication.pub_type, publication.date]} />}
    />
  );
}
