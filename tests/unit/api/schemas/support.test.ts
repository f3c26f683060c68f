import { describe, expect, test } from 'vitest';
import { supportEmailRequestSchema } from '@/lib/api/schemas/support';

const valid = { subject: 'Contact - Ada', name: 'Ada', email: 'ada@example.com', message: 'Hello' };

describe('supportEmailRequestSchema', () => {
  test('trims the fields and drops anything but the plain fields (no recipient, no HTML)', () => {
    const parsed = supportEmailRequestSchema.parse({
      ...valid,
      name: '  Ada  ',
      email: ' ada@example.com ',
      company: ' Engines ',
      to: 'victim@example.org',
      html: '<script>x</script>',
    });
    expect(parsed).toEqual({ ...valid, company: 'Engines' });
  });

  test.each([
    { case: 'blank name', change: { name: '   ' } },
    { case: 'name over 100', change: { name: 'a'.repeat(101) } },
    { case: 'subject over 120', change: { subject: 's'.repeat(121) } },
    { case: 'invalid e-mail', change: { email: 'ada@example' } },
    { case: 'e-mail over 254', change: { email: `${'a'.repeat(250)}@example.com` } },
    { case: 'company over 120', change: { company: 'c'.repeat(121) } },
    { case: 'empty message', change: { message: '' } },
    { case: 'message over 5000', change: { message: 'm'.repeat(5001) } },
  ])('rejects $case', ({ change }) => {
    expect(supportEmailRequestSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });
});
