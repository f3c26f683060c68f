import type { Placement } from './lines.ts';
import type { Section } from './sections.ts';
import type { TextLine } from '../types.ts';

/**
 * Personal facts a recruiter keeps with the other details: 'Nationality: Romanian', 'Driving licence | B',
 * 'Citizenship: Canadian'. They stand among contacts (Europass's personal information row, a 'Personal
 * details' table) or as a one-line section of their own, labelled with the fact's name. Each is one detail,
 * label and value together. A line with nothing else on it is placed; a row shared with other details (a
 * phone, a birth date) is left for the header's reading.
 */
export function personalFacts(sections: Section[], placement: Placement): string[] {
  const out: string[] = [];
  for (const section of sections) {
    const heading = section.heading;
    // 'DRIVING LICENCE' over 'B', or a margin row 'Driving licence | A, B': the heading is the label.
    const headed = heading && FACT_LABEL.test(labelText(heading)) && !placement.has(heading);
    if (headed) {
      const value = section.lines.filter((l) => !placement.has(l));
      if (value.length === 1 && value[0]!.text.trim().split(/\s+/).length <= 6 && !FACT_LABEL.test(labelText(value[0]!))) {
        out.push(`${tidyLabel(labelText(heading))}: ${value[0]!.text.trim()}`);
        placement.take(heading, value[0]!);
        continue;
      }
    }
    if (!PERSONAL_KINDS.has(section.kind)) continue;
    for (const line of [...(headed || !heading ? [] : [heading]), ...section.lines]) {
      // The header reads a row of contacts whole ('Nationality: Romanian | Phone number: …') and places it.
      if (placement.has(line) && section.kind !== 'header' && section.kind !== 'contact') continue;
      const facts = factsIn(line);
      if (!facts.found.length) continue;
      out.push(...facts.found);
      if (facts.alone) placement.take(line);
    }
  }
  return out;
}

const PERSONAL_KINDS = new Set(['header', 'contact', 'additional', 'certifications']);

/**
 * The names of personal details printed as a label before or over their value ('Gender Male', 'Date of birth',
 * 'Nationality: Czech'): the Europass row and the label grids of other templates share them.
 */
export const PERSONAL_DETAIL_NAMES = String.raw`gender|sex|date of birth|birth ?date|nationality|citizenship|marital status`;

/** A fact's name: nationality, citizenship, a driving licence. */
const FACT_NAME = String.raw`nationality(?:\s*\(-?ies\))?|nationalities|citizenship|driving licen[cs]e|driver['’]?s? licen[cs]e`;

/** A fact's name alone, as a label or heading ('Nationality:', 'DRIVING LICENCE'). */
const FACT_LABEL = new RegExp(`^(?:${FACT_NAME})\\s*:?$`, 'i');

/** 'Nationality: Romanian', 'Nationality Portuguese', 'Driving Licence: B' as one part of a line. */
const FACT = new RegExp(`^(${FACT_NAME})\\s*(?::\\s*|\\s+(?=\\p{Lu}))(\\S.{0,40})$`, 'iu');

/** A part the header could not read that is a fact read here. */
export const isFact = (text: string) => FACT.test(text.trim());

/** The label of a heading or row: its first cell ('Driving licence | B' → 'Driving licence'). */
const labelText = (line: TextLine) => (line.cells.length > 1 ? line.cells[0]!.text : line.text).trim();

/** A label in the case it was printed, without its colon; an all-capitals one in sentence case. */
function tidyLabel(label: string): string {
  const bare = label.replace(/\s*:$/, '');
  return bare === bare.toUpperCase() ? bare[0]! + bare.slice(1).toLowerCase() : bare;
}

/** The facts on one line, in cells ('Nationality | Polish') or parts ('Sex Male | Nationality Portuguese'). */
function factsIn(line: TextLine): { found: string[]; alone: boolean } {
  const cells = line.cells.map((c) => c.text.trim());
  if (cells.length === 2 && FACT_LABEL.test(cells[0]!)) return { found: [`${tidyLabel(cells[0]!)}: ${cells[1]}`], alone: true };
  const parts = cells.flatMap((c) => c.split(/\s+[|•·]\s+/));
  const found: string[] = [];
  for (const part of parts) {
    const m = FACT.exec(part.trim());
    if (m) found.push(`${tidyLabel(m[1]!)}: ${m[2]!.trim()}`);
  }
  return { found, alone: found.length === parts.length };
}

/** A row of a personal-details table: a label of a few words, then a colon and the value ('Date of Birth : 19.08.2003', 'Religion | : Muslim'). */
const LABELLED_ROW = /^\p{L}[\p{L}.'’()/-]*(?:\s+[\p{L}.'’()/-]+){0,3}\s*(?:\|\s*)?:\s*\S/u;

/**
 * True when lines are a personal-details table, mostly labelled rows, as many CVs set one under 'Personal
 * profile' (date of birth, nationality, address): details, no statement about the person.
 */
export function isDetailsTable(lines: TextLine[]): boolean {
  const rows = lines.filter((line) => LABELLED_ROW.test(line.text.trim())).length;
  return rows >= 3 && rows * 2 >= lines.length;
}
