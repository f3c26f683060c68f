import { describe, expect, test } from 'vitest';
import { getApp } from '@/lib/content';
import { normaliseCv, toParsedCv } from '@/lib/cv/editable';
import { cvFileBaseName, FILE_NAME_MAX_CHARS, nameForFile } from '@/lib/cv/export/file-name';
import { CV_JSON_FORMAT, exportCvJson, importCvJson, MAX_CV_JSON_BYTES } from '@/lib/cv/export/json';
import { parsedCvSchema, type ParsedCv } from '@/lib/cv/schema';
import { sampleCv } from '../../fixtures/sample-cv.ts';
import { corpusCvs } from './fixtures';

const messages = getApp().editorExport.errors;
const envelope = (fields: Record<string, unknown>) => JSON.stringify({ format: CV_JSON_FORMAT, version: 1, exportedAt: '2026-11-01T00:00:00.000Z', ...fields });

describe('exportCvJson', () => {
  test('writes a versioned, pretty-printed envelope around the Parsed CV', () => {
    const text = exportCvJson({ cv: sampleCv() }, new Date('2026-11-05T10:30:00Z'));
    const value = JSON.parse(text);
    expect(value).toEqual({ format: 'hirewise-cv', version: 1, exportedAt: '2026-11-05T10:30:00.000Z', cv: sampleCv() });
    expect(text).toContain('\n  "cv": {\n    "first_name": "Priya"');
    expect(text.endsWith('}\n')).toBe(true);
  });

  test('leaves the editor ids behind', () => {
    const editable = normaliseCv(sampleCv());
    const withIds = { ...toParsedCv(editable), skills: editable.skills } as unknown as ParsedCv;
    expect(exportCvJson({ cv: withIds })).not.toContain('"id"');
  });
});

describe('importCvJson reads back every export', () => {
  test('a draft saved over a cap still exports whole; importing it asks for it to be shortened', () => {
    const over = sampleCv({ profile_statement: 'x'.repeat(100_000) });
    const text = exportCvJson({ cv: over });
    expect(JSON.parse(text).cv.profile_statement).toHaveLength(100_000);
    expect(importCvJson(text, messages)).toMatchObject({ ok: false, problem: 'tooLong', message: expect.stringContaining('60,000') });
  });

  test.each(corpusCvs())('%s', (_name, cv) => {
    expect(importCvJson(exportCvJson({ cv }), messages)).toEqual({ ok: true, cv });
  });

  test.each([
    ['a bare Parsed CV object', JSON.stringify(sampleCv())],
    ['a partial bare CV (missing fields default)', JSON.stringify({ first_name: 'Priya', surname: 'Natarajan', roles: [{ title: 'Analyst', company: 'Contoso' }] })],
    ['the /parse answer', JSON.stringify({ status: 'success', data: sampleCv(), unplaced: [] })],
    ['a saved CV document', JSON.stringify({ cv: sampleCv(), gcsUrl: '', unplaced: [], cvId: 'cv-1' })],
    ['an export with a byte-order mark', `\uFEFF${exportCvJson({ cv: sampleCv() })}`],
  ])('also accepts %s', (_name, text) => {
    const result = importCvJson(text, messages);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.cv.first_name).toBe(sampleCv().first_name);
  });

  test('an exported empty CV imports as empty (the envelope says it is a CV)', () => {
    const empty = parsedCvSchema.parse({});
    expect(importCvJson(exportCvJson({ cv: empty }), messages)).toEqual({ ok: true, cv: empty });
  });
});

