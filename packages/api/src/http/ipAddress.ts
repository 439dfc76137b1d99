import { isIPv4, isIPv6 } from 'node:net';

/** `::ffff:1.2.3.4` is the IPv4 client 1.2.3.4 seen by a dual-stack socket or written so by a proxy. */
const MAPPED_IPV4_DOTTED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** An address as one client: IPv4-mapped IPv6 becomes the IPv4 address, a zone (`%eth0`) and brackets go. */
export function canonicalIp(raw: string): string {
  const address = raw
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
    .toLowerCase();
  const mapped = MAPPED_IPV4_DOTTED.exec(address);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 6).join(':') !== '0000:0000:0000:0000:0000:ffff') return address;
  // The same mapping written in hex (`::ffff:7f00:1`).
  return groups
    .slice(6)
    .flatMap((group) => [parseInt(group.slice(0, 2), 16), parseInt(group.slice(2), 16)])
    .join('.');
}

/** The eight groups of an IPv6 address, `::` expanded; an embedded IPv4 tail counts as the last two groups. */
function ipv6Groups(address: string): string[] {
  const tail = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address)?.[1];
  let text = address;
  if (tail) {
    const bytes = tail.split('.').map(Number);
    const high = (((bytes[0] ?? 0) << 8) | (bytes[1] ?? 0)).toString(16);
    const low = (((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0)).toString(16);
    text = `${address.slice(0, -tail.length)}${high}:${low}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const zeros = rest === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => group.padStart(4, '0'));
}

/**
 * The key one client's limits are counted under: an IPv4 address whatever form it came in, and an IPv6 client by its
 * /64, the block a single home or host is given, so walking through the addresses of one's own block gains nothing.
 */
export function limitKeyOf(raw: string): string {
  const address = canonicalIp(raw);
  if (isIPv6(address)) return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
  return address;
}

/** 127.0.0.0/8 and ::1, in any of their forms. */
export function isLoopback(raw: string): boolean {
  const address = canonicalIp(raw);
  if (isIPv4(address)) return address.startsWith('127.');
  return isIPv6(address) && ipv6Groups(address).join(':') === '0000:0000:0000:0000:0000:0000:0000:0001';
}
