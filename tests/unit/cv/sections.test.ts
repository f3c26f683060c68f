import { describe, expect, test } from 'vitest';
import { detectIntent } from '@/lib/coach/intent';
import { buildCvLayout } from '@/lib/cv/export/layout';
import { scoreFields } from '@/lib/cv/field-score';
import { emptyParsedCv, type ParsedCv } from '@/lib/cv/schema';
import { CV_SECTION_KEYS, CV_SECTIONS, PERSONAL_FIELDS, VOLUNTEERING_SECTION, type CvSection } from '@/lib/cv/sections';
import { getApp } from '@/lib/content';
import { collectCvText } from '@/lib/scoring/cv-text';
import { headingKind } from '../../../src/server/cv-parse/structure/sections.ts';
import { renderCvText } from '../../../src/server/llm/source-text.ts';
import { sampleCv } from '../../fixtures/sample-cv.ts';

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

/** A CV with nothing but the sample's `section`. */
const only = (section: CvSection): ParsedCv => ({ ...emptyParsedCv(), [section.field]: sampleCv()[section.field] });

// The readers that go through every section by hand: a section added to the registry and forgotten by one of them fails here.
describe.each(CV_SECTIONS.map((section) => [section.key, section] as const))('the %s section is read by', (_key, section) => {
  test('the export layout', () => {
    expect(buildCvLayout(only(section), getApp().editorExport.document).sections.map((s) => s.key)).toEqual([section.key]);
  });

  test('scoring’s CV text', () => {
    expect(collectCvText(only(section)).allText).not.toBe('');
  });

  test('the LLM’s source text', () => {
    expect(renderCvText({ data: only(section), unplaced: [] })).not.toBe('');
  });

  test('the field scorer', () => {
    const fields = [...scoreFields(only(section), only(section)).keys()];
    expect(fields.some((field) => field === section.field || field.startsWith(`${section.field}.`))).toBe(true);
  });
});

// Volunteering is career history for the parser and the coach alike (VOLUNTEERING_SECTION).
describe('volunteering, as the registry states it', () => {
  test.each(['Volunteering', 'Volunteer Experience', 'Volunteer Work'])('the parser reads a %s heading into its section', (heading) => {
    expect(headingKind(heading)).toBe(sectionOf(VOLUNTEERING_SECTION).parserKind);
  });

  test.each(['How should I list my volunteering?', 'Should I add volunteer work?'])('the coach answers “%s” as its section', (question) => {
    expect(detectIntent(question.toLowerCase())).toEqual({ kind: 'section', section: sectionOf(VOLUNTEERING_SECTION).coachTopic });
  });
});
