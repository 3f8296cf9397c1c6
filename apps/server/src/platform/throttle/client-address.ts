import { isIPv4, isIPv6 } from 'node:net';

/**
 * The unit an address is throttled by: an IPv4 address, or the /64 network of an IPv6 address
 * (one subscriber usually holds a whole /64, so single IPv6 addresses are free to rotate).
 */
export function addressBucket(ip: string): string {
  const address = ip.split('%')[0] ?? ip;
  if (address.toLowerCase().startsWith('::ffff:') && isIPv4(address.slice(7))) {
    return address.slice(7);
  }
  if (!isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros. */
function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const groups = (part: string | undefined): string[] =>
    part === undefined || part === ''
      ? []
      : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const left = groups(head);
  const right = groups(tail);
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array.from({ length: missing }, () => '0'), ...right].map((group) =>
    group.replace(/^0+(?=.)/, ''),
  );
}
