import ipaddr from 'ipaddr.js';

/**
 * One client as limits count it (the gateway's rate limits, the connection cap of
 * ./connection-cap.ts): an IPv4 address as it is (an IPv4-mapped IPv6 one as IPv4), an IPv6
 * address by its /64 network. A subscriber is handed a whole /64 and picks addresses in it at
 * will (privacy addresses change daily): counted one by one, a guesser would get a fresh budget
 * per address, and an account owner's known address would be forgotten by the next day.
 * Anything that is not an address (`unknown`) is counted as it is.
 */
export function addressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const groups = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${groups.map((g) => g.toString(16)).join(':')}::/64`;
}
