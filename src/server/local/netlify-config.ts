import { readFileSync } from 'node:fs';
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

export function readNetlifyConfig(file = 'netlify.toml'): NetlifyConfig {
  const toml = parse(readFileSync(file, 'utf8')) as { headers?: HeaderRule[]; redirects?: RedirectRule[] };
  return {
    headers: (toml.headers ?? []).map((rule) => ({
      for: rule.for,
      // Netlify joins multi-line values; collapse the whitespace TOML multi-line strings leave behind.
      values: Object.fromEntries(Object.entries(rule.values).map(([name, value]) => [name, String(value).replace(/\s+/g, ' ').trim()])),
    })),
    redirects: (toml.redirects ?? []).map((rule) => ({ from: rule.from, to: rule.to, status: rule.status ?? 301 })),
  };
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
