import { CV_FIELD_KINDS as K } from '@/lib/cv/limits';
import type { CvLanguage } from '@/lib/cv/schema';
import { useEditorCopy } from '../copy';
import { textField } from './records/fields';
import RecordSection, { RecordLine } from './records/RecordSection';

const FIELDS = [textField<CvLanguage>('name', K.language.name), textField<CvLanguage>('level', K.language.level)];
const BLANK: CvLanguage = { name: '', level: '' };

/** SPEC §2 'Languages': each language with its level. */
export default function LanguagesSection() {
  const copy = useEditorCopy().editorRecords;
  return (
    <RecordSection
      list="languages"
      copy={copy.languages}
      fields={FIELDS}
      blank={BLANK}
      renderView={(language) => <RecordLine main={language.name} details={[language.level]} />}
    />
  );
}
