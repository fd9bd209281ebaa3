import { describe, expect, test } from 'vitest';
import { throttleKeys } from '../../../src/lib/owners/throttle.ts';

/** The keys a login attempt counts against (src/lib/owners/throttle.ts): the client by `ipToClient`, an IPv6 address by its /64. */
describe('throttleKeys', () => {
	test('two addresses of one /64 are one client and one pair; another /64 is another client', () => {
		const a = throttleKeys('a@b.be', '2001:db8:5:6:1111:2222:3333:4444', 's');
		const b = throttleKeys('a@b.be', '2001:db8:5:6::9', 's');
		const c = throttleKeys('a@b.be', '2001:db8:5:7:1111:2222:3333:4444', 's');
		expect(b).toEqual(a);
		expect(c.client).not.toBe(a.client);
		expect(c.account).toBe(a.account);
		expect(throttleKeys('a@b.be', '203.0.113.9', 's').client).not.toBe(throttleKeys('a@b.be', '203.0.113.10', 's').client);
	});
});
