import { cutSpan, findDate, findDateRange, loneDate, tidy } from './dates.ts';
import { headingField } from './education-labels.ts';
import { editorField } from './europass.ts';
import { companyScore, DEGREE_RE, INSTITUTION_RE, isLanguage, MOTHER_TONGUE, STRONG_TITLE_WORDS, titleScore } from './lexicon.ts';
import { isLongName, isSentence, TYPED_BULLET } from './lines.ts';
import type { TextLine } from '../types.ts';
import type { CvSectionParserKind } from '../../../lib/cv/sections.ts';
import { largestCount } from '../../../lib/tally.ts';

/**
 * Section headings: a table of synonyms per section kind, matched on the heading's letters only (so
 * 'P R O F I L E', 'Profile:' and 'PROFILE' are one), plus the document's own heading style for headings
 * the table does not know.
 */

/**
 * The kinds of section a heading can name: the registry's, one per field of the Parsed CV they fill
 * (src/lib/cv/sections.ts), and the parser's own, whose lines go to other fields or stay unplaced.
 */
export type SectionKind =
  | CvSectionParserKind
  | 'header'
  | 'contact'
  | 'projects'
  | 'coursework'
  | 'links'
  | 'references'
  | 'other';

/** Exact headings (letters only, lower case) by kind. */
const EXACT: Record<Exclude<SectionKind, 'header' | 'other'>, string[]> = {
  contact: [
    'contact', 'contacts', 'contact details', 'contact information', 'contact info', 'get in touch', 'contact me', 'personal details',
    'personal information', 'personal info', 'details', 'info', 'personal data', 'personal particulars',
  ],
  profile: [
    'profile', 'personal profile', 'professional profile', 'career profile', 'summary', 'professional summary', 'career summary',
    'executive summary', 'profile summary', 'about me', 'about', 'objective', 'career objective', 'career objectives', 'objectives',
    'personal statement', 'profile statement', 'introduction', 'overview', 'personal summary', 'professional overview', 'summary of qualifications',
    'who i am', 'career goal', 'career goals', 'professional statement', 'summary profile', 'bio', 'biography', 'about myself', 'synopsis', 'resume summary',
    'executive profile', 'career aims', 'career aim',
  ],
  skills: [
    'skills', 'key skills', 'core skills', 'technical skills', 'core competencies', 'competencies', 'key competencies', 'skills and expertise',
    'expertise', 'areas of expertise', 'skills summary', 'technical proficiencies', 'technologies', 'tools', 'tools and technologies',
    'technical expertise', 'capabilities', 'strengths', 'key strengths', 'skill set', 'skillset', 'specialisms', 'specialities', 'specialties',
    'professional skills', 'it skills', 'computer skills', 'soft skills', 'hard skills', 'skills and abilities', 'abilities', 'tech stack',
    'technical stack', 'skills and competencies', 'skills and tools', 'core strengths', 'relevant skills', 'skills highlights', 'software',
    'programming languages', 'programming', 'technology stack', 'tech', 'stack', 'it and programming', 'technical competencies', 'areas of strength', 'key expertise', 'top skills', 'skills and qualities', 'proficiencies', 'technical',
    'programming language', 'skill highlights',
    // US résumés head a list of skills 'Core Qualifications'; British CVs list soft skills under 'Personal Qualities'.
    'core qualifications', 'personal qualities', 'personal attributes', 'key qualities', 'qualities', 'attributes',
  ],
  achievements: [
    'achievements', 'key achievements', 'career highlights', 'highlights', 'accomplishments', 'key accomplishments', 'awards',
    'awards and honours', 'awards and honors', 'honours and awards', 'honors and awards', 'honours', 'honors', 'selected achievements',
    'notable achievements', 'career achievements', 'achievements and awards', 'awards and achievements', 'major achievements',
    'professional achievements', 'recognition', 'awards and recognition', 'key highlights', 'selected accomplishments',
    'hackathons', 'competitions', 'hackathons and competitions', 'competitions and hackathons', 'awards and competitions',
    // AltaCV's 'Most proud of'; LinkedIn's sidebar prints 'Honors-Awards'.
    'most proud of', 'proudest achievements', 'scholarships', 'grants', 'prizes', 'distinctions', 'fellowships and awards',
    'honors-awards', 'honours-awards', 'scholarships and awards', 'awards and scholarships', 'scholarships and honours', 'scholarships and honors',
    'fellowships', 'recognitions', 'research grants', 'grants and awards', 'awards and grants',
  ],
  experience: [
    'experience', 'work experience', 'professional experience', 'employment', 'employment history', 'career history', 'work history',
    'relevant experience', 'professional background', 'career', 'positions held', 'experience summary', 'professional history',
    'career experience', 'employment experience', 'professional employment', 'relevant work experience', 'industry experience',
    'experience and employment', 'employment record', 'career record', 'work', 'recent experience', 'relevant employment',
    'professional experience and employment', 'working experience', 'job history', 'roles', 'volunteer experience', 'volunteering',
    'volunteer work', 'leadership experience', 'teaching experience', 'research experience', 'clinical experience', 'internships',
    'internship experience', 'employment and experience', 'career and experience', 'career summary and experience',
    'appointments', 'academic appointments', 'academic positions', 'positions', 'professional appointments', 'research positions',
    'research', 'leadership', 'teaching', 'volunteering and leadership', 'leadership and volunteering', 'research and teaching',
    'teaching and research', 'leadership and service', 'volunteer', 'teaching activity', 'teaching activities',
    // British usage: 'Voluntary Work', 'Voluntary Experience'.
    'voluntary work', 'voluntary experience', 'voluntary roles', 'voluntary',
    // Clubs and societies with the posts held in them ('Organizations' / 'SIAM Student Chapter' / 'President').
    'organizations', 'organisations', 'student organizations', 'student organisations', 'involvement', 'campus involvement',
    // Posts held outside a job: in the community, in the forces, as a student ('Position of Responsibility' in Indian CVs).
    'community service', 'community involvement', 'community engagement', 'military service', 'position of responsibility',
    'positions of responsibility', 'teaching assistantships', 'teaching and mentoring', 'apprenticeships', 'placements',
  ],
  earlier: [
    'earlier career', 'early career', 'prior roles', 'earlier roles', 'earlier experience', 'previous roles', 'prior experience',
    'previous experience', 'previous employment', 'earlier employment', 'other experience', 'additional experience', 'early experience',
    'prior career', 'career prior', 'previous positions', 'earlier positions', 'other roles', 'additional roles', 'earlier career history',
    'career before', 'other employment', 'previous career',
  ],
  education: [
    'education', 'education and training', 'academic background', 'academic qualifications', 'qualifications', 'education and qualifications',
    'educational background', 'academic history', 'academic profile', 'studies', 'schooling', 'training and education', 'degrees',
    'academic credentials', 'academic record', 'education history', 'educational qualifications', 'academics', 'academic', 'education details',
    'academic experience', 'higher education', 'university education', 'educational history',
  ],
  certifications: [
    'certifications', 'certificates', 'certification', 'licences and certifications', 'licenses and certifications', 'licences',
    'licenses', 'professional qualifications', 'professional registration', 'professional registrations', 'registrations', 'courses', 'training', 'professional development', 'accreditations', 'credentials',
    'certifications and training', 'training and certifications', 'continuing professional development', 'cpd', 'courses and certifications',
    'certifications and licenses', 'certifications and licences', 'professional certifications', 'professional training', 'training courses', 'trainings',
    'qualifications and certifications', 'certificates and training', 'other qualifications', 'additional qualifications',
    'relevant courses', 'online courses', 'industry certifications', 'technical certifications', 'licenses and certificates',
    'licences and certificates', 'professional credentials', 'certifications and courses',
  ],
  languages: ['languages', 'language skills', 'languages known', 'language known', 'known languages', 'languages spoken', 'linguistic skills', 'language proficiency', 'language', 'spoken languages', 'foreign languages', 'language competencies',
    // Set apart from programming languages in a list of skills ('Human Languages: Turkish (native), English').
    'human languages', 'natural languages', 'human language', 'spoken language',
    // Europass labels the rows of its languages grid.
    'mother tongue', 'mother tongues', 'other languages'],
  memberships: [
    'professional memberships', 'memberships', 'professional bodies', 'affiliations', 'professional affiliations', 'associations',
    'member of', 'professional membership', 'membership', 'professional associations', 'memberships and affiliations',
    'affiliations and memberships', 'professional organisations', 'professional organizations', 'institutional memberships',
  ],
  publications: [
    'publications', 'papers', 'publications and talks', 'papers and publications', 'selected publications', 'talks', 'presentations',
    'conference papers', 'articles', 'publications and presentations', 'research and publications', 'publications and research',
    'talks and publications', 'writing', 'speaking', 'speaking engagements', 'conference presentations', 'books', 'patents',
    'publications and patents', 'research outputs', 'published work', 'peer reviewed publications', 'journal articles',
  ],
  additional: [
    'additional information', 'additional details', 'other information', 'interests', 'hobbies', 'hobbies and interests',
    'interests and hobbies', 'interests and additional information', 'additional information and interests', 'other', 'miscellaneous',
    'further information', 'extracurricular', 'extra curricular', 'extra curricular activities', 'extracurricular activities', 'activities', 'personal interests', 'outside interests',
    'other details', 'additional', 'more about me', 'personal', 'other skills and interests', 'interests and activities', 'additional info',
    'right to work', 'work authorisation', 'work authorization', 'availability', 'driving licence', 'driving license', 'personal details and interests',
    // Hobbies, and the visits and short trainings students list, as Indian CVs often head them.
    'pass time', 'pastime', 'pastimes', 'industrial visit', 'industrial visits', 'in plant training', 'in house training', 'in house trainings',
  ],
  // Projects are listed as details (name and description per item), not as roles.
  projects: [
    'projects', 'personal projects', 'selected projects', 'academic projects', 'side projects', 'key projects', 'university projects',
    'relevant projects', 'other projects', 'previous projects', 'notable projects', 'technical projects', 'research projects',
    'open source', 'open source projects', 'open source contributions', 'open source work', 'school projects', 'course projects', 'project',
  ],
  // Courses taken for a degree: no field holds them, so they stay unplaced rather than join the section above.
  coursework: [
    'coursework', 'relevant coursework', 'selected coursework', 'course work', 'key coursework', 'related coursework',
    'graduate coursework', 'undergraduate coursework', 'courses taken', 'coursework and projects',
  ],
  links: ['links', 'online profiles', 'online presence', 'social', 'social media', 'web', 'websites', 'portfolio', 'profiles', 'online', 'find me online'],
  references: ['references', 'referees', 'reference', 'recommendations', 'testimonials'],
};

