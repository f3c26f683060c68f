import { describe, expect, test } from 'vitest';
import { getAbout, getHome } from '@/lib/content';

// The home page's SPEC §1/§2 texts live in home.yaml; these are the ones that must stay verbatim.
const home = getHome();

describe('home.yaml', () => {
  test('has the SPEC headline phrases, in order', () => {
    expect(home.hero.phrases).toEqual(['Get Seen', 'Get Heard', 'Get Hired']);
  });

  test.each([
    ['trusted-by heading', home.trustedBy.heading, 'Our customers got hired at'],
    ['testimonials heading', home.testimonials.heading, 'Loved by professionals'],
    ['features heading', home.features.heading, 'Unlock Your True Potential'],
    ['primary call to action', home.hero.primaryCta.label, 'Request Early Access'],
  ])('%s is verbatim', (_, actual, expected) => {
    expect(actual).toBe(expected);
  });

  test('has the three SPEC feature cards', () => {
    expect(home.features.cards.map((card) => card.title)).toEqual(['AI-Powered Analysis', 'Expert Insights', 'Scientific Approach']);
  });

  test("the testimonials are customers, never our own team: no name, first or last, is shared with About's team", () => {
    const parts = (name: string) => name.toLowerCase().split(/\s+/);
    const team = new Set(getAbout().team.members.flatMap((member) => parts(member.name)));
    const shared = home.testimonials.items.filter((item) => parts(item.name).some((part) => team.has(part)));
    expect(shared.map((item) => item.name)).toEqual([]);
  });

  test('has five testimonials from five different people, each with their own avatar', () => {
    expect(home.testimonials.items).toHaveLength(5);
    expect(new Set(home.testimonials.items.map((t) => t.name)).size).toBe(5);
    expect(new Set(home.testimonials.items.map((t) => t.avatarSrc)).size).toBe(5);
  });

  test('the early-access call to action leads to sign-up', () => {
    expect(home.hero.primaryCta.href).toBe('/register');
  });
});
