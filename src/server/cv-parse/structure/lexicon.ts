/**
 * Word lists the structurer uses to tell kinds of phrases apart: job titles from employers, institutions from
 * degrees, countries, languages. General vocabulary only; nothing here names a particular CV.
 */
import { isCountryName } from './gazetteer.ts';

const words = (list: string) => list.split('|');

/** Words that make a phrase a job title. */
export const TITLE_WORDS = new Set(
  words(
    'manager|director|engineer|developer|analyst|consultant|officer|assistant|lead|head|specialist|coordinator|co-ordinator|' +
      'administrator|executive|scientist|designer|architect|accountant|controller|nurse|teacher|lecturer|professor|researcher|' +
      'intern|trainee|apprentice|graduate|technician|supervisor|representative|advisor|adviser|partner|president|vp|cto|ceo|cfo|' +
      'coo|cio|cmo|chief|founder|co-founder|cofounder|owner|programmer|tester|editor|writer|producer|planner|buyer|surveyor|auditor|clerk|' +
      'receptionist|secretary|agent|attendant|operator|therapist|pharmacist|physician|doctor|surgeon|midwife|carer|worker|volunteer|' +
      'instructor|tutor|coach|mentor|strategist|marketer|recruiter|chef|cook|driver|mechanic|electrician|plumber|fellow|postdoc|' +
      'sister|principal|deputy|paralegal|solicitor|barrister|lawyer|counsel|attorney|economist|statistician|actuary|underwriter|' +
      'broker|trader|banker|cashier|fundraiser|curator|librarian|archivist|photographer|artist|musician|journalist|reporter|' +
      'foreman|superintendent|inspector|investigator|technologist|practitioner|clinician|dentist|veterinarian|paramedic|pilot|' +
      'steward|associate|senior|junior|staff|vice|leader|owner|expert|estimator|machinist|welder|fitter|labourer|laborer|' +
      'salesperson|merchandiser|bookkeeper|controller|treasurer|registrar|headteacher|sonographer|radiographer|psychologist|' +
      'counsellor|counselor|caseworker|scrum|product|sales|marketing|support|operations|delivery|programme|program|project|' +
      'creative|copywriter|translator|interpreter|ambassador|chair|chairman|chairwoman|trustee|governor|member|ux|ui|qa|devops|' +
      'sre|hr|it|data|software|nursing|contributor|charge|ward|teaching|research|account|business|finance|financial|management|student|' +
      'nanny|cleaner|barista|waiter|waitress|bartender|lifeguard|porter|courier|hairdresser|stylist|dispatcher|' +
      // A teaching or research assistant, as universities abbreviate them ('Computer Science TA').
      'ta|gta|ra',
  ),
);

/** Title words strong enough on their own (the rest only count with one of these). */
export const STRONG_TITLE_WORDS = new Set(
  words(
    'manager|director|engineer|developer|analyst|consultant|officer|assistant|lead|head|specialist|coordinator|co-ordinator|' +
      'administrator|executive|scientist|designer|architect|accountant|controller|nurse|teacher|lecturer|professor|researcher|' +
      'intern|trainee|apprentice|technician|supervisor|representative|advisor|adviser|president|vp|cto|ceo|cfo|coo|cio|cmo|chief|' +
      'founder|co-founder|programmer|tester|editor|writer|producer|planner|buyer|surveyor|auditor|clerk|receptionist|secretary|' +
      'therapist|pharmacist|physician|doctor|surgeon|midwife|carer|instructor|tutor|coach|strategist|recruiter|chef|mechanic|' +
      'electrician|postdoc|paralegal|solicitor|barrister|lawyer|attorney|economist|statistician|actuary|underwriter|broker|trader|' +
      'librarian|journalist|reporter|technologist|practitioner|clinician|dentist|paramedic|leader|bookkeeper|headteacher|' +
      'psychologist|copywriter|translator|sister|fellow|partner|associate|intern|volunteer|worker|' +
      'nanny|cleaner|barista|waiter|waitress|bartender|lifeguard|porter|courier|hairdresser|stylist|dispatcher|' +
      // A teaching or research assistant, as universities abbreviate them ('Computer Science TA').
      'ta|gta|ra',
  ),
);

