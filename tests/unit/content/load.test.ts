import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse, stringify } from 'yaml';
import { z } from 'zod';
import { getApp } from '@/lib/content';
import { ContentError, loadContent, loadContentParts, parseContent } from '@/lib/content/load';
import { appSchema } from '@/lib/content/schemas/app';
import { pricingSchema } from '@/lib/content/schemas/pricing';
import { siteSchema } from '@/lib/content/schemas/site';

const schema = z.object({
  heading: z.string(),
  cards: z.array(z.object({ title: z.string().min(1), stars: z.number().int().min(1).max(5) })),
});

describe('parseContent names the file and the field of every mistake', () => {
  test.each([
    ['a missing field', 'cards: []', 'home.yaml: heading:'],
    ['a wrong type deep in a list', 'heading: Hi\ncards:\n  - { title: A, stars: 3 }\n  - { title: B, stars: "five" }', 'home.yaml: cards[1].stars:'],
    ['a value out of range', 'heading: Hi\ncards:\n  - { title: A, stars: 6 }', 'home.yaml: cards[0].stars:'],
    ['an empty string', 'heading: Hi\ncards:\n  - { title: "", stars: 2 }', 'home.yaml: cards[0].title:'],
    ['broken YAML', 'heading: [unclosed', 'home.yaml: not valid YAML'],
  ])('%s', (_, yaml, expected) => {
    expect(() => parseContent('src/content/home.yaml', yaml, schema)).toThrow(ContentError);
    expect(() => parseContent('src/content/home.yaml', yaml, schema)).toThrow(`src/content/${expected}`);
  });

  test('valid content comes back typed and complete', () => {
    expect(parseContent('x.yaml', 'heading: Hi\ncards:\n  - { title: A, stars: 5 }', schema)).toEqual({ heading: 'Hi', cards: [{ title: 'A', stars: 5 }] });
  });

  test('loadContent reads from the content folder and reports the relative path', () => {
    const root = mkdtempSync(join(tmpdir(), 'content-'));
    mkdirSync(join(root, 'src/content'), { recursive: true });
    writeFileSync(join(root, 'src/content/broken.yaml'), 'heading: 3\ncards: []');
    expect(() => loadContent('broken.yaml', schema, root)).toThrow(/^src\/content\/broken\.yaml: heading: /);
  });
});

describe('loadContentParts reads one object from several files', () => {
  const parts = z.object({ heading: z.string().min(1), cards: z.array(z.string()), footer: z.string() });
  const folder = (files: Record<string, string>) => {
    const root = mkdtempSync(join(tmpdir(), 'content-'));
    mkdirSync(join(root, 'src/content/parts'), { recursive: true });
    for (const [name, text] of Object.entries(files)) writeFileSync(join(root, 'src/content/parts', name), text);
    return root;
  };

  test('each file gives the blocks it holds', () => {
    const root = folder({ 'top.yaml': 'heading: Hi\ncards: [a, b]', 'foot.yaml': 'footer: Bye' });
    const files = { 'parts/top.yaml': ['heading', 'cards'], 'parts/foot.yaml': ['footer'] } as const;
    expect(loadContentParts(parts, files, root)).toEqual({ heading: 'Hi', cards: ['a', 'b'], footer: 'Bye' });
  });

  test('a mistake names the file that holds it', () => {
    const root = folder({ 'top.yaml': 'heading: ""\ncards: []', 'foot.yaml': 'footer: Bye' });
    const files = { 'parts/top.yaml': ['heading', 'cards'], 'parts/foot.yaml': ['footer'] } as const;
    expect(() => loadContentParts(parts, files, root)).toThrow(/^src\/content\/parts\/top\.yaml: heading: /);
  });

  test('a block that no file holds is an error', () => {
    const root = folder({ 'top.yaml': 'heading: Hi\ncards: []' });
    expect(() => loadContentParts(parts, { 'parts/top.yaml': ['heading', 'cards'] }, root)).toThrow('src/content: no file holds footer');
  });
});

describe('pricing content rules', () => {
  test('monthly and annual plan lists must pair up for the flip cards', () => {
    const pricing = parse(readFileSync('src/content/pricing.yaml', 'utf8'));
    pricing.plans.annual = pricing.plans.annual.slice(0, -1);
    expect(() => parseContent('src/content/pricing.yaml', stringify(pricing), pricingSchema)).toThrow(
      /pricing\.yaml: plans: .*same number of cards/,
    );
  });

  test('the toggle\'s saving note cannot be typed in: it must leave {percent} for the computed number', () => {
    const pricing = parse(readFileSync('src/content/pricing.yaml', 'utf8'));
    pricing.toggle.discount = '(20% off)';
    expect(() => parseContent('src/content/pricing.yaml', stringify(pricing), pricingSchema)).toThrow(/pricing\.yaml: toggle\.discount: /);
  });
});

describe('the shipped content files are valid', () => {
  test.each([
    ['site.yaml', siteSchema],
    ['pricing.yaml', pricingSchema],
  ])('%s', (file, fileSchema) => {
    expect(() => loadContent(file, fileSchema)).not.toThrow();
  });

  test('the app screens, from src/content/app, make the whole app copy', () => {
    expect(Object.keys(getApp()).sort()).toEqual(Object.keys(appSchema.shape).sort());
  });
});
