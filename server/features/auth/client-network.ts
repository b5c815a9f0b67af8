import ipaddr from 'ipaddr.js';

/** The prefix one subscriber or host usually holds whole: a /24 of IPv4, a /64 of IPv6. */
const IPV4_NETWORK_BITS = 24;
const IPV6_NETWORK_BITS = 64;

/**
 * The network a client address belongs to, written as its prefix (`203.0.113.0/24`,
 * `2001:db8:1:2::/64`), so that one network's many addresses count together. An IPv4 address
 * written as IPv6 (`::ffff:203.0.113.9`) is the IPv4 one. A missing or unreadable address is a
 * network of its own.
 */
export function networkOf(address: string | null): string {
  if (!address || !ipaddr.isValid(address)) return `unknown:${address ?? ''}`;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return `${ipaddr.IPv4.networkAddressFromCIDR(`${parsed.toString()}/${IPV4_NETWORK_BITS}`).toString()}/${IPV4_NETWORK_BITS}`;
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/${IPV6_NETWORK_BITS}`).toString()}/${IPV6_NETWORK_BITS}`;
}
