import { isIPv4, isIPv6 } from 'node:net';

/**
 * The part of a client address that rate limits count. An IPv4 address is one client. An IPv6 client is
 * given at least a /64 (RFC 6177; one home or phone gets a whole /64 and may pick any address in it), so IPv6
 * addresses count by their /64: otherwise one client could send every request from a fresh address.
 * IPv4-mapped IPv6 (::ffff:203.0.113.7, as Node reports IPv4 clients of a dual-stack socket) is the IPv4
 * address. Anything else (a platform that gave no address) is counted as given.
 */
export function rateLimitAddress(clientIp: string): string {
  const address = clientIp.trim().toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return clientIp;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, without leading zeros ('2001:db8::1' → 2001, db8, 0, …, 1). */
function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const tailGroups = tail === undefined ? [] : groups(tail);
  // A dotted IPv4 tail (::ffff:… is handled above; 64:ff9b::1.2.3.4 and the like) lies in the last 32 bits, outside the /64.
  const dotted = tailGroups.at(-1)?.includes('.') || (tail === undefined && groups(head).at(-1)?.includes('.'));
  const headGroups = groups(head);
  const missing = 8 - headGroups.length - tailGroups.length - (dotted ? 1 : 0);
  const all = [...headGroups, ...Array.from({ length: tail === undefined ? 0 : missing }, () => '0'), ...tailGroups];
  return all.map((group) => (group.includes('.') ? group : String(parseInt(group, 16).toString(16))));
}
