import { unit, type Check } from './types.ts';

/** Characters a clean text layer is made of; anything else (U+FFFD, private-use glyphs, control codes) hints at a broken font mapping. */
const CLEAN = /[\p{L}\p{N}\p{P}\p{Zs}\n£$€%+#@&*=~<>|^`]/u;

/** Share of clean characters and of words of a sane length, when the parser did not measure quality itself. */
export function estimateTextQuality(text: string): number {
  const chars = [...text];
  if (chars.length === 0) return 0;
  const clean = chars.filter((c) => CLEAN.test(c)).length / chars.length;
  const tokens = text.split(/\s+/).filter(Boolean);
  const runOn = tokens.filter((t) => t.length > 30 && !/[/@.]/.test(t)).length / Math.max(1, tokens.length);
  return unit(clean - runOn * 5);
}

/** Readability of the text layer: what an ATS actually gets out of the file. */
export const textLayerChecks: Check = ({ context, text }) => {
  const quality = context.textLayerQuality ?? estimateTextQuality(text.allText);
  return [
    {
      id: 'text_layer',
      label: 'Readable text layer',
      value: unit((quality - 0.8) / 0.18),
      advice: 'Tracking systems struggle to read the text in your file: export it again from Word or Google Docs as a text PDF, not a scan or image',
    },
  ];
};
