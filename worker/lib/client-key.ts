/**
 * The key a client is counted under, from the address the platform reports (cf-connecting-ip;
 * the caller cannot set it). An IPv4 address is its own client. An IPv6 client is its /64: one
 * subscriber or host gets a whole /64 and can pick a new address in it for every request, so
 * counting single IPv6 addresses would give one client billions of buckets. An IPv4 address
 * written as IPv6 (::ffff:198.51.100.7) counts as that IPv4 address. Parsing is ipaddr.js's.
 */
import ipaddr from 'ipaddr.js';

/** `v4:198.51.100.7`, `v6:2001:db8:a:b::/64`, or `unknown` when the platform gave no usable address. */
export function clientKey(address: string | null | undefined): string {
  const text = (address ?? '').trim();
  // Only the plain dotted form: ipaddr.js also reads "1.2.3" or hexadecimal parts, which no platform reports.
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return `v4:${ipaddr.IPv4.parse(text).toString()}`;
  if (!ipaddr.IPv6.isValid(text)) return 'unknown';
  const v6 = ipaddr.IPv6.parse(text);
  if (v6.isIPv4MappedAddress()) return `v4:${v6.toIPv4Address().toString()}`;
  const prefix = ipaddr.IPv6.networkAddressFromCIDR(`${v6.toString()}/64`);
  return `v6:${prefix.toString()}/64`;
}