/** Keywords for headings the exact table misses ('Professional Experience & Projects'), strongest first. */
const KEYWORDS: Array<[RegExp, SectionKind]> = [
  [/\b(earlier|early|prior|previous)\b.*\b(career|roles|experience|employment|positions)\b/, 'earlier'],
  [/\bcourse ?work\b/, 'coursework'],
  // A driving licence is a detail about the person, not a professional licence.
  [/\bdriv(?:ing|er'?s?) licen[cs]e/, 'additional'],
  // 'Certified …' starts a certificate's name ('Certified Scrum Master'), not a heading of them.
  // 'First Certificate in English' names one certificate, not a heading of them.
  [/\b(certif(?!ied\b)(?!\w*\s+(?:in|of)\b)|licen[cs]es?\b|accreditation|courses)/, 'certifications'],
  // 'Published books and journals' names what was published.
  [/\bpublications?\b|\bpapers\b|\btalks\b|\b(posters|preprints|proceedings|patents|manuscripts|published|books|presentations)\b/, 'publications'],
  [/\bmembership|\baffiliation|\bprofessional bod(y|ies)/, 'memberships'],
  // 'Recently used languages/technologies', 'Languages & Tools', 'Languages and framework': languages named beside
  // tools are programming ones.
  [/\blanguages?\b.*\b(technolog\w*|tools?|frameworks?|librar(?:y|ies))\b|\b(technolog\w*|tools?|frameworks?)\b.*\blanguages?\b/, 'skills'],
  [/\blanguages?\b/, 'languages'],
  // Before education: 'Academic Appointments' lists jobs; so do 'Board Roles' and 'Non-Executive Roles'.
  // 'Interships and Academic Services': internships, even misspelt, are positions held.
  [/\b(appointments|positions|roles|inte?rn?ships?)\b/, 'experience'],
  // Before education: 'Academic Honors' and 'Scholastic Achievements' list awards; 'Academic Service' lists duties
  // (reviewing, committees), which no field but the details holds.
  [/\b(achievements?|accomplishments?|awards?|honou?rs?|scholarships?|prizes?|distinctions|fellowships|recognitions|grants)\b/, 'achievements'],
  [/\bextra.?curricular|\bco.?curricular|\b(academic|professional|university|departmental) service\b/, 'additional'],
  [/\b(education|academic)/, 'education'],
  [/\bhighlights\b/, 'achievements'],
  [/\b(experiences?|employment|career history|work history)\b/, 'experience'],
  // After experience: 'Professional Experience & Projects' lists jobs.
  // 'International Project Involvement' lists projects too.
  [/\bprojects?\b/, 'projects'],
  [/\b(skills?|competenc|expertise|technologies|proficienc|speciali[sz]ation|toolbox|frameworks|programming|qualities)|\b(computer|technical|it|software) knowledge\b/, 'skills'],
  // After skills: 'Leadership Skills' is a skills list; 'Volunteering & Leadership' holds positions.
  [/\b(volunteer\w*|voluntary|leadership)\b/, 'experience'],
  [/\b(profile|summary|objective|about me)\b/, 'profile'],
  // Workshops and conferences attended are details, unless a keyword above named them first ('Courses &
  // Workshops' is training). 'Campus Activities' often lists positions held, so activities stay unnamed.
  [/\b(interests?|hobby|hobbies|additional|other information|workshops?|conferences|seminars)\b/, 'additional'],
  [/\breferences?\b|\breferees\b|\brecommendations\b/, 'references'],
  [/\bcontact\b/, 'contact'],
  // Last: 'Where I've Worked', 'Career Path', 'Jobs' name positions held in words of their own.
  [/\b(worked|jobs|employers)\b|\bcareer (path|journey|timeline|so far)\b/, 'experience'],
];

const STRONG_TITLE_WORDS_RE = new RegExp(`\\b(?:${[...STRONG_TITLE_WORDS].join('|')})\\b`);

/**
 * The usual headings of CVs written in French, German, Spanish, Italian and Portuguese (accents are dropped
 * before matching). Only words that head no English section and name nothing else on a line of their own.
 */
const OTHER_LANGUAGES: Partial<Record<SectionKind, string[]>> = {
  contact: ['coordonnees', 'kontakt', 'kontaktdaten', 'personliche daten', 'persoenliche daten', 'datos personales', 'contacto', 'contatti', 'dati personali', 'contato', 'dados pessoais'],
  profile: ['profil', 'a propos', 'a propos de moi', 'uber mich', 'ueber mich', 'kurzprofil', 'perfil', 'sobre mi', 'perfil profesional', 'profilo', 'profilo personale', 'sobre mim', 'perfil profissional'],
  skills: [
    'competences', 'competences techniques', 'connaissances', 'savoir faire', 'kenntnisse', 'fahigkeiten', 'faehigkeiten', 'kompetenzen', 'fachkenntnisse',
    'it kenntnisse', 'edv kenntnisse', 'habilidades', 'competencias', 'conocimientos', 'aptitudes', 'competenze', 'competenze tecniche', 'conhecimentos',
  ],
  achievements: ['distinctions et prix', 'prix', 'auszeichnungen', 'premios', 'logros', 'premi', 'premios e distincoes'],
  experience: [
    'experiences', 'experiences professionnelles', 'parcours professionnel', 'benevolat', 'berufserfahrung', 'berufliche erfahrung', 'beruflicher werdegang',
    'werdegang', 'praxiserfahrung', 'experiencia', 'experiencia laboral', 'experiencia profesional', 'esperienza', 'esperienze', 'esperienza lavorativa',
    'esperienze lavorative', 'esperienze professionali', 'experiencia profissional',
  ],
  education: [
    'formation', 'formations', 'etudes', 'diplomes', 'parcours academique', 'ausbildung', 'bildung', 'bildungsweg', 'studium', 'schulbildung', 'educacion',
    'formacion', 'formacion academica', 'estudios', 'istruzione', 'formazione', 'istruzione e formazione', 'formacao', 'formacao academica', 'educacao',
  ],
  certifications: ['zertifikate', 'weiterbildung', 'weiterbildungen', 'certificaciones', 'cursos', 'certificazioni', 'certificacoes'],
  languages: ['langues', 'sprachen', 'sprachkenntnisse', 'idiomas', 'lingue', 'conoscenze linguistiche'],
  publications: ['veroffentlichungen', 'veroeffentlichungen', 'publikationen', 'publicaciones', 'pubblicazioni', 'publicacoes'],
  additional: [
    'interets', 'centres dinteret', 'centres dinterets', 'loisirs', 'divers', 'interessen', 'hobbys', 'sonstiges', 'intereses', 'aficiones',
    'interessi', 'interesses',
  ],
  projects: ['projets', 'projets personnels', 'projekte', 'proyectos', 'progetti', 'projetos'],
};

const EXACT_INDEX = new Map<string, SectionKind>();
for (const [kind, names] of [...Object.entries(EXACT), ...Object.entries(OTHER_LANGUAGES)]) {
  for (const name of names) EXACT_INDEX.set(compactKey(name), kind as SectionKind);
}

/** Letters only, lower case, accents removed: the form headings are compared in. */
export function compactKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&|\+/g, 'and')
    .replace(/[^a-z]/g, '');
}

