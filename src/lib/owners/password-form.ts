/**
 * The password change form's check, shared by the portal's form and `POST /api/owner/password`:
 * the schema's rules, plus the confirmation's own message whenever it differs from the new
 * password. The schema compares the two only once the new password itself is valid (valibot's
 * `partialCheck` skips when a field it reads has an issue), so a short new password and a
 * different confirmation used to get one message, under the new password only.
 */
import { PasswordChangeSchema, validateOwnerForm, type OwnerFieldIssues, type PasswordChange } from '../../schemas/owners.ts';

/** The form's fields in the order they are shown (the first invalid one takes the focus). */
export const passwordFields = ['current', 'password', 'confirmation'] as const;

/** A password change field. */
export type PasswordField = (typeof passwordFields)[number];

/**
 * Checks a password change; a confirmation that differs from the new password always gets
 * 'portal.password.error.mismatch' (unless it has a message of its own already).
 * @example checkPasswordChange({ current: 'x', password: 'short', confirmation: 'other' }) // => { success: false, issues: { password: ['portal.password.error.length'], confirmation: ['portal.password.error.mismatch'] } }
 */
export function checkPasswordChange(input: unknown): { success: true; output: PasswordChange } | { success: false; issues: OwnerFieldIssues } {
	const checked = validateOwnerForm(PasswordChangeSchema, input);
	if (checked.success) return checked;
	const { password, confirmation } = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
	const issues = { ...checked.issues };
	if (typeof password === 'string' && typeof confirmation === 'string' && password !== confirmation) issues.confirmation ??= ['portal.password.error.mismatch'];
	return { success: false, issues };
}

/**
 * The first field of the form, in its order, that has a message, or null.
 * @example firstInvalidField({ confirmation: ['x'], password: ['y'] }) // => 'password'
 */
export function firstInvalidField(issues: OwnerFieldIssues): PasswordField | null {
	return passwordFields.find((name) => issues[name]?.length) ?? null;
}
