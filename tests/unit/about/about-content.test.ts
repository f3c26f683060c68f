import { expect, test } from 'vitest';
import { getAbout } from '@/lib/content';

// About's SPEC §2 texts live in about.yaml; these must stay verbatim.
test("the links block is titled as SPEC words it: 'Explore More'", () => {
  expect(getAbout().exploreMore.heading).toBe('Explore More');
});