/** Words that make a phrase an employer. */
export const COMPANY_WORDS = new Set(
  words(
    'ltd|limited|inc|llc|llp|plc|corp|corporation|company|co|group|gmbh|ag|se|sa|bv|nv|ab|as|a.ş|şti|pvt|pty|holdings|' +
      'consulting|consultancy|solutions|services|systems|technologies|technology|tech|labs|lab|software|bank|capital|ventures|' +
      'industries|international|global|foundation|trust|nhs|council|university|college|school|hospital|clinic|agency|studio|' +
      'studios|media|networks|energy|pharmaceuticals|pharma|logistics|foods|retail|airlines|airways|motors|insurance|health|' +
      'healthcare|institute|department|ministry|government|authority|partners|associates|analytics|digital|payments|' +
      'water|rail|steel|infirmary|academy|charity|church|museum|library|press|publishing|records|entertainment|telecom|' +
      'communications|automotive|aerospace|defence|defense|construction|engineering|manufacturing|laboratories|enterprises|sarl|srl|spa|kk|oy|as',
  ),
);

/**
 * Words naming an educational institution (letter boundaries, not \b, so that 'Université' and 'École' count); in the
 * plural only where it ends the name, as groups of schools name themselves ('Chandigarh Group of Colleges', 'Manarat
 * Language Schools'), not in a sentence about them ('a program under NUS Overseas Colleges working with …').
 */
export const INSTITUTION_RE =
  /(?<![\p{L}\p{N}])(universit(y|ies|é|e|at|ät|à|a|ad|eit|et|etet|i|as|atea|y college)|universidad|universidade|uniwersytet|hogeschool|högskola|högskolan|institutet|[a-zäöü]+(?:universität|hochschule|akademie)|college|school|highschool|institute|(?:colleges|schools|institutes)(?=\s*(?:$|[,;:|()–—-]))|institut|instituto|istituto|academy|akademie|polytechnic|politecnico|polytechnique|hochschule|fachhochschule|école|ecole|escuela|escola|scuola|colegio|col[ée]gio|liceo|liceum|technikum|politechnika|yliopisto|korkeakoulu|akademia|accademia|acad[ée]mie|conservatoire|conservatory|conservat[oó]rio|seminary|lyc[ée]e|gymnasium|faculty|campus|kolej|vidyalaya|mahavidyalaya|vidyapeeth|vidyapith|sixth form|iit|nit|mit|eth|kth|epfl|rwth|ucl|lse|tu|uni)(?![\p{L}\p{N}])/iu;

