import { fillTemplate } from '../../content/template.ts';
import type { ParsedCv } from '../schema.ts';

/** Lower-case ASCII words of a name joined by '-': 'Élodie Chevalier-Brun' → 'elodie-chevalier-brun'. */
export function nameSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/**
 * The download name of an exported CV, without extension: `template` with {name} as the CV's name slug
 * ('asha-patel-jones-cv'), or `unnamed` when the CV has no usable name.
 */
export function cvFileBaseName(cv: Pick<ParsedCv, 'first_name' | 'surname'>, template: string, unnamed: string): string {
  const slug = nameSlug(`${cv.first_name} ${cv.surname}`);
  return slug ? fillTemplate(template, { name: slug }) : unnamed;
}
