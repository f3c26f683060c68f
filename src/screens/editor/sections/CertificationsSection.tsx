import { CV_FIELD_KINDS as K } from '@/lib/cv/limits';
import type { CvCertification } from '@/lib/cv/schema';
import { useEditorCopy } from '../copy';
import { textField } from './records/fields';
import RecordSection, { RecordLine } from './records/RecordSection';

const FIELDS = [textField<CvCertification>('name', K.certification.name), textField<CvCertification>('issuer', K.certification.issuer), textField<CvCertification>('date', K.certification.date, 'date')];
const BLANK: CvCertification = { name: '', issuer: '', date: '' };

/** SPEC §2 'Certifications': name, issuer and date. */
export default function CertificationsSection() {
  const copy = useEditorCopy().editorRecords;
  return (
    <RecordSection
      list="certifications"
      copy={copy.certifications}
      fields={FIELDS}
      blank={BLANK}
      renderView={(certification) => <RecordLine main={certification.name} details={[certification.issuer, certification.date]} />}
    />
  );
}
