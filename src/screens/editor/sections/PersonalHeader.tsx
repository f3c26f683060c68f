import { useEditorCopy } from '../copy';
import { cvSlice, useCvSlice } from './cv-slice';
import { linkHref } from '@/lib/cv/link-href';
import { PersonalForm } from './PersonalForm';
import Section, { EmptyNote } from './Section';
import './sections.css';

/** The header's fields alone: the section re-renders only when one of them changes. */
const $personal = cvSlice((cv) => ({
  firstName: cv?.first_name ?? '',
  surname: cv?.surname ?? '',
  email: cv?.email ?? '',
  phone: cv?.phone ?? '',
  headline: cv?.headline ?? '',
  city: cv?.location.city ?? '',
  country: cv?.location.country ?? '',
  links: cv?.links ?? [],
}));

/**
 * The personal header (SPEC §2): name, headline, a contact line (e-mail, phone, city and country) and links.
 * Unlike SPEC's always read-only header it is editable (DECISIONS.md 'Where we go beyond'): the pencil opens
 * PersonalForm. Everything is shown as text; only web and mail addresses become links (see linkHref).
 */
export default function PersonalHeader() {
  const { personal: copy } = useEditorCopy().editorSections;
  const { firstName, surname, email, phone, headline, city, country, links } = useCvSlice($personal);
  const name = [firstName, surname].filter(Boolean).join(' ');
  const place = [city, country].filter(Boolean).join(', ');
  const contact = [email, phone, place].filter(Boolean);
  const isEmpty = !name && !headline && contact.length === 0 && links.length === 0;

  return (
    <Section title={copy.title} field="personal" editor={() => <PersonalForm />}>
      {isEmpty ? (
        <EmptyNote>{copy.empty}</EmptyNote>
      ) : (
        <div className="cv-personal">
          {name && <p className="cv-personal__name">{name}</p>}
          {headline && <p className="cv-personal__headline">{headline}</p>}
          {contact.length > 0 && (
            <ul className="cv-personal__contact">
              {contact.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {links.length > 0 && (
            <ul className="cv-personal__links" aria-label={copy.links.legend}>
              {links.map((link) => {
                const href = linkHref(link.url);
                const text = link.title || link.url;
                return (
                  <li key={link.id}>
                    {href ? <a href={href}>{text}</a> : text}
                    {link.title && link.url && <span className="cv-personal__url">{link.url}</span>}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </Section>
  );
}
