import { isIPv4, isIPv6 } from 'node:net';

/**
 * The client a per-client limit counts against, the same for every limit of the site (the login
 * throttle, the request forms' and the newsletter links' rate limit, the visit beacon's rate limit
 * and its browsers per address): an IPv6 address by its /64 prefix, the smallest block a provider
 * gives one subscriber, so a client cannot take a fresh budget with each address of its /64 (2^64
 * of them); an IPv4 address, an IPv4-mapped or -compatible IPv6 address (`::ffff:a.b.c.d`,
 * `::a.b.c.d`) and anything else as it is.
 * @example ipToClient('2001:DB8:0:7:a:b:c:d') // => '2001:db8:0:7::/64'
 * @example ipToClient('203.0.113.9') // => '203.0.113.9'
 */
export function ipToClient(ip: string): string {
	const address = ip.replace(/%.*$/, '');
	if (isIPv4(ip) || !isIPv6(address)) return ip;
	const [head = '', tail] = address.split('::');
	const groupsOf = (part: string | undefined): number[] =>
		!part
			? []
			: part.split(':').flatMap((group) => {
					if (!group.includes('.')) return [parseInt(group, 16)];
					const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
					return [a * 256 + b, c * 256 + d];
				});
	const first = groupsOf(head);
	const last = groupsOf(tail);
	const groups = tail === undefined ? first : [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
	// The 96-bit prefixes that embed an IPv4 address: that address is the client.
	if (groups.slice(0, 5).every((group) => group === 0) && (groups[5] === 0xffff || groups[5] === 0)) return ip;
	return `${groups
		.slice(0, 4)
		.map((group) => group.toString(16))
		.join(':')}::/64`;
}
