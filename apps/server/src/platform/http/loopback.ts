import { isIPv4 } from 'node:net';

/**
 * Whether a socket's peer is this machine: 127.0.0.0/8, ::1, or 127.x written as IPv6
 * (::ffff:127.0.0.1). The socket's own address, never a forwarded header: only the kernel's word
 * counts here.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  if (address === '::1') return true;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return isIPv4(v4) && v4.startsWith('127.');
}
