import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { isValidCvEmail, updatePersonal, type PersonalChanges } from '@/lib/cv/edit';
import { CV_FIELD_KINDS as K } from '@/lib/cv/limits';
import { $cv, editCv } from '@/stores/cv';
import { useEditorCopy } from '../copy';
import { LinksEditor } from './LinksEditor';
import { inputProps } from './input-props';
import { useCommittedText } from './records/use-committed-text';
import { useFieldLimit } from './use-field-limit';

/** Saves a change to the personal header (updatePersonal trims it, and refuses an invalid e-mail). */
const savePersonal = (changes: PersonalChanges) => editCv((cv) => updatePersonal(cv, changes).cv);

/**
 * The personal header's edit form (SPEC §4: First Name, Surname, Email, Phone, City, Country, Headline; and
 * links). Like the other section forms it saves as you type, so the section's tick has nothing left to save.
 * An e-mail that is not an address is never saved: the field says so (once the user leaves it, or at once
 * while it shows the problem) and the CV keeps its last valid address.
 */
export function PersonalForm() {
  const editorCopy = useEditorCopy();
  const { personal: copy } = editorCopy.editorSections;
  const cv = useStore($cv);
  const limit = useFieldLimit();
  const firstName = useCommittedText(cv?.first_name ?? '', (text) => savePersonal({ first_name: text }));
  const surname = useCommittedText(cv?.surname ?? '', (text) => savePersonal({ surname: text }));
  const phone = useCommittedText(cv?.phone ?? '', (text) => savePersonal({ phone: text }));
  const city = useCommittedText(cv?.location.city ?? '', (text) => savePersonal({ location: { city: text } }));
  const country = useCommittedText(cv?.location.country ?? '', (text) => savePersonal({ location: { country: text } }));
  const headline = useCommittedText(cv?.headline ?? '', (text) => savePersonal({ headline: text }));
  const [email, setEmail] = useState(cv?.email ?? '');
  const [showEmailProblem, setShowEmailProblem] = useState(false);
  const emailInvalid = !isValidCvEmail(email);

  return (
    <div className="cv-form cv-personal-form">
      <div className="cv-form__grid">
        <Field label={copy.labels.firstName} autoComplete="given-name" {...inputProps(firstName)} limit={limit(firstName.value, K.cv.first_name)} />
        <Field label={copy.labels.surname} autoComplete="family-name" {...inputProps(surname)} limit={limit(surname.value, K.cv.surname)} />
        <Field
          label={copy.labels.email}
          type="email"
          autoComplete="email"
          value={email}
          limit={limit(email, K.cv.email)}
          error={showEmailProblem && emailInvalid ? copy.emailInvalid : undefined}
          onChange={(event) => {
            const text = event.target.value;
            setEmail(text);
            if (isValidCvEmail(text)) savePersonal({ email: text });
          }}
          onBlur={() => setShowEmailProblem(emailInvalid)}
        />
        <Field label={copy.labels.phone} type="tel" autoComplete="tel" {...inputProps(phone)} limit={limit(phone.value, K.cv.phone)} />
        <Field label={copy.labels.city} autoComplete="address-level2" {...inputProps(city)} limit={limit(city.value, K.location.city)} />
        <Field label={copy.labels.country} autoComplete="country-name" {...inputProps(country)} limit={limit(country.value, K.location.country)} />
        <div className="cv-form__wide">
          <Field label={copy.labels.headline} autoComplete="off" {...inputProps(headline)} limit={limit(headline.value, K.cv.headline)} />
        </div>
      </div>
      <LinksEditor />
      <p className="cv-form__note">{editorCopy.editor.section.savedNote}</p>
    </div>
  );
}
