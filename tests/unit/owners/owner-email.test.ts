import { describe, expect, test } from 'vitest';
import { normalizeEmail } from '../../../src/lib/owners/accounts.ts';

/**
 * An owner's address in one spelling however a browser sends it (README, Owner portal: an owner
 * logs in with any address the request forms accept): Chrome sends an internationalised domain of
 * an email field in ASCII, Firefox as typed.
 */
describe('normalizeEmail', () => {
	test.each([
		{ email: ' Eigenaar@Example.BE ', expected: 'eigenaar@example.be' },
		{ email: 'jan@café.be', expected: 'jan@xn--caf-dma.be' },
		{ email: 'Jan@CAFÉ.be', expected: 'jan@xn--caf-dma.be' },
		{ email: 'jan@cafe\u0301.be', expected: 'jan@xn--caf-dma.be' },
		{ email: 'jan@xn--caf-dma.be', expected: 'jan@xn--caf-dma.be' },
		{ email: "jan.d'hondt@example.be", expected: "jan.d'hondt@example.be" },
	])('$email: $expected', ({ email, expected }) => {
		expect(normalizeEmail(email)).toBe(expected);
	});
});
