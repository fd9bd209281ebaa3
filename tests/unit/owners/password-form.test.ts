import { describe, expect, test } from 'vitest';
import { checkPasswordChange, firstInvalidField } from '../../../src/lib/owners/password-form.ts';
import type { OwnerFieldIssues } from '../../../src/schemas/owners.ts';

/**
 * Spec §5 "password (confirmation must match)": a confirmation that differs from the new password
 * gets its own message, also when another field is refused too (WCAG 3.3.1: each error is named),
 * and the form moves the focus to the first field with a message (WCAG 2.4.3).
 */

const cases: { name: string; input: Record<string, string>; expected: Record<string, string[]> | null }[] = [
	{ name: 'short new password, other confirmation', input: { current: 'x', password: 'short', confirmation: 'other' }, expected: { password: ['portal.password.error.length'], confirmation: ['portal.password.error.mismatch'] } },
	{ name: 'no current password, other confirmation', input: { current: '', password: 'Nieuw-wachtwoord-1', confirmation: 'Nieuw-wachtwoord-2' }, expected: { current: ['portal.password.error.currentRequired'], confirmation: ['portal.password.error.mismatch'] } },
	{ name: 'blank new password, same confirmation', input: { current: 'x', password: '            ', confirmation: '            ' }, expected: { password: ['portal.password.error.blank'] } },
	{ name: 'valid new password, other confirmation', input: { current: 'x', password: 'Nieuw-wachtwoord-1', confirmation: 'nieuw-wachtwoord-1' }, expected: { confirmation: ['portal.password.error.mismatch'] } },
	{ name: 'a valid change', input: { current: 'x', password: 'Nieuw-wachtwoord-1', confirmation: 'Nieuw-wachtwoord-1' }, expected: null },
];

describe('checkPasswordChange', () => {
	test.each(cases)('$name', ({ input, expected }) => {
		const checked = checkPasswordChange(input);
		expect(checked.success ? null : checked.issues).toEqual(expected);
	});

	test('a confirmation that is no string gets the schema\'s message once', () => {
		expect(checkPasswordChange({ current: 'x', password: 'short', confirmation: 3 })).toEqual({ success: false, issues: { password: ['portal.password.error.length'], confirmation: ['portal.password.error.mismatch'] } });
	});
});

describe('firstInvalidField follows the form order, not the order of the messages', () => {
	test.each<{ issues: OwnerFieldIssues; expected: string | null }>([
		{ issues: { confirmation: ['a'], password: ['b'] }, expected: 'password' },
		{ issues: { confirmation: ['a'], current: ['b'] }, expected: 'current' },
		{ issues: { confirmation: ['a'] }, expected: 'confirmation' },
		{ issues: { form: ['a'] }, expected: null },
	])('picks $expected', ({ issues, expected }) => {
		expect(firstInvalidField(issues)).toBe(expected);
	});
});