describe('importCvJson refuses bad files with a specific message and never throws', () => {
  const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
  test.each([
    ['empty text', '', 'notJson'],
    ['plain text', 'Asha Patel-Jones, Product Manager', 'notJson'],
    ['broken JSON', '{"first_name": "Asha",', 'notJson'],
    ['a DOCX read as text', 'PK\u0003\u0004\u0014\u0000word/document.xml', 'notJson'],
    ['a list', '[{"first_name": "Asha"}]', 'notCv'],
    ['a number', '42', 'notCv'],
    ['null', 'null', 'notCv'],
    ['another kind of JSON', '{"name": "my-app", "version": "1.0.0", "dependencies": {}}', 'notCv'],
    ['an object with only empty CV fields', '{"first_name": "", "skills": []}', 'notCv'],
    ['a CV with wrong types', '{"first_name": "Asha", "skills": "SQL, Excel"}', 'notCv'],
    ['an envelope whose CV is broken', envelope({ cv: { roles: 'none' } }), 'notCv'],
    ['an envelope without a CV', envelope({ cv: undefined }), 'notCv'],
    ['an envelope with a text version', envelope({ version: '1', cv: sampleCv() }), 'notCv'],
    ['an envelope from an older, unknown version', envelope({ version: 0, cv: sampleCv() }), 'notCv'],
    ['an envelope from a newer version', envelope({ version: 2, cv: sampleCv() }), 'wrongVersion'],
    ['an envelope whose CV has a field over its cap', envelope({ cv: sampleCv({ profile_statement: 'x'.repeat(100_000) }) }), 'tooLong'],
    ['a bare CV over 60,000 characters of text in all', JSON.stringify(sampleCv({ achievements: Array.from({ length: 31 }, () => 'x'.repeat(2_000)) })), 'tooLong'],
    ['a file over the size limit', JSON.stringify({ ...sampleCv(), profile_statement: 'x'.repeat(MAX_CV_JSON_BYTES) }), 'tooLarge'],
    ['multi-byte text over the limit in bytes but not in characters', JSON.stringify({ first_name: 'é'.repeat(MAX_CV_JSON_BYTES / 2 + 10) }), 'tooLarge'],
    ['nesting deep enough to exhaust the stack', deep, 'notCv'],
  ])('%s', (_name, text, problem) => {
    const result = importCvJson(text, messages);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem).toBe(problem);
    expect(result.message).toBe(
      messages[problem as keyof typeof messages].replace('{limit}', '2 MB').replace('{max}', '60,000').replace('{version}', problem === 'wrongVersion' ? '2' : ''),
    );
  });

  test('the messages are distinct and name what to do', () => {
    const texts = [messages.notJson, messages.notCv, messages.tooLarge, messages.tooLong, messages.wrongVersion];
    expect(new Set(texts).size).toBe(5);
    expect(importCvJson(envelope({ version: 3, cv: {} }), messages)).toMatchObject({ ok: false, message: expect.stringContaining('3') });
    expect(importCvJson('x'.repeat(MAX_CV_JSON_BYTES + 1), messages)).toMatchObject({ message: expect.stringContaining('2 MB') });
  });
});

describe('export file names', () => {
  test.each([
    ['Asha', 'Patel-Jones', 'Asha Patel-Jones CV'],
    ['Søren', 'Ødegård', 'Søren Ødegård CV'],
    ['  Zoë ', "O'Brien", "Zoë O'Brien CV"],
    ['李', '明', '李 明 CV'],
    // Decomposed letters come out composed, as the person typed them.
    ['E\u0301lodie', 'Chevalier', 'Élodie Chevalier CV'],
    ['', '', 'My CV'],
    ['...', '?', 'My CV'],
  ])('%s %s → %s', (first_name, surname, expected) => {
    expect(cvFileBaseName({ first_name, surname }, '{name} CV', 'My CV')).toBe(expected);
  });

  test('characters file systems reserve, dots and control characters never reach the name', () => {
    expect(nameForFile('a/b\\c:d*e?f"g<h>i|j\u0000k.l\nm')).toBe('a b c d e f g h i j k l m');
    expect(nameForFile('../../etc/passwd')).toBe('etc passwd');
  });

  test('names are short enough for any file system, and never split a letter', () => {
    expect(Array.from(nameForFile('A'.repeat(300)))).toHaveLength(FILE_NAME_MAX_CHARS);
    const cut = nameForFile('𝒜'.repeat(100));
    expect(Array.from(cut)).toHaveLength(FILE_NAME_MAX_CHARS);
    expect(new TextEncoder().encode(`${cut} CV.docx`).length).toBeLessThan(255);
  });
});
