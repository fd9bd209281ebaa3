import { describe, expect, test } from 'vitest';
import { addressSlotKeys, visitSeenKey } from '../../../src/lib/owners/beacon.ts';

/** The visit beacon's marks (src/lib/owners/beacon.ts): a client's address counts as `ipToClient` gives it, an IPv6 address by its /64. */
describe('visitSeenKey and addressSlotKeys', () => {
	const ua = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36';
	test.each([
		{ a: '2001:db8:5:6:1111:2222:3333:4444', b: '2001:db8:5:6::9', same: true, why: 'two addresses of one /64 are one client: one visit and the same three places' },
		{ a: '2001:db8:5:6::1', b: '2001:db8:5:7::1', same: false, why: 'another /64 is another client' },
		{ a: '192.0.2.130', b: '192.0.2.131', same: false, why: 'IPv4 addresses each count apart' },
	])('$why', ({ a, b, same }) => {
		expect(visitSeenKey(a, ua, 3301, '2026-12-04', 's') === visitSeenKey(b, ua, 3301, '2026-12-04', 's')).toBe(same);
		expect(addressSlotKeys(a, 3301, '2026-12-04', 's').join() === addressSlotKeys(b, 3301, '2026-12-04', 's').join()).toBe(same);
	});

	test('another browser, listing or day of one client has marks of its own', () => {
		const ip = '2001:db8:5:6::1';
		expect(visitSeenKey(ip, ua, 3301, '2026-12-04', 's')).not.toBe(visitSeenKey(ip, 'Mozilla/5.0 Browser/2', 3301, '2026-12-04', 's'));
		expect(addressSlotKeys(ip, 3301, '2026-12-04', 's')).not.toEqual(addressSlotKeys(ip, 3302, '2026-12-04', 's'));
		expect(addressSlotKeys(ip, 3301, '2026-12-04', 's')).not.toEqual(addressSlotKeys(ip, 3301, '2026-12-05', 's'));
	});
});
