import { describe, expect, test } from 'vitest';
import { ipToClient } from '../../../src/lib/security/client-key.ts';

/** The client every per-client limit counts against (src/lib/security/client-key.ts): an IPv6 address by its /64. */
describe('ipToClient', () => {
	test.each([
		{ ip: '203.0.113.9', client: '203.0.113.9', why: 'IPv4 as it is' },
		{ ip: '2001:db8:0:7:a:b:c:d', client: '2001:db8:0:7::/64', why: 'IPv6 by its /64' },
		{ ip: '2001:0DB8:0000:0007:0000:0000:0000:0001', client: '2001:db8:0:7::/64', why: 'leading zeros and letter case aside' },
		{ ip: '2001:db8::1', client: '2001:db8:0:0::/64', why: 'a compressed prefix' },
		{ ip: '2001:db8:1:2::', client: '2001:db8:1:2::/64', why: 'compressed at the end' },
		{ ip: '2001:db8:1:2:3::4', client: '2001:db8:1:2::/64', why: 'compressed inside the interface id' },
		{ ip: '2001:db8:1:2:3:4:192.0.2.1', client: '2001:db8:1:2::/64', why: 'an IPv4 tail in the interface id' },
		{ ip: 'fe80::1%eth0', client: 'fe80:0:0:0::/64', why: 'a zone id dropped' },
		{ ip: '::1', client: '::1', why: 'the loopback: ::/96 embeds no other client' },
		{ ip: '::ffff:203.0.113.9', client: '::ffff:203.0.113.9', why: 'IPv4-mapped as it is' },
		{ ip: '::FFFF:cb00:7109', client: '::FFFF:cb00:7109', why: 'IPv4-mapped in hex as it is' },
		{ ip: '::203.0.113.9', client: '::203.0.113.9', why: 'IPv4-compatible as it is' },
		{ ip: 'unknown', client: 'unknown', why: 'no address (the password change without one)' },
		{ ip: '', client: '', why: 'the CLI’s empty address' },
		{ ip: '2001:db8::g', client: '2001:db8::g', why: 'not an address' },
	])('$ip: $why', ({ ip, client }) => {
		expect(ipToClient(ip)).toBe(client);
	});
});
