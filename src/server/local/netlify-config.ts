import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'smol-toml';

/** The parts of netlify.toml the local server honours, so local runs behave like production. */
export interface HeaderRule {
  for: string;
  values: Record<string, string>;
}
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}
export interface NetlifyConfig {
  headers: HeaderRule[];
  redirects: RedirectRule[];
}

/**
 * netlify.toml's headers and redirects, after the rules of the `_redirects` file (public/_redirects, copied into the
 * build), which Netlify applies first.
 */
export function readNetlifyConfig(file = 'netlify.toml', redirectsFile = 'public/_redirects'): NetlifyConfig {
  const toml = parse(readFileSync(file, 'utf8')) as { headers?: HeaderRule[]; redirects?: RedirectRule[] };
  return {
    headers: (toml.headers ?? []).map((rule) => ({
      for: rule.for,
      // Netlify joins multi-line values; collapse the whitespace TOML multi-line strings leave behind.
      values: Object.fromEntries(Object.entries(rule.values).map(([name, value]) => [name, String(value).replace(/\s+/g, ' ').trim()])),
    })),
    redirects: [
      ...readRedirectsFile(redirectsFile),
      ...(toml.redirects ?? []).map((rule) => ({ from: rule.from, to: rule.to, status: rule.status ?? 301 })),
    ],
  };
}

/** A `_redirects` file's plain rules (`from to [status]`, # comments); a missing file has none. */
export function readRedirectsFile(file: string): RedirectRule[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)
    .map((line) => {
      const [from = '', to = '', status] = line.split(/\s+/);
      return { from, to, status: status ? Number.parseInt(status, 10) : 301 };
    });
}

/** Netlify path patterns: exact paths, or a trailing "/*" splat. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  if (pattern.endsWith('/*')) return pathname.startsWith(pattern.slice(0, -1)) || pathname === pattern.slice(0, -2);
  return pattern === pathname;
}

/** Every header whose rule matches the path; later rules win, as on Netlify. */
export function headersFor(config: NetlifyConfig, pathname: string): Record<string, string> {
  return Object.assign({}, ...config.headers.filter((rule) => matchesPattern(rule.for, pathname)).map((rule) => rule.values));
}
