import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * Two hydration directives that keep React out of a marketing page's first load:
 * - `client:trigger="<selector>"` hydrates an island on the first click of an element matching the selector
 *   (hover or focus starts loading early) and hands that click to the island (see src/islands/use-trigger-clicks.ts).
 * - `client:remembered` hydrates after idle only when this browser remembers a signed-in user.
 */
export function hydrationDirectives(): AstroIntegration {
  return {
    name: 'hirewise:hydration-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'trigger', entrypoint: fileURLToPath(new URL('./directives/trigger.ts', import.meta.url)) });
        addClientDirective({ name: 'remembered', entrypoint: fileURLToPath(new URL('./directives/remembered.ts', import.meta.url)) });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    'client:trigger'?: string;
    'client:remembered'?: boolean;
  }
}
