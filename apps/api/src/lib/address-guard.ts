// Which network addresses a feed may point at: a user-supplied URL must not reach the machine's own services, the
// private network or the cloud metadata endpoint. Every address a name resolves to is checked, and the connection goes
// to a checked address, so a DNS answer cannot switch in between.
import { lookup as dnsLookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['64:ff9b::', 96],
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

/** True for loopback, private, link-local, carrier-grade NAT, multicast, reserved and documentation ranges. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it is.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1], 'ipv4');
  return blocked.check(address, 'ipv6');
}

export class PrivateAddressError extends Error {
  constructor(readonly host: string) {
    super(`Refused private address for ${host}`);
    this.name = 'PrivateAddressError';
  }
}

/** A `lookup` for http.request that resolves every address of the name and refuses the lot if any is private. */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family, hints: options.hints }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      if (!allowPrivate && (addresses.length === 0 || addresses.some((entry) => isPrivateAddress(entry.address)))) {
        return callback(new PrivateAddressError(hostname), '', 0);
      }
      // Node asks for every address when it races IPv4 and IPv6 connections, else for one.
      if (options.all) return (callback as unknown as (error: null, all: typeof addresses) => void)(null, addresses);
      return callback(null, addresses[0].address, addresses[0].family);
    });
  };
}
