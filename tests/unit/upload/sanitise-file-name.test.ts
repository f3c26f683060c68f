import { describe, expect, test } from 'vitest';
import { MAX_STORED_NAME_LENGTH, sanitiseFileName } from '@/lib/upload/sanitise-file-name';

describe('sanitiseFileName', () => {
  test.each([
    { name: 'cv.pdf', expected: 'cv.pdf' },
    { name: 'Jane-Doe.CV.2025.docx', expected: 'Jane-Doe.CV.2025.docx' },
    { name: 'My CV (final).pdf', expected: 'My_CV__final_.pdf' },
    { name: 'Müller_Lebenslauf.doc', expected: 'M_ller_Lebenslauf.doc' },
    { name: 'résumé.txt', expected: 'r_sum_.txt' },
    { name: '📄cv.pdf', expected: '_cv.pdf' },
    { name: '../../etc/passwd', expected: '.._.._etc_passwd' },
    { name: 'a\\b/c:d*e?f"g<h>i|j', expected: 'a_b_c_d_e_f_g_h_i_j' },
    { name: 'tab\tnew\nline.pdf', expected: 'tab_new_line.pdf' },
    { name: '%2F..%00.pdf', expected: '_2F.._00.pdf' },
    { name: '', expected: 'file' },
  ])('stores "$name" as "$expected"', ({ name, expected }) => {
    expect(sanitiseFileName(name)).toBe(expected);
  });

  test('shortens a very long name but keeps its extension', () => {
    const stored = sanitiseFileName(`${'a'.repeat(500)}.docx`);
    expect(stored).toHaveLength(MAX_STORED_NAME_LENGTH);
    expect(stored.endsWith('.docx')).toBe(true);
  });

  test('shortens a very long name without an extension to the limit', () => {
    expect(sanitiseFileName('b'.repeat(300))).toBe('b'.repeat(MAX_STORED_NAME_LENGTH));
  });

  test('output only ever holds letters, digits, dots, hyphens and underscores', () => {
    const everyAscii = Array.from({ length: 128 }, (_, code) => String.fromCharCode(code)).join('');
    expect(sanitiseFileName(everyAscii)).toMatch(/^[A-Za-z0-9._-]+$/);
  });
});
