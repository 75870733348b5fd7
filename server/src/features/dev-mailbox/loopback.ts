/** The addresses of this machine itself, as Node reports a socket's peer (IPv4, IPv6 and IPv4-mapped IPv6). */
const loopbackAddresses = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The addresses served, as the start log names them. */
export const loopbackAddressList = [...loopbackAddresses].join(', ');

/**
 * Whether the peer of a connection is this machine. Read from the socket, never from X-Forwarded-For: a
 * header is whatever the caller writes, and the dev mailbox holds every reset link.
 */
export function isLoopback(remoteAddress: string | undefined): boolean {
  return remoteAddress !== undefined && loopbackAddresses.has(remoteAddress);
}