/** Degree names and abbreviations at the start of a qualification. */
export const DEGREE_RE = new RegExp(
  '^(?:' +
    [
      // A second word completes the name ('Master of Business Administration'); 'Bachelor of Computer Application(s)'
      // (BCA, MCA) names a degree, not 'Bachelor of Computer' in the subject 'Application'.
      "(?:bachelor|master|doctor|associate)(?:['’]?s)?(?: degree)? of [a-z]+(?: (?:and|&) [a-z]+)?(?: (?:administration|arts|science|engineering|laws|philosophy|education|technology|fine arts|music|nursing|medicine|surgery|commerce|design|architecture|business administration|public health|public administration|social work|studies|applications?))?(?: ?\\((?:hons?|honours|honors)\\.?\\))?",
      "(?:bachelor|master|doctorate|associate)(?:['’]?s)?(?: degree)?",
      'ph\\.?\\s?d\\.?|d\\.?\\s?phil\\.?|m\\.?\\s?phil\\.?|ed\\.?\\s?d\\.?|d\\.?\\s?b\\.?\\s?a\\.?',
      'm\\.?\\s?b\\.?\\s?a\\.?|e\\.?m\\.?b\\.?a\\.?|executive mba',
      // Degrees named in words without 'of' ('Juris Doctor'), and the UK's Higher National awards spelled out.
      'juris doctor|pre-?master(?:[\'’]?s)?|(?:engineer|specialist)(?:[\'’]s)? degree|higher national (?:diploma|certificate)|(?:professional )?graduate diploma(?: in education)?|dipl[oô]me(?: d[\'’]ing[ée]nieur)?',
      // School-leaving certificates named in full ('Kenya Certificate of Secondary Education', 'West African Senior School Certificate', 'Leaving Certificate').
      '(?:[a-z]+ ){0,2}certificate of (?:higher )?(?:secondary|primary) education|(?:[a-z]+ ){0,2}senior (?:secondary )?school certificate|leaving certificate|(?:scottish |advanced )?highers',
      // 'B.Sc.', 'BSc', 'B Tech', and with a hyphen as Indian CVs often print it ('B-Tech', 'M-Tech').
      '(?:b|m)[.-]?\\s?(?:sc|sci|eng|a|s|ed|com|comm|tech|e|arch|des|mus|phil|res|fa|ba|pharm|bus|econ|acc|it|cs|chem|math|maths|phys)\\.?(?:[a-z]{1,5}\\.)*(?:\\s?\\((?:hons?|honours|honors)\\.?\\)|\\s(?:hons|honours|honors)\\.?(?=\\s|,|$))?',
      'b\\.?\\s?b\\.?\\s?a\\.?|m\\.?\\s?d\\.?|j\\.?\\s?d\\.?|ll\\.?\\s?[bm]\\.?(?:\\s?\\(hons?\\.?\\))?|pgce|pgde|pgcert|pgdip|pg ?dip(?:loma)?|postgraduate (?:diploma|certificate)|graduate (?:diploma|certificate)',
      'hnd|hnc|btec(?: [a-z]+)?|nvq(?: level \\d)?|a[- ]levels?|o[- ]levels?|as[- ]levels?|gcses?|igcses?|ib diploma|international baccalaureate|baccalaur[ée]at|abitur|matura|high school diploma|ged',
      'licence|license|bachiller(?:ato)?|licenciatura|licenciado|laurea(?: magistrale| triennale)?|diplom(?:-[a-z]+)?|magister|maîtrise|master 2|master 1|bts|dut|mag\\.|dipl\\.-ing\\.',
      // 'Degree in Engineering Sciences': the word alone opening the line, as translated from other systems.
      '(?:advanced |higher )?diploma|certificate|foundation degree|associate degree|degree(?= in )',
      // School-leaving qualifications named by their level ('Higher Secondary Certificate', 'High School', 'NCFE Level 2 Certificate').
      '(?:higher |senior )?secondary (?:school )?(?:leaving )?(?:certificate|examination)|high ?school(?: diploma)?(?! of\\b)|class (?:x|xii|10th|12th)|hsc|ssc|hssc|sslc|10\\+2',
      // The school years by their number, and 'Intermediate' (the two years after class X in several Indian states).
      // Alone, '10th' and '12th' name them too, and 'Plus Two' (Kerala's two years after class X) and 'Matriculation' (Pakistan's, South Africa's class X).
      '(?:10th|12th|x|xii) (?:class|grade|standard|std\\.?)|(?:intermediate(?: education)?|10th|12th|plus two|matric(?:ulation)?)(?= *(?:[,(–—=]|$))',
      // Karnataka's two years after class X: 'Pre-University Course (PCMB)', 'II PUC' (a 'PU College' teaches it).
      'pre-?university(?: course| certificate| education)?(?! college)|(?:i|ii|1st|2nd) puc|puc',
      // The stage itself, as Indian CVs name their school years ('Senior Secondary (CBSE)', 'Higher Secondary', 'Secondary Education'); not a school's name.
      '(?:higher |senior )?secondary(?: education)?(?! school)',
      '(?:ncfe |ncea |sqa |wjec |ccea |btec |ocr |aqa |edexcel |pearson |cache |city (?:and|&) guilds )?level [1-8](?: (?:award|certificate|diploma|extended diploma))?',
    ].join('|') +
    ')(?=$|[\\s,(–—:-])',
  'i',
);

