/** Contact details in a model's answer must come from the CV text (SECURITY.md, LLM outputs). */
import { describe, expect, test } from 'vitest';
import { emptyParsedCv, type ParsedCv } from '../../../src/lib/cv/schema.ts';
import { dropInventedContacts } from '../../../src/server/llm/provenance.ts';

const source = [
  'Jane Example',
  'jane.example@example.com | +44 7700 900123',
  'LinkedIn: linkedin.com/in/jane-example',
  'GitHub: https://github.com/jane-example/',
  'Portfolio www.jane.example',
].join('\n');

const cv = (fields: Partial<ParsedCv>): ParsedCv => ({ ...emptyParsedCv(), first_name: 'Jane', ...fields });

describe('links', () => {
  test.each([
    ['the exact address', 'https://github.com/jane-example/', true],
    ['a scheme and www. the CV left out', 'https://www.linkedin.com/in/jane-example', true],
    ['another case and no trailing slash', 'HTTPS://GitHub.com/Jane-Example', true],
    ['a bare www host', 'www.jane.example', true],
    ['an invented address', 'https://evil.example/login', false],
    ['a longer path than the CV has', 'https://github.com/jane-example/../attacker', false],
    ['a javascript: link, even one built from CV text', 'javascript:alert(document.domain)//github.com/jane-example', false],
    ['an empty address', '', false],
  ])('%s -> kept: %s', (_label, url, kept) => {
    const result = dropInventedContacts(cv({ links: [{ title: 'Link', url }] }), source);
    expect(result.links).toHaveLength(kept ? 1 : 0);
  });
});

test.each([
  ['jane.example@example.com', 'jane.example@example.com'],
  ['Jane.Example@Example.com', 'Jane.Example@Example.com'],
  ['jane@attacker.example', ''],
])('e-mail %s -> %j', (email, expected) => {
  expect(dropInventedContacts(cv({ email }), source).email).toBe(expected);
});

test('invented addresses are cut out of free text, and list items holding nothing else are dropped', () => {
  const result = dropInventedContacts(
    cv({
      profile_statement: 'Engineer. See https://evil.example/cv or mail boss@evil.example for references; code at github.com/jane-example.',
      achievements: ['Cut latency by 35%', 'https://evil.example/promo'],
      roles: [{ company: 'Acme', title: 'Engineer', start: '2020', end: '', current: true, summary: '', highlights: ['Visit www.evil.example now', 'Shipped billing v2'] }],
    }),
    source,
  );
  expect(result.profile_statement).toBe('Engineer. See or mail for references; code at github.com/jane-example.');
  expect(result.achievements).toEqual(['Cut latency by 35%']);
  expect(result.roles[0]!.highlights).toEqual(['Visit now', 'Shipped billing v2']);
  expect(JSON.stringify(result)).not.toContain('evil');
});

test('text without addresses is untouched', () => {
  const original = cv({ headline: 'Senior Engineer (TypeScript / Go)', add_details: ['Full UK driving licence', 'B.Sc. 2:1'] });
  expect(dropInventedContacts(original, source)).toEqual(original);
});
