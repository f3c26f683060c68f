import type { FieldData } from '../types.ts';
import { data } from './data.ts';
import { finance } from './finance.ts';
import { general } from './general.ts';
import { health } from './health.ts';
import { hospitality } from './hospitality.ts';
import { hr } from './hr.ts';
import { legal } from './legal.ts';
import { logistics } from './logistics.ts';
import { publicSector } from './public.ts';
import { sales } from './sales.ts';
import { teaching } from './teaching.ts';
import { tech } from './tech.ts';
import { trades } from './trades.ts';

/**
 * Every field's lists, in the order the scanner prefers when two fields write a term the same way (the more
 * specific field first; 'general' last). Sources and licences: docs/lexicon.md.
 */
export const FIELDS: readonly FieldData[] = [tech, data, health, finance, teaching, trades, sales, publicSector, hr, legal, logistics, hospitality, general];