/** Country names and common abbreviations as CVs print them (lower case). */
export const COUNTRIES = new Set(
  words(
    'uk|u.k.|united kingdom|great britain|britain|england|scotland|wales|northern ireland|us|u.s.|usa|u.s.a.|united states|' +
      'united states of america|america|uae|u.a.e.|united arab emirates|ireland|republic of ireland|eire|germany|deutschland|france|' +
      'spain|españa|espana|italy|italia|portugal|netherlands|the netherlands|holland|nederland|belgium|belgique|luxembourg|' +
      'switzerland|schweiz|suisse|austria|österreich|denmark|danmark|sweden|sverige|norway|norge|finland|suomi|iceland|poland|polska|' +
      'czech republic|czechia|slovakia|hungary|romania|bulgaria|greece|hellas|cyprus|malta|croatia|slovenia|serbia|bosnia|montenegro|' +
      'albania|north macedonia|macedonia|kosovo|estonia|latvia|lithuania|ukraine|belarus|moldova|russia|georgia|armenia|azerbaijan|' +
      'turkey|türkiye|turkiye|israel|palestine|lebanon|jordan|syria|iraq|iran|saudi arabia|ksa|qatar|kuwait|bahrain|oman|yemen|' +
      'egypt|libya|tunisia|algeria|morocco|sudan|ethiopia|kenya|uganda|tanzania|rwanda|nigeria|ghana|senegal|ivory coast|' +
      "côte d'ivoire|cameroon|south africa|rsa|zimbabwe|zambia|botswana|namibia|mozambique|angola|malawi|mauritius|madagascar|" +
      'india|bharat|pakistan|bangladesh|sri lanka|nepal|bhutan|maldives|afghanistan|kazakhstan|uzbekistan|china|prc|hong kong|' +
      'hong kong sar|taiwan|japan|south korea|korea|republic of korea|north korea|mongolia|vietnam|viet nam|thailand|cambodia|laos|' +
      'myanmar|malaysia|singapore|indonesia|philippines|brunei|australia|new zealand|fiji|papua new guinea|canada|mexico|méxico|' +
      'guatemala|honduras|el salvador|nicaragua|costa rica|panama|cuba|jamaica|haiti|dominican republic|puerto rico|trinidad and tobago|' +
      'barbados|bahamas|colombia|venezuela|ecuador|peru|perú|bolivia|chile|argentina|uruguay|paraguay|brazil|brasil',
  ),
);

/** Languages people list on CVs (lower case). */
export const LANGUAGES = new Set(
  words(
    'english|french|german|spanish|italian|portuguese|dutch|flemish|danish|swedish|norwegian|finnish|icelandic|polish|czech|' +
      'slovak|hungarian|romanian|bulgarian|greek|turkish|russian|ukrainian|belarusian|serbian|croatian|bosnian|slovenian|' +
      'macedonian|albanian|estonian|latvian|lithuanian|irish|gaelic|scottish gaelic|welsh|catalan|basque|galician|maltese|' +
      'luxembourgish|arabic|hebrew|persian|farsi|dari|pashto|kurdish|urdu|hindi|bengali|bangla|punjabi|gujarati|marathi|tamil|' +
      'telugu|kannada|malayalam|odia|oriya|sinhala|sinhalese|nepali|assamese|mandarin|cantonese|chinese|hokkien|hakka|japanese|' +
      'korean|vietnamese|thai|lao|khmer|burmese|malay|indonesian|bahasa|tagalog|filipino|swahili|amharic|somali|yoruba|igbo|hausa|' +
      'zulu|xhosa|afrikaans|shona|twi|akan|wolof|lingala|kinyarwanda|georgian|armenian|azerbaijani|azeri|kazakh|uzbek|mongolian|' +
      'tibetan|latin|esperanto|sign language|bsl|asl|british sign language|american sign language|creole|haitian creole|quechua|' +
      'guarani|maori|samoan|tongan|fijian|tigrinya|oromo|berber|tamazight|sindhi|kashmiri|konkani|tulu|' +
      // The same, as CVs written in French, German, Spanish, Italian and Portuguese name them.
      'anglais|français|francais|allemand|espagnol|italien|portugais|néerlandais|arabe|chinois|japonais|russe|' +
      'englisch|deutsch|französisch|franzosisch|spanisch|italienisch|portugiesisch|niederländisch|russisch|arabisch|chinesisch|' +
      'inglés|ingles|español|espanol|francés|alemán|aleman|portugués|portugues|árabe|chino|japonés|ruso|' +
      'inglese|italiano|francese|tedesco|spagnolo|portoghese|russo|inglês|português|francês|espanhol|alemão|russo',
  ),
);

