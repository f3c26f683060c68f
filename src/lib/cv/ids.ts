/**
 * Front-end-only identifiers of CV list items (SPEC.md §3): skills get sequential ids, achievements an id from
 * their index plus the first 10 characters of their text, highlights an id from company, title and position.
 *
 * Stability: ids are assigned once, by `normaliseCv` or when an item is added, and never recomputed, so an item
 * keeps its id through edits and reorders (a renamed skill or a reworded achievement is still the same item).
 * Uniqueness: two items can produce the same candidate (duplicate texts, two roles with the same company and
 * title, an item added at an index a deleted item once had); `uniqueId` then appends `~2`, `~3` ... The slugs
 * inside candidates never contain `~`, so a suffixed id can never equal another item's candidate.
 */

/** Lower-case letters and digits of `text` (accents kept), runs of anything else turned into one '-'. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** Skill id: sequential, from the skill's position when the id is assigned ('skill-0', 'skill-1' ...). */
export function skillId(index: number): string {
  return `skill-${index}`;
}

/** The first sequential skill id from position `from` on that no item uses yet (skills added later). */
export function nextSkillId(from: number, taken: ReadonlySet<string>): string {
  let index = from;
  while (taken.has(skillId(index))) index += 1;
  return skillId(index);
}

/** Achievement id: its index plus a slug of the first 10 characters of its text ('achievement-2-cut-costs'). */
export function achievementId(index: number, text: string): string {
  const start = slug(text.trim().slice(0, 10));
  return start ? `achievement-${index}-${start}` : `achievement-${index}`;
}

/**
 * Highlight id: the role's company and title plus the highlight's position in the role (SPEC.md uses a time;
 * a position keeps this function pure and the ids reproducible), e.g. 'highlight-acme-ltd-engineer-0'.
 */
export function highlightId(company: string, title: string, index: number): string {
  const parts = [slug(company), slug(title)].filter(Boolean);
  return ['highlight', ...parts, String(index)].join('-');
}

/** Id of an item of any other list (roles, education, languages ...): its kind and position, e.g. 'role-0'. */
export function itemId(kind: string, index: number): string {
  return `${kind}-${index}`;
}

/**
 * `candidate` if no item uses it yet, otherwise the candidate with the first free `~n` suffix (n from 2).
 * @param taken ids already in use; not modified.
 */
export function uniqueId(candidate: string, taken: ReadonlySet<string>): string {
  if (!taken.has(candidate)) return candidate;
  let n = 2;
  while (taken.has(`${candidate}~${n}`)) n += 1;
  return `${candidate}~${n}`;
}

/**
 * A function handing out unique ids: each call returns `uniqueId(candidate, ids so far)` and remembers it.
 * Used while normalising a whole CV, or while adding items next to existing ones.
 * @param taken ids already in use (copied, never modified).
 */
export function idAllocator(taken: Iterable<string> = []): (candidate: string) => string {
  const used = new Set(taken);
  return (candidate) => {
    const id = uniqueId(candidate, used);
    used.add(id);
    return id;
  };
}
