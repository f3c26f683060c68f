import { describe, expect, test } from 'vitest';
import { isCountryName, isRegionName, placesNamed, townNamed } from '../../../src/server/cv-parse/structure/gazetteer.ts';
import { parseLocation } from '../../../src/server/cv-parse/structure/contact.ts';
import { isCountry } from '../../../src/server/cv-parse/structure/lexicon.ts';

describe('the gazetteer', () => {
  test('a big town is a town with its country', () => {
    expect(townNamed('London')).toMatchObject({ kind: 'town', country: 'GB' });
    expect(townNamed('Pune')).toMatchObject({ kind: 'town', country: 'IN' });
    expect(townNamed('São Paulo')).toMatchObject({ kind: 'town', country: 'BR' });
  });

  test('accents and case are no part of the name', () => {
    expect(townNamed('Sao Paulo')).toMatchObject({ country: 'BR' });
    expect(townNamed('ISTANBUL')).toMatchObject({ country: 'TR' });
  });

  test('English names GeoNames files under the local one', () => {
    expect(townNamed('Bangalore')).toMatchObject({ kind: 'town', country: 'IN' });
  });

  test('a town named like an everyday word is kept apart', () => {
    expect(townNamed('Reading')).toMatchObject({ kind: 'word', country: 'GB' });
    expect(townNamed('Mobile')).toMatchObject({ kind: 'word' });
  });

  test('words that name no place', () => {
    expect(townNamed('Engineer')).toBeNull();
    expect(placesNamed('Limited')).toEqual([]);
  });

  test('countries by name and short form; codes only in capitals', () => {
    expect(isCountryName('Bangladesh')).toBe(true);
    expect(isCountryName('UAE')).toBe(true);
    expect(placesNamed('UK')).toContainEqual(expect.objectContaining({ kind: 'country', country: 'GB' }));
    expect(placesNamed('us').some((p) => p.kind === 'country')).toBe(false);
  });

  test('first-level regions: states, provinces and their codes', () => {
    expect(isRegionName('Karnataka')).toBe(true);
    expect(isRegionName('TX')).toBe(true);
    expect(isRegionName('Ontario')).toBe(true);
    expect(isRegionName('in')).toBe(false);
  });
});

describe('countries the hand-written list leaves out', () => {
  test('a town with a country only the gazetteer names', () => {
    expect(parseLocation('Freetown, Sierra Leone')).toEqual({ city: 'Freetown', country: 'Sierra Leone' });
    expect(parseLocation('Bishkek, Kyrgyzstan')).toEqual({ city: 'Bishkek', country: 'Kyrgyzstan' });
  });

  test('isCountry asks the gazetteer, formal names too', () => {
    expect(isCountry('Eswatini')).toBe(true);
    expect(isCountry('Republic of Sierra Leone')).toBe(true);
    expect(isCountry('Engineering')).toBe(false);
  });
});
