import type { FieldData } from '../types.ts';
import { data } from './data.ts';
import { finance } from './finance.ts';
import { general } from './general.ts';
import { health } from './health.ts';
import { hospitality } from './hospitality.ts';
import { hr } from './hr.ts';
import { legal } from './legal.ts';
import { logistics } from './logistics.ts';
import { onet } from './onet.ts';
import { publicSector } from './public.ts';
import { sales } from './sales.ts';
import { teaching } from './teaching.ts';
import { tech } from './tech.ts';
import { trades } from './trades.ts';

/** The hand-written fields, in the order the scanner prefers when two fields write a term the same way (the more
 *  specific field first; 'general' last). */
export const HAND_WRITTEN: readonly FieldData[] = [tech, data, health, finance, teaching, trades, sales, publicSector, hr, legal, logistics, hospitality, general];

/**
 * Every field's lists: the hand-written ones, then the tools generated from O*NET (onet.ts, by
 * scripts/build-onet-lexicon.ts from the hand-written ones and the source). Sources and licences: docs/lexicon.md.
 */
export const FIELDS: readonly FieldData[] = [...HAND_WRITTEN, ...onet];
