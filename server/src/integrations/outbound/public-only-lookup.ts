import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { OutboundRefused } from './outbound-refused';
import { isPublicAddress } from './public-address';

/**
 * The connection's own DNS lookup, refusing a name when any address it resolves to is not public. Being the
 * lookup of the connection actually made, it cannot be fooled by a name that resolves to one address when
 * checked and another when used, and it runs again for every redirect.
 */
export const publicOnlyLookup: LookupFunction = publicOnly(dnsLookup);

/**
 * The same check over another resolver: the remote browser's egress proxy takes one, so its tests can make a
 * name resolve to loopback without touching the machine's DNS.
 */
export function publicOnly(resolver: LookupFunction): LookupFunction {
  return (hostname, options, callback) => {
    resolver(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as unknown as LookupAddress[];
      const refused = list.find((entry) => !isPublicAddress(entry.address));
      if (refused || list.length === 0) {
        return callback(new OutboundRefused('not-public', `private address for ${hostname}`), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      const [first] = list as [LookupAddress];
      callback(null, first.address, first.family);
    });
  };
}
