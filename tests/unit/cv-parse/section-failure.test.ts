import { afterEach, describe, expect, test, vi } from 'vitest';
import { textToLines } from '../../../src/server/cv-parse/extract/txt.ts';
import { structureCv } from '../../../src/server/cv-parse/structure/structure-cv.ts';

// Stands in for a rule bug no test has met yet: the skills reader throws on every CV.
vi.mock('../../../src/server/cv-parse/structure/skills.ts', () => ({
  parseSkills: () => {
    throw new TypeError('a rule failed');
  },
}));

afterEach(() => vi.restoreAllMocks());

describe('a section whose reader fails', () => {
  test('costs that section only: the rest is read and its lines are listed for review', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { data, unplaced } = structureCv(
      textToLines(['Jane Example', 'jane@example.com', '', 'SKILLS', 'Python, SQL', '', 'EXPERIENCE', 'Acme Ltd | Analyst', 'Jan 2020 – Present'].join('\n')),
    );
    expect(data.email).toBe('jane@example.com');
    expect(data.roles.map((r) => r.company)).toEqual(['Acme Ltd']);
    expect(data.skills).toEqual([]);
    expect(unplaced).toContain('Python, SQL');
    expect(logged).toHaveBeenCalledOnce();
  });
});
