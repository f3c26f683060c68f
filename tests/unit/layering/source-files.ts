import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/** One source file: its path from the repository root (forward slashes) and its text. */
export interface SourceFile {
  path: string;
  text: string;
}

const SOURCE = /\.(tsx?|mts|astro)$/;

/** Every TypeScript, TSX and Astro file under `dir`, read once. */
export function sourceFiles(dir = 'src'): SourceFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) ? [{ path: relative('.', path).split('\\').join('/'), text: readFileSync(path, 'utf8') }] : [];
  });
}

/** `from '…'`, `import '…'` and `import('…')`: every module a file imports or re-exports. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"\n]+)\1/g;

/**
 * The modules `file` imports: package names as written, our own modules as repository paths ('@/stores/cv' and
 * '../../stores/cv' both become 'src/stores/cv'), so a rule about a folder holds whichever way it is imported.
 */
export function importsOf(file: SourceFile): string[] {
  return [...file.text.matchAll(SPECIFIER)].map(([, , specifier]) => {
    if (specifier!.startsWith('@/')) return `src/${specifier!.slice(2)}`;
    if (specifier!.startsWith('.')) return normalize(join(dirname(file.path), specifier!)).split('\\').join('/');
    return specifier!;
  });
}

/** True when `path` is `folder` or inside it ('src/lib' holds 'src/lib/api/x.ts', not 'src/library.ts'). */
export function isWithin(path: string, folder: string): boolean {
  return path === folder || path.startsWith(`${folder}/`);
}
