import { describe, expect, test } from 'vitest';
import { detectIntent } from '@/lib/coach/intent';
import { emptyParsedCv } from '@/lib/cv/schema';
import { CV_SECTION_KEYS, CV_SECTIONS, PERSONAL_FIELDS, VOLUNTEERING } from '@/lib/cv/sections';
import { headingKind } from '../../../src/server/cv-parse/structure/sections.ts';

const sectionOf = (key: string) => CV_SECTIONS.find((section) => section.key === key)!;

describe('the registry of CV sections', () => {
  test('declares every field of the Parsed CV once, as the person’s or a section’s', () => {
    const fields = [...PERSONAL_FIELDS, ...CV_SECTIONS.map((section) => section.field)];
    expect(new Set(fields).size).toBe(fields.length);
    expect([...fields].sort()).toEqual(Object.keys(emptyParsedCv()).sort());
  });

  test('keeps SPEC §2 order', () => {
    expect(CV_SECTION_KEYS).toEqual([
      'profile', 'achievements', 'skills', 'roles', 'earlier', 'education', 'certifications', 'languages', 'memberships',
      'publications', 'additional',
    ]);
  });
});

// The parser and the coach disagree about volunteering; VOLUNTEERING states it, and each reader keeps its side.
describe('volunteering, as the registry states it', () => {
  test.each(['Volunteering', 'Volunteer Experience', 'Volunteer Work'])('the parser reads a %s heading into its section', (heading) => {
    expect(headingKind(heading)).toBe(sectionOf(VOLUNTEERING.parsedInto).parserKind);
  });

  test.each(['How should I list my volunteering?', 'Should I add volunteer work?'])('the coach answers “%s” as its section', (question) => {
    expect(detectIntent(question.toLowerCase())).toEqual({ kind: 'section', section: sectionOf(VOLUNTEERING.coachedAs).coachTopic });
  });
});
