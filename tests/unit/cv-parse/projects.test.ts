import { describe, expect, test } from 'vitest';
import { Placement } from '../../../src/server/cv-parse/structure/lines.ts';
import { parseProjects } from '../../../src/server/cv-parse/structure/projects.ts';
import { plainLine, type TextLine } from '../../../src/server/cv-parse/types.ts';

const row = (...cells: Array<[string, number]>): TextLine => ({
  ...plainLine(cells.map(([t]) => t).join(' | ')),
  cells: cells.map(([text, x]) => ({ text, x })),
  x: cells[0]![1],
});

describe('projects', () => {
  test('dates and places beside a project are cut; a line of dates alone is no item', () => {
    const lines = [
      row(['Jan 2023 – present', 40], ['FlashInfer', 140]),
      plainLine('Open-source library for LLM inference kernels', { x: 140 }),
      row(['HaberMolt:', 40], ['Jan 2026 – Present', 480]),
      row(['Fullstack Developer', 40], ['Los Angeles, CA', 480]),
      plainLine('2019 – 2020'),
      plainLine('Recipe hub: a web app for recipes'),
    ];
    const placement = new Placement();
    expect(parseProjects(lines, placement)).toEqual([
      'FlashInfer',
      'Open-source library for LLM inference kernels',
      'HaberMolt',
      'Fullstack Developer',
      'Recipe hub: a web app for recipes',
    ]);
    expect(lines.every((l) => placement.has(l))).toBe(true);
  });
});
