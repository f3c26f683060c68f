import type { ClientDirective } from 'astro';
import { isSessionRemembered } from '../../lib/hydration.ts';

/** client:remembered: hydrate after idle, and only when this browser remembers a signed-in user. */
const remembered: ClientDirective = (load) => {
  if (!isSessionRemembered()) return;
  const go = async () => (await load())();
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => void go(), { timeout: 2_000 });
  else setTimeout(() => void go(), 200);
};

export default remembered;
