import { escapeRegExp } from './normalise.ts';
/**
 * Places an advert may name as where the job is. Cities and towns are compared with the CV's city; regions and
 * countries are read (so they are never taken for skills or company names) but never reported as a gap, since
 * a CV's city cannot be placed inside a region without a gazetteer we do not have.
 */

/** UK cities and larger towns, plus a few cities abroad that UK adverts name. */
const CITIES = `
London, Birmingham, Manchester, Leeds, Liverpool, Newcastle, Newcastle upon Tyne, Sheffield, Bristol, Nottingham,
Leicester, Coventry, Bradford, Hull, Kingston upon Hull, Stoke-on-Trent, Stoke, Wolverhampton, Derby, Southampton,
Portsmouth, Plymouth, Brighton, Brighton and Hove, Reading, Oxford, Cambridge, Milton Keynes, Northampton, Norwich,
Ipswich, Colchester, Chelmsford, Luton, Watford, Slough, Guildford, Crawley, Basingstoke, Swindon, Bath, Exeter,
Gloucester, Cheltenham, Worcester, Hereford, Peterborough, York, Harrogate, Wakefield, Huddersfield, Halifax,
Doncaster, Rotherham, Barnsley, Middlesbrough, Sunderland, Durham, Darlington, Carlisle, Lancaster, Preston,
Blackpool, Blackburn, Bolton, Wigan, Warrington, Stockport, Salford, Oldham, Chester, Crewe, Shrewsbury, Telford,
Lincoln, Chesterfield, Mansfield, Canterbury, Maidstone, Dover, Ashford, Tunbridge Wells, Bournemouth, Poole,
Salisbury, Winchester, Truro, Taunton, Bedford, Stevenage, St Albans, Hemel Hempstead, Harlow, Southend, Basildon,
Edinburgh, Glasgow, Aberdeen, Dundee, Inverness, Stirling, Perth, Cardiff, Swansea, Newport, Wrexham, Bangor,
Belfast, Derry, Londonderry, Dublin, Cork, Paris, Berlin, Amsterdam, Madrid, Barcelona, Lisbon, New York, Toronto,
Sydney, Singapore, Dubai
`;

/** Regions and countries: read, never compared. */
const REGIONS = `
UK, United Kingdom, Great Britain, Britain, England, Scotland, Wales, Northern Ireland, Ireland, Europe, EMEA,
Greater London, Central London, City of London, West End, Canary Wharf, Greater Manchester, West Midlands, East Midlands,
Midlands, North West, North East, South West, South East, East of England, Yorkshire, West Yorkshire, South Yorkshire,
North Yorkshire, East Yorkshire, Yorkshire and the Humber, Home Counties, Thames Valley, Lancashire, Merseyside,
Cheshire, Kent, Surrey, Sussex, Essex, Hertfordshire, Berkshire, Hampshire, Oxfordshire, Buckinghamshire, Devon,
Cornwall, Somerset, Dorset, Wiltshire, Norfolk, Suffolk, Cumbria, Northumberland, Tyne and Wear, Teesside,
Staffordshire, Derbyshire, Nottinghamshire, Leicestershire, Lincolnshire, Warwickshire, Worcestershire,
Gloucestershire, Shropshire, Herefordshire, Cambridgeshire, Bedfordshire, Northamptonshire
`;

const list = (block: string) => block.split(',').map((s) => s.trim()).filter(Boolean);

/** Lower-cased name -> the name as written in the list. */
export const CITY_NAMES: ReadonlyMap<string, string> = new Map(list(CITIES).map((c) => [c.toLowerCase(), c]));
export const REGION_NAMES: ReadonlyMap<string, string> = new Map(list(REGIONS).map((r) => [r.toLowerCase(), r]));

/** Longest place names first, so 'Newcastle upon Tyne' wins over 'Newcastle'. */
const ALL = [...list(CITIES), ...list(REGIONS)].sort((a, b) => b.length - a.length);
/** Any place name as a whole word, written as places are (so 'reading' the verb is not Reading). */
const PLACE = new RegExp(`(?<![\\p{L}])(${ALL.map(escape).join('|')})(?![\\p{L}])`, 'gu');
const PLACE_WORDS = new Set(ALL.flatMap((p) => p.toLowerCase().split(/[\s-]+/)));

/** A place named in a text. */
export interface PlaceHit {
  name: string;
  city: boolean;
  /** Character offset in the text. */
  index: number;
}

/** Every place named in `text`, in order. */
export function placesIn(text: string): PlaceHit[] {
  return [...text.matchAll(PLACE)].map((m) => ({ name: m[1]!, city: CITY_NAMES.has(m[1]!.toLowerCase()), index: m.index! }));
}

/** True when `word` is (part of) a place name, so it is never taken for a skill or a company. */
export function isPlaceWord(word: string): boolean {
  return PLACE_WORDS.has(word.toLowerCase());
}

/** True when `place` stands as a name in `text`, in any case ('worked for a London council'). */
export function placeNamedIn(place: string, text: string): boolean {
  return new RegExp(`(?<![\\p{L}])${escapeRegExp(place)}(?![\\p{L}])`, 'iu').test(text);
}

/** True when `place` (an advert's city) names the CV's place, written as 'Leeds', 'Leeds, UK' or 'Leeds, West Yorkshire'. */
export function samePlace(place: string, cvPlace: string): boolean {
  const want = place.toLowerCase();
  return cvPlace
    .toLowerCase()
    .split(/[,/;()]|\s+-\s+/)
    .map((s) => s.trim())
    .some((part) => part === want || part.startsWith(`${want} `) || (want === 'london' && /\blondon\b/.test(part)));
}