/** Words of a heading, lower case, '&' as 'and'. */
function headingWords(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&|\+/g, ' and ')
    .replace(/[^a-z]+/g, ' ')
    .trim();
}

/** Strips numbering, decoration and a trailing colon: '01. Work Experience:' → 'Work Experience'. */
export function headingText(text: string): string {
  return text
    .replace(/^\s*(?:\d{1,2}|[ivx]{1,4})[.)]?\s+/i, '')
    .replace(/^[\s#*=_~|•·>-]+|[\s#*=_~|•·<:-]+$/g, '')
    .trim();
}

/** The kind a heading names, or null when the text is not a known heading. */
export function headingKind(text: string): SectionKind | null {
  const clean = headingText(text);
  if (!clean || clean.length > 60 || /\d{3,}|@|https?:/.test(clean)) return null;
  // 'competencies.' in lower case with a full stop ends a sentence wrapped onto its own row; it heads nothing.
  if (/^\p{Ll}[^.]*\p{Ll}\.$/u.test(text.trim())) return null;
  const exact = EXACT_INDEX.get(compactKey(clean)) ?? exactWithLostLigature(clean);
  if (exact) return exact;
  const words = headingWords(clean);
  if (words.split(' ').length > 6) return null;
  const first = firstNamed(clean);
  // 'Software and QA Engineer' is a job title whose first word happens to head a section.
  if (first && !STRONG_TITLE_WORDS_RE.test(words)) return first;
  for (const [re, kind] of KEYWORDS) {
    if (!re.test(words)) continue;
    // 'WEB DEVELOPER EREVO TECHNOLOGIES' is a role header that happens to hold a keyword; a job title names
    // only a section of positions ('Research & Engineer Experience').
    if (kind !== 'experience' && kind !== 'earlier' && STRONG_TITLE_WORDS_RE.test(words)) return null;
    return kind;
  }
  return null;
}

/** A glyph standing between two letters where no punctuation goes: a ligature the font's text layer misnamed. */
const MISNAMED_LIGATURE = /(?<=\p{L})[^\p{L}\s&+'’.\/-](?=\p{L})/gu;
const LIGATURES = ['ti', 'fi', 'fl', 'ff', 'ft', 'tt'] as const;

/**
 * 'Cer$fica$ons', 'Educa$on': a font whose text layer names its ligature glyph wrongly leaves an odd character
 * where 'ti' (or 'fi', 'ft' …) was printed. The heading is the one that the same ligature in every such place
 * spells exactly.
 */
function exactWithLostLigature(text: string): SectionKind | undefined {
  if (!text.match(MISNAMED_LIGATURE)) return undefined;
  for (const ligature of LIGATURES) {
    const kind = EXACT_INDEX.get(compactKey(text.replace(MISNAMED_LIGATURE, ligature)));
    if (kind) return kind;
  }
  return undefined;
}

/** Kinds a heading may take from its first-named part alone. */
const FIRST_NAMED: ReadonlySet<SectionKind> = new Set(['education', 'achievements', 'skills', 'certifications', 'publications', 'profile', 'projects']);

/**
 * 'Education & Certifications', 'Honors, Awards & Certifications', 'Projects & Outside Experience': a heading joining
 * two kinds mostly lists the first-named (degrees with a course or two; awards with a certificate; projects with some
 * freelance work), so its first part names it when the table knows that part exactly. Positions are left to the keywords ('Research & Projects' lists projects).
 */
function firstNamed(text: string): SectionKind | null {
  const parts = joinedParts(text);
  if (parts.length < 2) return null;
  const kind = EXACT_INDEX.get(compactKey(parts[0]!));
  return kind && FIRST_NAMED.has(kind) ? kind : null;
}

/** The parts of a heading that joins kinds ('Honors, Awards & Certifications' → three). */
function joinedParts(text: string): string[] {
  return text.split(/\s*(?:&|\+|,|\/|\band\b)\s*/i).filter(Boolean);
}

/**
 * Whether a heading joining kinds names positions after its first part ('Certifications, Awards, Volunteering',
 * 'Honours & Leadership'): the section is read as the first-named kind, but the posts among its entries are roles.
 */
export function namesPositionsAfterFirst(text: string): boolean {
  const parts = joinedParts(headingText(text));
  return parts.length >= 2 && parts.slice(1).some((part) => EXACT_INDEX.get(compactKey(part)) === 'experience');
}

/** True when a heading matches the exact table (not only a keyword). */
export function isExactHeading(text: string): boolean {
  return EXACT_INDEX.has(compactKey(headingText(text)));
}

/** Lines shaped like a heading: one short phrase, no sentence punctuation, no digits. */
function headingShape(line: TextLine): boolean {
  const text = headingText(line.text);
  if (!text || line.bullet || line.cells.length > 1) return false;
  const words = text.split(/\s+/);
  if (words.length > 6 || text.length > 50) return false;
  if (/[.!?,;]$|\d|@|\/\//.test(text)) return false;
  return text.replace(/[^\p{L}]/gu, '').length >= 3;
}

/** Lines look like a heading by form: short, no sentence punctuation, emphasised or capitalised. */
export function looksLikeHeadingForm(line: TextLine): boolean {
  if (!headingShape(line)) return false;
  const letters = headingText(line.text).replace(/[^\p{L}]/gu, '');
  const caps = letters === letters.toUpperCase();
  return caps || line.bold || line.size >= 1.12;
}

/** A section: its kind, its heading line (if any) and the lines under it. */
export interface Section {
  kind: SectionKind;
  heading: TextLine | null;
  lines: TextLine[];
  /** Further rows of a margin label printed over several lines ('AWARDS &' / 'SCHOLARSHIPS'). */
  labelRows?: TextLine[];
}

interface HeadingStyle {
  size: number;
  bold: boolean;
  caps: boolean;
  x: number;
  right?: number;
}

function styleOf(line: TextLine): HeadingStyle {
  const letters = line.text.replace(/[^\p{L}]/gu, '');
  return { size: line.size, bold: line.bold, caps: letters.length > 0 && letters === letters.toUpperCase(), x: line.x, right: line.right };
}

/** Two headings line up: on the left edge, or (where right edges are known) centred or set flush right alike. */
function aligned(a: { x: number; right?: number }, b: { x: number; right?: number }): boolean {
  if (Math.abs(a.x - b.x) < 4) return true;
  if (a.right === undefined || b.right === undefined) return false;
  return Math.abs(a.right - b.right) < 4 || Math.abs(a.x + a.right - b.x - b.right) < 8;
}

/** A typeface-and-colour key shared by a document's headings, at one size, and whether they are (mostly) capitals. */
interface HeadingLook {
  style: string;
  size: number;
  caps: boolean;
  headings: TextLine[];
}

/**
 * The looks of this document's known headings that the body text does not share: most of them set in one
 * typeface and colour at one size (at least two, and at least two in five of them), other than the body's.
 * Smaller labels in the same face ('Tools' under 'SKILLS') are a look of their own, and seldom that common.
 */
function headingLooks(lines: TextLine[], headings: TextLine[]): HeadingLook[] {
  const chars = new Map<string, number>();
  for (const line of lines) if (line.style) chars.set(line.style, (chars.get(line.style) ?? 0) + line.text.length);
  const body = largestCount(chars);
  const groups = new Map<string, TextLine[]>();
  for (const h of headings) {
    if (!h.style || h.style === body) continue;
    const key = `${h.style}|${h.size.toFixed(1)}`;
    groups.set(key, [...(groups.get(key) ?? []), h]);
  }
  return [...groups.values()]
    .filter((hs) => hs.length >= 2 && hs.length >= headings.length * 0.4)
    .map((hs) => ({ style: hs[0]!.style!, size: hs[0]!.size, caps: hs.filter((h) => styleOf(h).caps).length >= hs.length * 0.75, headings: hs }))
    .filter((look) => distinctive(lines, look));
}

/**
 * A look is the headings' own when they make up a good part of the lines set in it: a sidebar whose headings
 * share the face, colour and size of its list items (told apart only by a gap) has no look to go by.
 */
function distinctive(lines: TextLine[], look: HeadingLook): boolean {
  const inIt = lines.filter((l) => l.style === look.style && Math.abs(l.size - look.size) < 0.04).length;
  return look.headings.length >= inIt * 0.4;
}

/** A line in one of the headings' looks: their typeface, colour, size and case, aligned with one of them. */
function inLook(line: TextLine, looks: HeadingLook[]): boolean {
  return looks.some(
    (look) =>
      look.style === line.style &&
      Math.abs(look.size - line.size) < 0.04 &&
      (!look.caps || styleOf(line).caps) &&
      look.headings.some((h) => aligned(h, line)),
  );
}

/**
 * Splits lines into sections. Known headings start sections; unknown lines styled exactly like this document's
 * known headings start 'other' sections; 'Skills: a, b' starts a section with its content on the same line.
 */
export function splitSections(lines: TextLine[]): Section[] {
  const known: Array<{ index: number; kind: SectionKind }> = [];
  lines.forEach((line, index) => {
    const kind = headingCandidate(line) ?? (known.length ? null : contactListLabel(lines, index));
    if (kind) known.push({ index, kind });
  });
  // Headings marked only by a colour or a typeface of their own: a heading the table knows by a keyword, set
  // in that look, is a heading even without bold, capitals or a larger size.
  const knownIndexes = new Set(known.map((k) => k.index));
  // A one-word name from the table ('Education') counts towards the look even where its form alone was no proof.
  const named = lines.filter((line, index) => knownIndexes.has(index) || (headingShape(line) && isExactHeading(line.text)));
  const looks = headingLooks(lines, named);
  lines.forEach((line, index) => {
    if (knownIndexes.has(index) || !inLook(line, looks) || REFERENCES_STATEMENT.test(line.text.trim())) return;
    const kind = headingShape(line) ? headingKind(line.text) : null;
    if (kind) known.push({ index, kind });
  });
  known.sort((a, b) => a.index - b.index);
  dropOffTypeKeywords(lines, known);
  const styles = known.map((k) => styleOf(lines[k.index]!));
  const sameStyle = (line: TextLine) => {
    const s = styleOf(line);
    const matches = styles.filter(
      (h) => Math.abs(h.size - s.size) < 0.04 && h.bold === s.bold && h.caps === s.caps && aligned(h, s),
    ).length;
    return styles.length >= 1 && matches >= Math.max(1, styles.length * 0.5) && (s.caps || s.bold || s.size >= 1.1);
  };
  const exactStyles = known.filter((k) => isExactHeading(lines[k.index]!.text)).map((k) => styleOf(lines[k.index]!));
  const sections: Section[] = [{ kind: 'header', heading: null, lines: [] }];
  const knownAt = new Map(known.map((k) => [k.index, k.kind]));
  // An earlier section whose column goes on at the top of a new page, until the next heading.
  let continued: Section | null = null;
  // Margin labels the table knows tell where the document's margin column is, for labels it does not know.
  const marginXs = lines.filter((l) => marginHeading(l)).map((l) => l.cells[0]!.x);
  let skipUntil = -1;
  const push = (section: Section) => {
    sections.push(section);
    continued = null;
  };
  // A one-line labelled section ('Skills: a, b,') whose text may wrap onto the next lines.
  let wrapsOnto: Section | null = null;
  lines.forEach((line, index) => {
    if (index > 0 && line.page !== lines[index - 1]!.page) continued = columnContinued(sections, line) ?? continued;
    if (index <= skipUntil) return;
    const open = wrapsOnto;
    wrapsOnto = null;
    if (open && line.wrap === 2 && !line.bullet && !knownAt.has(index)) {
      open.lines.push(line);
      wrapsOnto = open;
      return;
    }
    const kind = knownAt.get(index);
    if ((kind || labelOf(line)) && entryLabel(lines, index, continued ?? sections[sections.length - 1]!, knownAt)) {
      (continued ?? sections[sections.length - 1]!).lines.push(line);
      return;
    }
    const sub = kind && inContentColumn(line, marginXs);
    const inside = sections[sections.length - 1]!;
    const entryHeader = kind && ((entryHeaderLike(line, inside, exactStyles) && pointsFollow(lines, index)) || (!isExactHeading(line.text) && overRoleDates(lines, index, inside.kind, kind === 'experience')));
    if (kind && (sub || positionWordAmongSkills(line, kind, inside) || codingLanguages(line, kind, inside, lines[index + 1]) || minorHeading(line, kind, inside) || entryHeader || firstEntry(line, kind, inside, sameStyle(line) || inLook(line, looks)) || projectEntry(line, kind, inside) || namedCertificate(line, kind, inside) || educationFieldLabel(line, inside) || namedAward(line, kind, inside) || wrappedSectionWord(line, kind, inside, lines[index - 1]))) {
      sections[sections.length - 1]!.lines.push(line);
      return;
    }
    if (kind) {
      push({ kind: vagueGroupOfSkills(line, kind, sections) ? 'skills' : kind, heading: line, lines: [] });
      return;
    }
    const current = continued ?? sections[sections.length - 1]!;
    const group = marginLabelGroup(lines, index, marginXs);
    if (group) {
      // 'AWARDS &' over 'SCHOLARSHIPS' in the margin: one label over two rows, whose content cells open the section.
      push({ kind: group.kind, heading: line, lines: group.rests, labelRows: group.rows.slice(1) });
      skipUntil = index + group.rows.length - 1;
      return;
    }
    const margin = marginHeading(line);
    if (margin && !positionWordAmongSkills(line, margin.kind, current) && !datedPostInCareer(margin, current)) {
      // 'Experience | Visteon, Embedded Software Engineer | 2019 – present': the label opens the section.
      push({ kind: margin.kind, heading: line, lines: [margin.rest] });
      return;
    }
    if (REFERENCES_STATEMENT.test(line.text.trim()) && current.kind !== 'references' && current.kind !== 'additional') {
      // 'References available on request' at the foot of any section is a detail of its own, not part of that section.
      push({ kind: 'references', heading: null, lines: [line] });
      if (current.kind !== 'header') push({ kind: current.kind, heading: null, lines: [] });
      return;
    }
    // '• Technical Skills: Python, Git' among a role's or a project's points is one of its points.
    const point = line.bullet && (current.kind === 'experience' || current.kind === 'earlier' || current.kind === 'projects');
    const inline = point ? null : inlineHeading(line, current.kind);
    if (inline && inline.kind !== current.kind && !positionWordAmongSkills(line, inline.kind, current)) {
      // 'Languages: Python, Go' under Skills is a skill category, not spoken languages; elsewhere it lists skills.
      const spoken = inline.kind !== 'languages' || isLanguage(inline.rest.text.split(/[,;|(:–-]/)[0]!.trim());
      const kind = spoken ? inline.kind : 'skills';
      if (kind !== current.kind) {
        // The labelled line is a section of its own; the lines after it go back to the section around it, except
        // the lines its own text wraps onto ('Tools: Eclipse, Matlab,' / 'Sublime Text, Git').
        const grade = current.kind === 'education' && kind === 'achievements' ? gradeCellApart(inline.rest) : null;
        const labelled: Section = { kind, heading: line, lines: [grade?.awards ?? inline.rest] };
        push(labelled);
        if (current.kind !== 'header') push({ kind: current.kind, heading: null, lines: grade ? [grade.grade] : [] });
        // Key-value rows under the header ('Stack: | Meteor, React'): what follows them is no longer the header,
        // nor the labelled values.
        else if (inline.apart) push({ kind: 'other', heading: null, lines: [] });
        wrapsOnto = labelled;
        return;
      }
    }
    const styled = (looksLikeHeadingForm(line) && sameStyle(line)) || (headingShape(line) && inLook(line, looks));
    if (styled && index > 0 && current.kind !== 'experience' && current.kind !== 'earlier' && namesPost(line.text) && overRoleDates(lines, index, 'experience')) {
      // 'Senior Technical Lead' in the headings' type over 'Acme Corp | 06/2025 – Present' after another section: the
      // first role of a career section printed without its heading.
      push({ kind: 'experience', heading: null, lines: [line] });
      return;
    }
    if (styled && index > 0 && !underRoleDates(line, lines[index - 1]!, current.kind) && !overRoleDates(lines, index, current.kind) && !namesDegree(line, current.kind) && !headlineUnderName(line, index, current) && !undatedEntryAmongRoles(lines, index, current)) {
      push({ kind: 'other', heading: line, lines: [] });
      return;
    }
    (continued ?? sections[sections.length - 1]!).lines.push(line);
  });
  const merged = withEntriesSetAsHeadings(sections);
  for (const [i, section] of merged.entries()) {
    if (section.kind === 'other' && section.heading) section.kind = kindByContent(section.lines);
    if (section.kind === 'other' && section.heading && merged[i - 1]?.kind === 'skills' && readsAsNames(section.lines)) section.kind = 'skills';
    else if ((section.kind === 'experience' || section.kind === 'earlier') && readsAsSkillList(section.lines)) section.kind = 'skills';
  }
  return merged;
}

/**
 * 'Projects' over 'RESP.js', 'INI Parser', 'Udagram', each with its text: a known heading with nothing under it,
 * followed by names the table does not know set in its very type (a Markdown CV prints '## Projects' and
 * '### RESP.js' alike), heads those names as its entries, until a heading the table knows.
 */
function withEntriesSetAsHeadings(sections: Section[]): Section[] {
  const out: Section[] = [];
  let open: Section | null = null;
  for (const [i, section] of sections.entries()) {
    const heading = section.heading;
    const entry = !!open && !!heading && sameType(open.heading!, heading) &&
      (section.kind === 'other' || (section.kind === open.kind && !isExactHeading(heading.text)));
    if (open && entry) {
      open.lines.push(heading!, ...section.lines);
      continue;
    }
    open = null;
    const next = sections[i + 1];
    if (section.heading && section.kind !== 'other' && section.kind !== 'header' && !section.lines.length && next?.kind === 'other' && next.heading && sameType(section.heading, next.heading)) {
      open = section;
    }
    out.push(section);
  }
  return out;
}

/**
 * 'Translating Natural Language to SPARQL' in bold at the body's size among a project's lines, where every heading the
 * table knows by name ('EDUCATION', 'PROJECTS', 'OTHER') is set at one size and weight of their own: a line of the body's
 * size named only by a keyword in its words, set otherwise, is an entry's title, not a section's heading. A document keeps
 * one size and weight for its headings; with fewer than three names to show it, or names set in several, keyword headings
 * stand, and so does one set larger than the body (a heading of the document's own).
 */
function dropOffTypeKeywords(lines: TextLine[], known: Array<{ index: number; kind: SectionKind }>): void {
  const exact = known.filter((k) => isExactHeading(lines[k.index]!.text)).map((k) => lines[k.index]!);
  const sameSet = (a: TextLine, b: TextLine) => Math.abs(a.size - b.size) < 0.04 && a.bold === b.bold;
  if (exact.length < 3 || !exact.every((h) => sameSet(h, exact[0]!))) return;
  for (let i = known.length - 1; i >= 0; i--) {
    const line = lines[known[i]!.index]!;
    if (!isExactHeading(line.text) && line.size <= 1.05 && !sameSet(line, exact[0]!)) known.splice(i, 1);
  }
}

/** Two lines in one type: typeface and colour, size, weight and case. */
function sameType(a: TextLine, b: TextLine): boolean {
  const [sa, sb] = [styleOf(a), styleOf(b)];
  return a.style === b.style && Math.abs(sa.size - sb.size) < 0.04 && sa.bold === sb.bold && sa.caps === sb.caps;
}

/**
 * 'TECHNICAL EXPERIENCE:' over '• Languages: Java, C, SQL' / '• Platforms: Windows, Linux': a section named for
 * positions whose entries are labels over lists of short names, most of three items or more, with no dates
 * anywhere, lists skills ('What I have worked with' over '• Databases: PostgreSQL, MongoDB' / '• CAD: VectorWorks').
 */
function readsAsSkillList(lines: TextLine[]): boolean {
  if (lines.some((l) => findDateRange(l.text))) return false;
  const itemsOf = (l: TextLine) => {
    const m = /^\s*[^:]{2,40}:\s*(.+)$/.exec(l.text);
    const items = m ? m[1]!.split(/\s*[,;]\s*/).filter(Boolean) : [];
    return items.every((item) => item.split(/\s+/).length <= 5) ? items.length : 0;
  };
  // Lines that are not a labelled list may only be the wrapped ends of one ('Toolkit, Qt Toolkit, GNUPlot').
  const listed = lines.filter((l) => itemsOf(l) >= 3).length;
  return listed >= 2 && listed * 2 >= lines.length && lines.every((l) => itemsOf(l) >= 1 || (!l.bullet && !/:/.test(l.text)));
}

/**
 * 'Methodology/Approach' over 'Lean • Kanban • Design Thinking' right after a skills section: a heading of the
 * document's own over nothing but a separated list of short names, among the skills, is one more group of them.
 */
function readsAsNames(lines: TextLine[]): boolean {
  const text = lines.map((l) => l.text).join(' ');
  if (!lines.length || findDateRange(text)) return false;
  const names = text.split(/\s*[,;•·|]\s*/).filter(Boolean);
  return names.length >= 3 && names.every((name) => name.split(/\s+/).length <= 4 && !/[.!?:]$/.test(name));
}

/** The label of a 'Label: …' or 'Label:' line ('Technologies: Java, SQL' → 'technologies'), or null. */
function labelOf(line: TextLine): string | null {
  const m = /^\s*([^:]{2,40}):(?!\/\/)/.exec(line.cells[0]!.text);
  return m ? compactKey(m[1]!) : null;
}

/**
 * A labelled line among a list of positions or projects ('Technologies: Java, SQL', 'Skills gained:', 'Key
 * achievements:', 'Objective: …') labels a part of the entry it stands in, not a section of the CV: sections
 * are not named twice, so a label printed again elsewhere in the document is an entry's, and so is one with
 * another dated entry after it before the next heading.
 */
function entryLabel(lines: TextLine[], index: number, current: Section, knownAt: Map<number, SectionKind>): boolean {
  if (!['experience', 'earlier', 'projects'].includes(current.kind) || !current.lines.length) return false;
  const line = lines[index]!;
  const label = labelOf(line);
  if (!label || line.cells.length > 1) return false;
  if (lines.some((other, i) => i !== index && labelOf(other) === label)) return true;
  // Once only, a label in a heading's form ('RELEVANT PROJECTS:') may well be the next section's heading; and
  // only what an entry holds (its tools, points, aim) labels a part of one: 'Academic Background:' never does.
  if (looksLikeHeadingForm(line) || !ENTRY_PARTS.has(headingKind(line.cells[0]!.text.split(':')[0]!) ?? 'other')) return false;
  for (let i = index + 1; i < lines.length && !knownAt.has(i); i++) {
    const next = lines[i]!;
    if (!next.bullet && findDateRange(next.text)) return true;
  }
  return false;
}

/** Section kinds whose names also label parts of one position or project ('Tools:', 'Key achievements:', 'Objective:'). */
const ENTRY_PARTS: ReadonlySet<SectionKind> = new Set(['skills', 'achievements', 'profile']);

/**
 * In an education section, a line that is a degree's name and nothing else ('MBA', 'BACHELOR OF SCIENCE') or names
 * a school ('UNIVERSITY OF TORONTO') is an entry set in the headings' style, not a heading the table does not know.
 */
function namesDegree(line: TextLine, kind: SectionKind): boolean {
  const text = line.text.trim();
  return kind === 'education' && (DEGREE_RE.exec(text)?.[0].length === text.length || INSTITUTION_RE.test(text));
}

/**
 * A heading the table does not know ('Campus', 'Others', 'Professional Life') is named by what it holds: entries
 * each with a date range and points under them are positions held. Anything else stays unplaced.
 */
function kindByContent(lines: TextLine[]): SectionKind {
  // An entry's header carries its dates; its points are bullets without dates (dated bullets are a list of events).
  const headers = lines.filter((l) => !l.bullet && findDateRange(l.text)).length;
  const points = lines.filter((l) => l.bullet && !findDateRange(l.text)).length;
  const schooling = lines.some((l) => INSTITUTION_RE.test(l.text) || DEGREE_RE.test(l.text.trim()));
  return headers >= 2 && points >= headers && !schooling ? 'experience' : 'other';
}

/**
 * Where a document sets its section labels in a margin column, a line in the content column named by a
 * keyword only ('CONFERENCES' under 'PUBLICATIONS | JOURNALS') is a sub-heading of the section it is in.
 */
function inContentColumn(line: TextLine, marginXs: number[]): boolean {
  if (isExactHeading(line.text)) return false;
  const margins = marginXs.filter((x) => marginXs.filter((m) => Math.abs(m - x) <= 2).length >= 2);
  return margins.length > 0 && line.x > Math.max(...margins) + 20;
}

/**
 * Two columns on the first page, one on the next: the left column's career history goes on at the top of page
 * two, after the right column's last section in reading order. A new page starting well left of the section
 * being read, level with the positions of the page before, continues those positions.
 */
function columnContinued(sections: Section[], line: TextLine): Section | null {
  const current = sections[sections.length - 1]!;
  const leftOf = (section: Section, page: number) => {
    const xs = section.lines.filter((l) => l.page === page).map((l) => l.x);
    return xs.length ? Math.min(...xs) : null;
  };
  const currentX = leftOf(current, line.page - 1);
  if (currentX === null || line.x > currentX - 50) return null;
  for (let i = sections.length - 2; i >= 0; i--) {
    const section = sections[i]!;
    const x = leftOf(section, line.page - 1);
    // Sections of the right column are passed over; the nearest one level with the line is the one it continues.
    if (x === null || x > line.x + 12) continue;
    if (x < line.x - 12) return null;
    return section.kind === 'experience' || section.kind === 'earlier' ? section : null;
  }
  return null;
}

/**
 * 'Volunteer | May 2014 – Apr 2016' under 'Community Service Organization' in a list of positions: a word the table
 * knows as a heading for positions ('Volunteer', 'Research', 'Teaching'), with only a date range beside it, is a
 * role's title in its dates' row, not a margin label. ('Projects | 2015 – Present' still opens the projects.)
 */
function datedPostInCareer(margin: { kind: SectionKind; rest: TextLine }, current: Section): boolean {
  if ((current.kind !== 'experience' && current.kind !== 'earlier') || margin.kind !== 'experience') return false;
  const text = margin.rest.text.trim();
  const range = findDateRange(text);
  return !!range && !tidy(cutSpan(text, range.index, range.length)).replace(/[|·•\s]/g, '');
}

/**
 * 'Library Management System' over points, in the very type and at the very edge of a role's title above it (Word
 * CVs set section headings and role titles alike, bold at the body's size): an entry the list of positions prints
 * without dates (a project), not a heading the table does not know. None of the points under it holds a date.
 */
function undatedEntryAmongRoles(lines: TextLine[], index: number, current: Section): boolean {
  const line = lines[index]!;
  if ((current.kind !== 'experience' && current.kind !== 'earlier') || !lines[index + 1]?.bullet) return false;
  if (!current.lines.some((l) => !l.bullet && sameType(l, line) && Math.abs(l.x - line.x) < 4)) return false;
  for (const next of lines.slice(index + 1)) {
    if (!next.bullet && next.wrap !== 2) break;
    if (findDate(next.text)) return false;
  }
  return true;
}

/**
 * A line set close under a date range in a list of positions is the role's header ('01/02/2023 – CURRENT' above
 * 'ICT LECTURER BORMI DEGREE COLLEGE'), even in the style of the CV's minor headings.
 */
function underRoleDates(line: TextLine, previous: TextLine, kind: SectionKind): boolean {
  return (kind === 'experience' || kind === 'earlier') && !line.gapBefore && !!findDateRange(previous.text);
}

/**
 * A line naming a post or an employer over a role's dates in a list of positions ('Software Development Director'
 * over 'Nation Builders' and 'September 2022–Present'), set in the very type of the CV's section headings (bold
 * at the body's size, as Word and Google Docs CVs set both): the first line of a role's header, not a heading the
 * table does not know. The dates stand within the next three lines, on a line of their own or beside the header's
 * other part, with no list item between.
 */
function overRoleDates(lines: TextLine[], index: number, kind: SectionKind, namesPost = false): boolean {
  const line = lines[index]!;
  if ((kind !== 'experience' && kind !== 'earlier') || findDateRange(line.text)) return false;
  // A heading word for positions ('Summer Internship') names a post as a job title's words do.
  const text = headingText(line.text);
  // Capitals alone (0.5, as an acronym scores) name no employer: headings set in capitals would pass.
  if (!namesPost && titleScore(text) === 0 && companyScore(text) < 1) return false;
  for (const next of lines.slice(index + 1, index + 4)) {
    // An icon before the employer reads as a bullet ('• Acme Corp | • Jul – Sep 2019 • Pisa'): a row of cells
    // holding the dates is still the header's; a point, or a sentence between, is the text of a role.
    const iconRow = next.bullet && next.cells.length >= 2 && !!findDateRange(next.text) && !findDateRange(next.cells[0]!.text);
    if ((next.bullet && !iconRow) || headingCandidate(next)) return false;
    if (findDateRange(next.text) || loneDate(next.text)) return true;
    if (isSentence(next.text) && !isLongName(next.text)) return false;
  }
  return false;
}

/**
 * 'Software Engineer' straight under the name, set like the headings (a Markdown CV's '### Software Engineer' under
 * its '# Omar Kassem'): the headline, not a heading the table does not know; the header goes on under it.
 */
function headlineUnderName(line: TextLine, index: number, current: Section): boolean {
  return current.kind === 'header' && index === 1 && current.lines.length === 1 && titleScore(line.text) >= 2 && !findDateRange(line.text) && !/:\s*$/.test(line.text);
}

/** A post's name set as a heading would be ('Senior Technical Lead'): a strong title word, no heading of the table. */
function namesPost(text: string): boolean {
  const trimmed = text.trim();
  return !isExactHeading(trimmed) && !headingKind(trimmed) && !/[:|]/.test(trimmed) && STRONG_TITLE_WORDS_RE.test(headingWords(headingText(trimmed)));
}

/** The usual closing line about references, which CVs print with or without a heading above it. */
const REFERENCES_STATEMENT = /^(?:references?|referees?)\s+(?:are\s+|will be\s+)?(?:available|provided|furnished)\s+(?:up)?on\s+request\.?$/i;

/**
 * 'Experience (last two clients; more on my website)', 'Skills [selected]:': a heading the table knows exactly,
 * followed by a note in brackets, is that heading; the note qualifies it and is not part of its name.
 */
function withoutNote(text: string): string {
  const m = /^(\p{Lu}[^()[\]\d]{2,40}?)\s*[([][^()[\]]{1,80}[)\]]\s*:?$/u.exec(text.trim());
  return m && isExactHeading(m[1]!) ? headingText(m[1]!) : text;
}

/**
 * In a bulleted contact list before any heading, an item that is a section's name with a colon, over items of its
 * own set deeper ('• Languages:' over '◦ Russian – native'), heads that nested list as a section would: a list item
 * for its bullet, but the label of what follows it.
 */
function contactListLabel(lines: TextLine[], index: number): SectionKind | null {
  const line = lines[index]!;
  const next = lines[index + 1];
  if (!line.bullet || line.cells.length > 1 || !/:\s*$/.test(line.text) || !next?.bullet || next.x < line.x + 8) return null;
  return headingKind(headingText(line.text));
}

/** A line that is a known heading on its own. */
function headingCandidate(line: TextLine): SectionKind | null {
  if (line.cells.length > 1 || REFERENCES_STATEMENT.test(line.text.trim())) return null;
  const text = withoutNote(headingText(line.text));
  const kind = headingKind(text) ?? misspeltHeading(line, text);
  if (!kind) return null;
  // An icon before a heading reads as a bullet; larger bold type tells it from a list item ('• Education'), and so
  // does a heading's own name set larger after a gap (a coloured icon heading in regular weight).
  if (line.bullet) return line.size >= 1.15 && (line.bold || (line.gapBefore && isExactHeading(text))) && text.split(/\s+/).length <= 4 ? kind : null;
  const words = text.split(/\s+/).length;
  const form = looksLikeHeadingForm(line) || /:-?\s*$/.test(line.text);
  // Exact names of two words or more count whatever their style; one common word ('Skills', 'Training')
  // could be a list item, so it needs a heading's form or a gap above; keyword matches need the form.
  if (isExactHeading(text)) return words >= 2 || form || line.gapBefore ? kind : null;
  if (!capitalised(line)) return null;
  // A plain 'Detailed achievements:' tight under a role's text labels that role's points, not a new section.
  if (!looksLikeHeadingForm(line) && !line.gapBefore) return null;
  return form ? kind : null;
}

/**
 * A known heading of seven letters or more written with one slip ('LANGUEGE', 'ACTVITIES', 'Eduaction'), on a
 * line set as a heading, in capitals or with a gap above: people type their CVs, and a typo in a heading should
 * not cost the whole section. One kind only, so a slip that sits between two headings names neither.
 */
function misspeltHeading(line: TextLine, text: string): SectionKind | null {
  const key = compactKey(text);
  if (key.length < 7 || text.split(/\s+/).length > 3 || !looksLikeHeadingForm(line)) return null;
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters !== letters.toUpperCase() && !line.gapBefore) return null;
  const kinds = new Set<SectionKind>();
  for (const [name, kind] of EXACT_INDEX) {
    // A plural or singular is a word of its own ('Presentation', 'Website'), which the table lists when it heads a section.
    if (name.length >= 7 && oneSlipApart(key, name) && name !== `${key}s` && key !== `${name}s`) kinds.add(kind);
  }
  return kinds.size === 1 ? [...kinds][0]! : null;
}

/** True when b is a with one letter changed, added, dropped, or two neighbours swapped. */
export function oneSlipApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const restA = a.slice(start, endA);
  const restB = b.slice(start, endB);
  if (restA.length <= 1 && restB.length <= 1) return true;
  return restA.length === 2 && restB.length === 2 && restA[0] === restB[1] && restA[1] === restB[0];
}

/**
 * A section label in a margin column, on the row of the section's first line ('Summary | Embedded software
 * engineer …'): the first cell is a heading the table knows exactly, and the rest is the section's content.
 */
function marginHeading(line: TextLine): { kind: SectionKind; rest: TextLine } | null {
  if (line.bullet || line.cells.length < 2) return null;
  const label = line.cells[0]!.text;
  const europass = /:/.test(label) ? undefined : EUROPASS_LABELS.get(compactKey(headingText(label)));
  const kind = europass ?? (isExactHeading(label) && !/:/.test(label) ? headingKind(label) : null);
  if (!kind || kind === 'contact' || kind === 'links') return null;
  const cells = line.cells.slice(1);
  // 'Languages     : Java, Kotlin' is a labelled row of a table, not a section; 'Education | 1 | Skills | 2' is a
  // row of a table of contents, the number the page the section starts on. Europass sets its points with typed dashes.
  if (/^[:=]|^\d{1,3}$/.test(cells[0]!.text.trim()) || (!europass && /^[–—-]/.test(cells[0]!.text.trim())) || (cells.every(isHeadingCell) && europass !== 'skills')) return null;
  const rest = marginContent(line, cells);
  // 'LANGUAGES | ■ | English: Native' — the glyph cell is a bullet; the language follows it.
  // 'Mother tongue(s) | English': the label is the level, so the row stays whole for the languages parser (the
  // language named in its own tongue, 'Español', is one whatever the word list knows).
  if (kind === 'languages' && MOTHER_TONGUE.test(label)) return { kind, rest: line };
  if (kind === 'languages' && !isLanguage(rest.cells[0]!.text.split(/[,;|(:–-]/)[0]!.trim())) return null;
  return { kind, rest };
}

/**
 * The labels of the Europass CV's personal skills, each in the margin column on the row of its first line
 * ('Communication skills | - team work: I have …'): what they hold is told in sentences, details about the
 * person; the digital skills' self-assessment grid is no field's.
 */
const EUROPASS_LABELS = new Map<string, SectionKind>([
  ...['communication skills', 'organisational managerial skills', 'organizational managerial skills', 'organisational skills', 'organizational skills',
    'job related skills', 'other skills', 'social skills', 'artistic skills'].map((label) => [compactKey(label), 'additional'] as const),
  [compactKey('digital skills'), 'other'],
  // The LaTeX classes' label for the tools one uses, listed by kind and level ('Programming languages' / 'Advanced: Python').
  ...['it competences', 'it competence', 'it skills'].map((label) => [compactKey(label), 'skills'] as const),
]);

/** A short upper-case label cell: 'RESEARCH', 'AWARDS &', '& ACTIVITIES'. */
function isMarginLabel(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length >= 2 && letters === letters.toUpperCase() && text.trim().split(/\s+/).length <= 3 && !/[\d@:.]/.test(text);
}

/** Whether the label row below continues this label rather than starting the next section. */
function labelContinues(label: string, next: string): boolean {
  if (/(?:&|\+|,|\band)\s*$/i.test(label) || /^\s*(?:&|\+|and\b)/i.test(next)) return true;
  return !isExactHeading(label) || isExactHeading(`${label} ${next}`);
}

/**
 * 'full experience and projects' in bold goes on a phrase from the line above: a lower-case line is not trusted to
 * name a section by a keyword (a document with lower-case headings still gets a section from their style).
 */
function capitalised(line: TextLine): boolean {
  return !/^\p{Ll}/u.test(headingText(line.text));
}

/**
 * A margin label printed over several rows, each row starting at the margin with no gap between them
 * ('RESEARCH' / 'EXPERIENCE', 'AWARDS &' / 'SCHOLARSHIPS'). The joined label names the section; a label the
 * table does not know, at the margin where the known labels stand, opens an 'other' section so its lines stay
 * unplaced instead of joining the section above.
 */
function marginLabelGroup(
  lines: TextLine[],
  index: number,
  marginXs: number[],
): { kind: SectionKind; rows: TextLine[]; rests: TextLine[] } | null {
  const first = lines[index]!;
  if (first.bullet || first.cells.length < 2 || !isMarginLabel(first.cells[0]!.text)) return null;
  // 'HSC | School | 2017 | 91%': a degree in capitals opens a row of an education table, not a label.
  if (DEGREE_RE.exec(first.cells[0]!.text.trim())?.[0].length === first.cells[0]!.text.trim().length) return null;
  const x = first.cells[0]!.x;
  const rows = [first];
  let label = first.cells[0]!.text.trim();
  for (let i = index + 1; i < lines.length; i++) {
    const next = lines[i]!;
    const cell = next.cells[0]!;
    if (next.gapBefore || next.bullet || next.page !== first.page || Math.abs(cell.x - x) > 2 || !isMarginLabel(cell.text)) break;
    if (!labelContinues(label, cell.text.trim())) break;
    label = `${label} ${cell.text.trim()}`;
    rows.push(next);
  }
  const atMargin = marginXs.filter((m) => Math.abs(m - x) <= 2).length >= 2;
  if (rows.length === 1 && !(atMargin && !headingKind(label))) return null;
  const known = headingKind(label);
  if (known === 'contact' || known === 'links') return null;
  if (!known && !atMargin) return null;
  const rests = rows.filter((r) => r.cells.length > 1).map((r) => marginContent(r, r.cells.slice(1)));
  return { kind: known ?? 'other', rows, rests };
}

/** The content cells of a margin row as a line of their own; a lone bullet glyph cell makes it a list item. */
function marginContent(line: TextLine, cells: TextLine['cells']): TextLine {
  const glyph = cells.length > 1 && /^[\p{So}\p{Sm}•·▪■●◆►‣∙–-]$/u.test(cells[0]!.text.trim());
  const rest = glyph ? cells.slice(1) : cells;
  return { ...line, cells: rest, text: rest.map((c) => c.text).join(' | '), x: rest[0]!.x, bold: false, bullet: line.bullet || glyph };
}

/** A cell that names a section ('Skills'), not a labelled entry ('English: Native language'). */
function isHeadingCell(cell: { text: string }): boolean {
  return headingKind(cell.text) !== null && !/:\s*\S/.test(cell.text);
}

/**
 * 'Leadership | Autodidact' or '• Leadership: Strategic Planning, Project Management' among a skills section's items,
 * in the type of the item above it: a soft skill or a group of them, not a section of positions, whose heading
 * would stand apart from the list it follows (a gap, capitals, another size or weight).
 */
function positionWordAmongSkills(line: TextLine, kind: SectionKind, current: Section): boolean {
  const above = current.lines[current.lines.length - 1];
  if (current.kind !== 'skills' || !POSITION_KINDS.has(kind) || !above || line.gapBefore) return false;
  const label = line.cells[0]!.text.split(':')[0]!.replace(/[^\p{L}]/gu, '');
  if (label === label.toUpperCase()) return false;
  return Math.abs(line.size - above.size) < 0.04 && line.bold === above.bold;
}

/** Kinds of section that list positions held. */
const POSITION_KINDS: ReadonlySet<SectionKind> = new Set(['experience', 'earlier']);

/**
 * 'Coding languages' above 'Python, MATLAB, R' inside Skills names a group of skills: a languages heading there
 * opens a section only when the line under it starts with a spoken language.
 */
function codingLanguages(line: TextLine, kind: SectionKind, current: Section, next: TextLine | undefined): boolean {
  if (kind !== 'languages' || current.kind !== 'skills' || !current.heading || !next) return false;
  // A heading styled like Skills' own, or larger, is a section of the same rank or above, whatever follows it.
  const [a, b] = [styleOf(line), styleOf(current.heading)];
  if (Math.abs(a.size - b.size) < 0.04 && a.bold === b.bold && a.caps === b.caps && Math.abs(a.x - b.x) < 4) return false;
  if (a.size > b.size + 0.04) return false;
  return !isLanguage(next.cells[0]!.text.replace(/^[^\p{L}]+/u, '').split(/[,;|(:–-]/)[0]!.trim());
}

/**
 * One word the heading table knows for skills or links ('Web', 'Tools', 'Software'), in type much smaller than the heading of the
 * section it stands in and with no gap above it, is a group label in that section ('Web' over '~ HTML ~ CSS'
 * under Skills) or the wrapped end of an entry's title ('Crowdfunding and Free / Open Source' / 'Software').
 */
function minorHeading(line: TextLine, kind: SectionKind, current: Section): boolean {
  // Spoken languages under Skills have their own rule (codingLanguages).
  if ((kind !== 'skills' && kind !== 'links') || !current.heading || current.kind === 'header' || line.gapBefore || headingText(line.text).split(/\s+/).length > 1) return false;
  return line.size < current.heading.size - 0.3;
}

/**
 * 'DAV International School, Ahmedabad — Higher Secondary' / 'Education': a word naming the section it already
 * stands in, set like the entry line above it (same size and margin, no gap) and unlike the section's heading,
 * is the end of that line wrapped, not the section named again.
 */
function wrappedSectionWord(line: TextLine, kind: SectionKind, current: Section, above: TextLine | undefined): boolean {
  if (kind !== current.kind || !current.heading || !above || line.gapBefore || !current.lines.includes(above)) return false;
  const heading = current.heading;
  const likeAbove = Math.abs(above.size - line.size) < 0.04 && Math.abs(above.x - line.x) <= 2;
  return likeAbove && (heading.bold !== line.bold || Math.abs(heading.size - line.size) >= 0.1);
}

/**
 * A project named like a heading of projects ('Course Projects', 'Semester project', 'Other Projects | More
 * Info:'), set smaller than the Projects heading it stands under, is one of its entries, not a section of its own.
 */
function projectEntry(line: TextLine, kind: SectionKind, current: Section): boolean {
  return kind === 'projects' && current.kind === 'projects' && !!current.heading && line.size < current.heading.size - 0.1;
}

/**
 * The line straight under a heading, set smaller than it, is the section's first entry even when it holds a
 * keyword ('Online Courses' over 'Advanced Machine Learning Specialization - HSE'): a section is not left
 * empty by a heading of lesser rank. A name the table knows exactly still opens a section.
 */
function firstEntry(line: TextLine, kind: SectionKind, current: Section, headingLook: boolean): boolean {
  // A line naming the open section's own kind again ('Driving Licence: B' under 'DRIVING LICENCE') keeps its own reading.
  if (!current.heading || current.kind === 'header' || kind === current.kind || current.lines.length) return false;
  if (!isExactHeading(line.text)) return line.size < current.heading.size - 0.1;
  // A name the table knows, set in the body's type right under a bold heading and in no heading's look of the
  // document ('Interests/hobbies' in bold over 'Programming', 'Reading' …), is the first entry too.
  const [entry, heading] = [styleOf(line), styleOf(current.heading)];
  return heading.bold && !entry.bold && !entry.caps && entry.size <= heading.size && !headingLook;
}

/** Headings that name no field of their own ('Personal', 'Other', 'Miscellaneous'): under another heading they name a group of its items. */
const VAGUE_GROUPS: ReadonlySet<string> = new Set(['personal', 'other', 'others', 'miscellaneous', 'misc', 'general', 'additional']);

/**
 * 'SKILLS & LANGUAGES' over 'Personal' (set smaller, on the same margin) over 'Communication, Teamwork': a vague name
 * one rank below a skills heading names a group of skills (soft skills beside 'Tools' and 'Programming'), not the
 * CV's other details. The rank is the type's size: the nearest heading above set larger on that margin is its parent.
 */
function vagueGroupOfSkills(line: TextLine, kind: SectionKind, sections: Section[]): boolean {
  if (kind !== 'additional' || !VAGUE_GROUPS.has(compactKey(headingText(line.text)))) return false;
  for (let i = sections.length - 1; i > 0; i--) {
    const heading = sections[i]!.heading;
    if (!heading || Math.abs(heading.x - line.x) >= 4) continue;
    if (heading.size > line.size + 0.1) return sections[i]!.kind === 'skills';
  }
  return false;
}

/** 'QUALIFICATION: MATRIC CERTIFICATE' under Education: one entry's labelled field, however it is set, not a heading. */
function educationFieldLabel(line: TextLine, current: Section): boolean {
  const m = /^([^:]{3,30}):\s*\S/.exec(line.text.trim());
  return current.kind === 'education' && !!m && (headingField(m[1]!) !== null || editorField(line.text) !== null);
}

/**
 * 'Udemy Course Certificate' or 'AWS Certification' under Certifications, set smaller than that heading: one
 * certificate named in the singular, not a heading over several ('Coursera Certifications', 'Online Courses').
 */
function namedCertificate(line: TextLine, kind: SectionKind, current: Section): boolean {
  if (kind !== 'certifications' || current.kind !== 'certifications' || !current.heading || isExactHeading(line.text)) return false;
  return line.size < current.heading.size - 0.1 && !/\b(?:certificat(?:es|ions)|licen[cs]es|courses|trainings|credentials|accreditations)\b/i.test(line.text);
}

/**
 * 'Best Enemy Award' or 'KVPY Scholarship' under Awards, set smaller than that heading: one award named in the
 * singular, not a heading over several ('Academic Honours', 'Scholarships').
 */
function namedAward(line: TextLine, kind: SectionKind, current: Section): boolean {
  if (kind !== 'achievements' || current.kind !== 'achievements' || !current.heading || isExactHeading(line.text)) return false;
  return line.size < current.heading.size - 0.1 && !/\b(?:awards|honou?rs|achievements|accomplishments|prizes|scholarships|distinctions|grants)\b/i.test(line.text);
}

/**
 * 'Programming division' or 'Internship Foch hospital' in a list of positions, set exactly like the entries' own
 * header lines ('Kryptosphere', 'Hachathon Gitcoin') and unlike any heading the table knows by name: a keyword
 * in an entry's header does not open a section.
 */
function entryHeaderLike(line: TextLine, current: Section, exactStyles: HeadingStyle[]): boolean {
  if (!['experience', 'earlier', 'projects'].includes(current.kind) || !current.heading || isExactHeading(line.text) || !exactStyles.length) return false;
  if (!line.bold && line.size < 1.05) return false;
  const s = styleOf(line);
  const same = (h: HeadingStyle) => Math.abs(h.size - s.size) < 0.04 && h.bold === s.bold && h.caps === s.caps;
  if (exactStyles.some(same) || same(styleOf(current.heading))) return false;
  return current.lines.some((l) => !l.bullet && same(styleOf(l)) && Math.abs(l.x - line.x) < 4);
}

/** An entry's points start within two lines: list items, or points typed with a dash ('— Built the app'). */
function pointsFollow(lines: TextLine[], index: number): boolean {
  return lines.slice(index + 1, index + 3).some((l) => l.bullet || TYPED_BULLET.test(l.text.trim()));
}

/** A list whose first item holds a GPA ('4.0 / 4.0 GPA, …', 'Summa Cum Laude (GPA 3.9); …'). */
const GPA_FIRST = /^[^,;]*(?:\d[^,;]*\bc?gpa\b|\bc?gpa\b[^,;]*\d)/i;

/**
 * 'Languages Known - English, Hindi': a languages label set off by a spaced dash instead of a colon, when a
 * spoken language follows it (a dash after other labels too often parts a name from its description).
 */
function spokenAfterDash(text: string): RegExpExecArray | null {
  const m = /^([^:–—-]{3,40}?)\s+[–—-]\s+(.+)$/.exec(text);
  return m && EXACT_INDEX.get(compactKey(m[1]!)) === 'languages' && isLanguage(m[2]!.split(/[,;|(:–-]/)[0]!.trim()) ? m : null;
}

/**
 * 'Awards: Dean's List, Capstone Scholar ‖ Major GPA: 3.55' under a degree: the awards are a list of their own, the
 * GPA in the cell after them the degree's grade. Splits the cell off (as a line of its own) when it is a GPA.
 */
function gradeCellApart(rest: TextLine): { awards: TextLine; grade: TextLine } | null {
  const last = rest.cells[rest.cells.length - 1]!;
  if (rest.cells.length < 2 || !GPA_FIRST.test(last.text) || /[,;]/.test(last.text.trim())) return null;
  const cells = rest.cells.slice(0, -1);
  return {
    awards: { ...rest, cells, text: cells.map((c) => c.text).join(' | ') },
    grade: { ...rest, cells: [last], text: last.text },
  };
}

/** 'Skills: Python, SQL' → a skills heading with 'Python, SQL' as its first line. */
function inlineHeading(line: TextLine, within: SectionKind): { kind: SectionKind; rest: TextLine; apart?: boolean } | null {
  // 'Tools: | Git, Webstorm': a key-value row whose label stands in a cell of its own, the values in the next.
  const apart = line.cells.length > 1 && /^[^:]{3,40}:$/.test(line.cells[0]!.text.trim());
  // 'Languages Known | : | English, Malayalam', 'Hobby | : Reading': the label's colon set apart from it by a tab,
  // as Word tables of personal details print it, at the start of the value's cell or in a cell of its own.
  const colonCell = !apart && line.cells.length > 1 && /^[^:]{3,40}$/.test(line.cells[0]!.text.trim()) && /^:/.test(line.cells[1]!.text.trim());
  const m = apart || colonCell ? [line.cells[0]!.text, line.cells[0]!.text.trim().replace(/:$/, ''), ''] : (/^([^:]{3,40}):\s*(.+)$/.exec(line.cells[0]!.text) ?? spokenAfterDash(line.cells[0]!.text));
  if (!m) return null;
  let kind = EXACT_INDEX.get(compactKey(m[1]!));
  if (!kind || kind === 'contact' || kind === 'links') return null;
  // 'Courses: Compilers, Databases' under a degree lists its coursework, not training taken.
  if (within === 'education' && kind === 'certifications' && /courses$/.test(compactKey(m[1]!))) kind = 'coursework';
  // 'Honors: 4.0 / 4.0 GPA, Dean's List' under a degree opens with its grade: a detail of the degree, not a list of awards.
  if (within === 'education' && kind === 'achievements' && GPA_FIRST.test(m[2]!)) return null;
  // 'Other: Docker, Git' among a skills section's rows is its last category, not a section of other details.
  if (within === 'skills' && /^(?:others?|misc|miscellaneous|general|additional)$/.test(compactKey(m[1]!))) return null;
  const value = line.cells.slice(1).map((c, i) => (i === 0 && colonCell ? { ...c, text: c.text.trim().slice(1).trim() } : c)).filter((c) => c.text);
  const cells = apart || colonCell ? value : [{ text: m[2]!, x: line.cells[0]!.x }, ...line.cells.slice(1)];
  if (!cells.length) return null;
  return { kind, rest: { ...line, cells, text: cells.map((c) => c.text).join(' | '), bold: false }, apart: apart || colonCell };
}
