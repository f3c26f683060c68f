/**
 * Adds sources to directives of a CSP string (creating a directive from default-src when missing).
 * Locally the browser must reach the emulators on other ports; production's policy stays as netlify.toml has it.
 */
export function extendCsp(csp: string, additions: Record<string, string[]>): string {
  const directives = new Map(
    csp
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...sources] = part.split(/\s+/);
        return [name!, sources] as const;
      }),
  );
  for (const [name, sources] of Object.entries(additions)) {
    const current = directives.get(name) ?? [...(directives.get('default-src') ?? [])];
    directives.set(name, [...new Set([...current, ...sources])]);
  }
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}
