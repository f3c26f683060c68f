/**
 * The tools generated from O*NET's Technology Skills (src/lib/scoring/advert/lexicon/onet.ts, written by
 * scripts/build-onet-lexicon.ts): read from adverts, shown by CVs in any of their forms, implying their class.
 */
import { describe, expect, test } from 'vitest';
import { cvShows, readCvTerms } from '../../../src/lib/scoring/advert/cv-match.ts';
import { HAND_WRITTEN } from '../../../src/lib/scoring/advert/lexicon/index.ts';
import { onet } from '../../../src/lib/scoring/advert/lexicon/onet.ts';
import { scanTerms, termById } from '../../../src/lib/scoring/advert/lexicon.ts';
import { phraseKeys, wordsOf } from '../../../src/lib/scoring/advert/normalise.ts';

const termNames = (text: string) => scanTerms(wordsOf(text)).map((h) => h.term.name);
const shows = (cv: string, name: string) => cvShows({ name, term: termById(phraseKeys(name).join(' '))! }, readCvTerms(cv));
/** Non-empty lines of a block. */
const lines = (block: string) => block.split('\n').map((l) => l.trim()).filter(Boolean);

describe('tools from O*NET', () => {
  test("are read from an advert, by the product's name or with its vendor's", () => {
    // The vendor's own term (Oracle) is read too, as it was before: the generated names leave hand-written ones alone.
    expect(termNames('Experience of Oracle PeopleSoft and ESRI ArcGIS')).toEqual(expect.arrayContaining(['PeopleSoft', 'ArcGIS']));
    expect(termNames('Thomson Reuters Westlaw research')).toEqual(['Westlaw']);
    expect(termNames('LabVIEW and Minitab')).toEqual(['LabVIEW', 'Minitab']);
  });

  test('a product on the CV shows the class it belongs to: ERP, GIS, CRM', () => {
    expect(shows('Administered Oracle PeopleSoft for 4,000 staff', 'ERP')).toBe(true);
    expect(shows('Mapped flood zones in ArcGIS', 'GIS')).toBe(true);
    expect(shows('SAP S/4HANA key user', 'ERP')).toBe(true);
    expect(shows('Mapped flood zones by hand', 'GIS')).toBe(false);
  });

  test('leave alone what the hand-written fields cover: no generated form is, or holds, a hand-written one', () => {
    const keysOf = (block: string) => lines(block).flatMap((l) => l.split('>')[0]!.split('|').map((f) => phraseKeys(f.trim().replace(/^[=[]|\]$/g, '')).join(' ')));
    const handWritten = new Set(HAND_WRITTEN.flatMap((d) => [d.skills, d.qualifications, d.domains].flatMap(keysOf)));
    const umbrellas = new Set(keysOf(onet[0]!.skills));
    for (const field of onet.slice(1)) {
      for (const key of keysOf(field.skills)) {
        const w = key.split(' ');
        for (let i = 0; i < w.length; i++) for (let j = i + 1; j <= w.length; j++) expect(handWritten.has(w.slice(i, j).join(' ')) && !umbrellas.has(key), key).toBe(false);
      }
    }
  });

  test('are tools only: no roles, qualifications or domains, and no everyday word matched in any case', () => {
    for (const field of onet) {
      expect(field.roles + field.qualifications + field.domains).toBe('');
      for (const line of lines(field.skills)) for (const form of line.split('>')[0]!.split('|').map((f) => f.trim())) expect(form).not.toMatch(/^(Word|Project|Access|Teams|Slack|Windows|Office)$/);
    }
  });
});
