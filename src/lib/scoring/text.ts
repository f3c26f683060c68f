/**
 * Tokenising for keyword matching: lower-case words, stop words dropped, a light suffix-stripping stem so
 * that 'managed', 'managing' and 'manages' meet. Deliberately simple: the rubric must stay explainable.
 */

/** Common English words plus job-advert filler that says nothing about the role. */
const STOP_WORDS = new Set(
  (
    'a about above after all also an and any are as at be been being both but by can could did do does doing each ' +
    'etc for from further had has have having he her here hers him his how i if in into is it its just me more most ' +
    'my no nor not of off on once only or other our ours out over own per same she should so some such than that the ' +
    'their theirs them then there these they this those through to too under until up very was we were what when ' +
    'where which while who whom why will with would you your yours via within across including include includes ' +
    'ability able apply applicant candidate candidates company day days desirable essential excellent experience ' +
    'experienced good great help hiring ideal ideally join knowledge looking must new opportunity plus preferred ' +
    'required requirement requirements responsibilities responsible role roles skill skills strong team teams ' +
    'understanding use using well work working year years like make making want wants need needs based within ' +
    'part time full day-to-day key high level please salary benefits us ' +
    'run manage lead deliver support ensure provide report drive own develop build running managing leading ' +
    'delivering supporting ensuring providing reporting driving owning developing building works'
  ).split(/\s+/),
);

const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}+#.]*[\p{L}\p{N}+#]|[\p{L}\p{N}]/gu;

/** A word as written plus its stem. */
export interface Token {
  /** As written (original case), e.g. 'Kubernetes'. */
  surface: string;
  /** Matching key, e.g. 'kubernet'. */
  stem: string;
}

/** Strips the commonest English suffixes; consistent on both sides of a comparison, which is all that matters. */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/'s$/, '');
  if (w.length <= 4 || /[\d+#.]/.test(w)) return w;
  if (w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  for (const suffix of ['ations', 'ation', 'ments', 'ment', 'ings', 'ing', 'ers', 'er', 'ed', 'es', 's', 'ly']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  // 'programme' and 'programmes', 'manage' and 'managed' meet once a final 'e' goes.
  return w.length > 4 && w.endsWith('e') ? w.slice(0, -1) : w;
}

/** Every word of `text`, stop words included, lower-cased. */
export function words(text: string): string[] {
  return text.toLowerCase().match(TOKEN) ?? [];
}

/** Meaningful tokens of `text`, in order: stop words and bare numbers dropped. */
export function keywordTokens(text: string): Token[] {
  const out: Token[] = [];
  for (const surface of text.match(TOKEN) ?? []) {
    const lower = surface.toLowerCase();
    if (STOP_WORDS.has(lower) || /^[\d.]+$/.test(lower)) continue;
    out.push({ surface, stem: stem(lower) });
  }
  return out;
}

/** The set of stems of `text`, for fast membership tests. */
export function stemSet(text: string): Set<string> {
  return new Set(keywordTokens(text).map((t) => t.stem));
}

/** True when every meaningful word of `phrase` occurs in `stems` (so 'Power BI' needs both 'power' and 'bi'). */
export function phraseIn(phrase: string, stems: Set<string>): boolean {
  const tokens = keywordTokens(phrase);
  return tokens.length > 0 && tokens.every((t) => stems.has(t.stem));
}

/** 'A', 'A and B', 'A, B and C'. */
export function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
