import { expect, test } from 'vitest';
import { isCommonPassword } from '../../../src/lib/owners/common-passwords.ts';

/** NIST SP 800-63B §3.1.1.2: a new password on a list of commonly used or compromised ones is refused. */
test.each([
	{ password: 'qwertyuiop', common: true },
	{ password: '1234567890', common: true },
	{ password: 'password123', common: true },
	{ password: 'Basketball', common: true }, // letter case aside
	{ password: ' manchester ', common: true }, // surrounding spaces aside
	{ password: 'q1w2e3r4t5y6', common: true },
	{ password: 'een-nieuw-wachtwoord', common: false },
	{ password: 'Marie-new-2026', common: false },
	{ password: 'qwertyuiop!', common: false }, // only the listed password itself
	{ password: 'dragon', common: false }, // on the list but shorter than the portal's 10 characters, refused for its length
])('$password is common: $common', ({ password, common }) => {
	expect(isCommonPassword(password)).toBe(common);
});
