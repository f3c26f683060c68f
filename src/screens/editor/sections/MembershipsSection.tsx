import { CV_FIELD_KINDS as K } from '@/lib/cv/limits';
import type { CvMembership } from '@/lib/cv/schema';
import { useEditorCopy } from '../copy';
import { textField } from './records/fields';
import RecordSection, { RecordLine } from './records/RecordSection';

const FIELDS = [textField<CvMembership>('institution', K.membership.institution), textField<CvMembership>('name', K.membership.name)];
const BLANK: CvMembership = { institution: '', name: '' };

/** SPEC §2 'Professional Memberships': the professional body and the membership grade. */
export default function MembershipsSection() {
  const copy = useEditorCopy().editorRecords;
  return (
    <RecordSection
      list="professional_memberships"
      copy={copy.memberships}
      fields={FIELDS}
      blank={BLANK}
      renderView={(membership) => <RecordLine main={membership.institution} details={[membership.name]} />}
    />
  );
}
