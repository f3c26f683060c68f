import { CV_FIELD_KINDS as K } from '@/lib/cv/limits';
import { useCallback } from 'react';
import type { CvEducation, CvQualification } from '@/lib/cv/schema';
import { deleteFromCv, editCv } from '@/stores/cv';
import { useEditorCopy } from '../copy';
import { textField, type RecordField } from './records/fields';
import { formatRange } from './records/format';
import { addQualification, deleteQualification, updateQualification } from './records/qualifications';
import { RecordListEditor } from './records/RecordListEditor';
import RecordSection, { RecordLine, type SectionItem } from './records/RecordSection';

const locationField = (key: 'city' | 'country'): RecordField<CvEducation> => ({
  name: key,
  kind: 'text',
  limit: K.location[key],
  read: (place) => place.location[key],
  write: (place, text) => ({ location: { ...place.location, [key]: text } }),
});

const FIELDS = [textField<CvEducation>('institution', K.education.institution), locationField('city'), locationField('country')];
const BLANK: CvEducation = { institution: '', location: { city: '', country: '' }, qualifications: [] };

const QUALIFICATION_FIELDS = [
  textField<CvQualification>('qualification', K.qualification.qualification),
  textField<CvQualification>('course', K.qualification.course),
  textField<CvQualification>('start', K.qualification.start, 'date'),
  textField<CvQualification>('end', K.qualification.end, 'date'),
  textField<CvQualification>('grade', K.qualification.grade),
];
const BLANK_QUALIFICATION: CvQualification = { qualification: '', course: '', start: '', end: '', grade: '' };

const positionKey = (_item: CvQualification, index: number) => String(index);

/** The qualifications of one education entry: the shared record form, nested, with its own Add and Delete. */
function QualificationsEditor({ educationId, qualifications, parent }: { educationId: string; qualifications: CvQualification[]; parent: string }) {
  const { education: copy } = useEditorCopy().editorRecords;
  const change = useCallback(
    (key: string, update: (item: CvQualification) => Partial<CvQualification>) => editCv((cv) => updateQualification(cv, educationId, Number(key), update)),
    [educationId],
  );
  const add = useCallback((item: CvQualification) => editCv((cv) => addQualification(cv, educationId, item)), [educationId]);
  const remove = useCallback((key: string) => deleteFromCv((cv) => deleteQualification(cv, educationId, Number(key))), [educationId]);

  return (
    <fieldset className="record-nested">
      <legend className="record-nested__legend">{copy.qualifications.heading}</legend>
      <RecordListEditor
        items={qualifications}
        keyOf={positionKey}
        fields={QUALIFICATION_FIELDS}
        copy={copy.qualifications}
        blank={BLANK_QUALIFICATION}
        parent={parent}
        onChange={change}
        onAdd={add}
        onDelete={remove}
      />
    </fieldset>
  );
}

const qualificationsOf = (place: CvEducation, key: string, name: string) => (
  <QualificationsEditor educationId={key} qualifications={place.qualifications} parent={name} />
);

function EducationView({ place }: { place: SectionItem<'education'> }) {
  const copy = useEditorCopy().editorRecords;
  const where = [place.location.city, place.location.country].filter(Boolean).join(', ');
  return (
    <>
      <RecordLine main={place.institution} details={[where]} />
      {place.qualifications.length > 0 && (
        <ul className="record-view__sub">
          {place.qualifications.map((qualification, index) => (
            <li key={index}>
              <RecordLine
                main={[qualification.qualification, qualification.course].filter(Boolean).join(' ')}
                details={[formatRange(copy, qualification.start, qualification.end), qualification.grade]}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** SPEC §2 'Education': institutions with their place and qualifications (each added, edited, deleted). */
export default function EducationSection() {
  const copy = useEditorCopy().editorRecords;
  return (
    <RecordSection
      list="education"
      copy={copy.education}
      fields={FIELDS}
      blank={BLANK}
      renderView={(place) => <EducationView place={place} />}
      extra={qualificationsOf}
    />
  );
}
