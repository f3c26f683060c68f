import type { Para } from './docx-para.ts';

/**
 * The least size (relative to the body) a heading of each level is shown at. The document's section headings
 * are its shallowest level used twice or more (a lone Heading 1 is often the name over Heading 2 sections):
 * they read as 1.2 whatever their style's size; one level down (a role or degree set in Heading 2 under Heading
 * 1 sections) as 1.1, so the two ranks stay apart when the template draws both in one size; deeper levels keep
 * their own size.
 */
export function headingSizes(paras: Para[]): (level: number | null) => number {
  const uses = new Map<number, number>();
  for (const p of paras) if (p.heading !== null && p.heading >= 0 && p.chars) uses.set(p.heading, (uses.get(p.heading) ?? 0) + 1);
  const top = Math.min(...[...uses].filter(([, n]) => n >= 2).map(([level]) => level));
  return (level) => {
    if (level === null) return 0;
    if (!Number.isFinite(top) || level <= top) return 1.2;
    return level === top + 1 ? 1.1 : 0;
  };
}