/** Words naming a professional body. */
export const BODY_RE =
  /\b(association|institute|institution|society|council|college|chartered|royal|academy|federation|union|board|organi[sz]ation|network|guild|foundation|club|committee|alliance|league|order|chamber|fellowship|confederation|forum|consortium)\b/i;

/** Words naming a membership grade. */
export const MEMBERSHIP_RE = /\b(member|membership|fellow|associate|affiliate|chartered|student|graduate|full|honorary|life|registered|certified|licentiate|companion)\b|^\(?[A-Z]{3,6}\)?$/i;

/** Kinds of publication. */
export const PUB_TYPES =
  /^(journal article|article|conference paper|conference proceedings?|proceedings|paper|book chapter|chapter|book|edited book|monograph|talk|invited talk|keynote|presentation|poster|report|technical report|white ?paper|(?:(?:master|bachelor)['’]?s?\s+|undergraduate\s+|honou?rs\s+|doctoral\s+|ph\.?\s?d\.?\s+)?(?:thesis|dissertation)|blog post|blog|preprint|working paper|review|case study|patent|podcast|op-ed|column|editorial|magazine article|newsletter|workshop|webinar|panel)$/i;

/** Lower-cased words of a phrase. */
export function lowerWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}.&'-]+/u)
    .map((w) => w.replace(/^[.'-]+|[.'-]+$/g, ''))
    .filter(Boolean);
}

/** How much a phrase reads like a job title (0 = not at all). */
export function titleScore(text: string): number {
  const ws = lowerWords(text);
  let score = 0;
  for (const w of ws) {
    if (STRONG_TITLE_WORDS.has(w)) score += 2;
    else if (TITLE_WORDS.has(w)) score += 0.5;
  }
  if (/^(head|vp|vice president|director|chief) of\b/i.test(text)) score += 2;
  return score;
}

/** How much a phrase reads like an employer. */
export function companyScore(text: string): number {
  const ws = lowerWords(text);
  let score = 0;
  for (const w of ws) if (COMPANY_WORDS.has(w)) score += 2;
  if (/&\s*co\b|\b[A-Z]{2,}\b/.test(text) && !/\b(UX|UI|QA|IT|HR|VP|CTO|CEO|CFO|COO|PMO|SRE|NHS|TA|GTA|RA)\b/.test(text)) score += 0.5;
  if (/\.(com|io|ai|co|org|net)\b/i.test(text)) score += 2;
  return score;
}

/** True when a phrase is a country as CVs print them. */
export function isCountry(text: string): boolean {
  const name = text.trim().toLowerCase().replace(/\s+/g, ' ');
  // The forms CVs print most, then every country the gazetteer names ('Sierra Leone', 'Kyrgyzstan').
  if (COUNTRIES.has(name) || isCountryName(text)) return true;
  // A country's formal name: 'Republic of Kenya', 'Federal Republic of Nigeria', 'Kingdom of Spain'.
  const formal = FORMAL_STATE.exec(name);
  return !!formal && (COUNTRIES.has(formal[1]!) || isCountryName(formal[1]!));
}

const FORMAL_STATE = /^(?:the )?(?:(?:federal|democratic|islamic|united|people['’]s|arab|socialist|plurinational|bolivarian) )*(?:republic|kingdom|state|commonwealth|federation|sultanate|principality) of (?:the )?(.+)$/;

/** True when a phrase names a language. */
export function isLanguage(text: string): boolean {
  return LANGUAGES.has(text.trim().toLowerCase().replace(/\s+/g, ' '));
}

/** A label naming one's first languages ('Mother tongue(s):', 'Native language'), as Europass prints it. */
export const MOTHER_TONGUE = /^\s*(?:mother\s+tongues?(?:\s*\(s\))?|native\s+languages?(?:\s*\(s\))?)\s*:?\s*$/i;

/** Europass's label before the languages that are not one's first, printed on their line ('Other language(s):English,Tamil'). */
export const OTHER_LANGUAGES = /^\s*(?:other|foreign)\s+languages?(?:\s*\(s\))?\s*:\s*/i;
