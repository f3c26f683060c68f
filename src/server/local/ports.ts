import { createServer, type AddressInfo } from 'node:net';

/** A port the local platform needs, with the variable that changes it (for the error message). */
export interface PortNeed {
  name: string;
  port: number;
  envVar: string;
}

/** Resolves true when nothing listens on host:port. */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

/** Throws one clear message naming every busy port and how to choose another. */
export async function assertPortsFree(needs: PortNeed[], host = '127.0.0.1'): Promise<void> {
  const busy: PortNeed[] = [];
  for (const need of needs) if (!(await isPortFree(need.port, host))) busy.push(need);
  if (busy.length === 0) return;
  const lines = busy.map((need) => `  port ${need.port} (${need.name}) is already in use: stop what uses it, or set ${need.envVar} to a free port`);
  throw new Error(`Cannot start: \n${lines.join('\n')}`);
}

/** A port the OS says is free on `host` right now (for services only the local platform needs to know). */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
