import * as v from 'valibot';
import { hasBrokenCharacter, isBlankPassword, samePassword } from '../lib/owners/password-rules.ts';
import { isEmailAddress } from './requests/fields.ts';

/**
 * Schemas of the owner portal, shared by the islands and the functions: the login form, the
 * password change form and the visit beacon. They speak in UI keys (`login.*`, `portal.*`,
 * `form.error.*`), never in valibot's text, and refuse unknown fields.
 */

/** Shortest and longest new password, in characters (OWASP: length matters, no composition rules). */
export const passwordLength = { min: 10, max: 128 } as const;

/** Counts characters as a person would (a surrogate pair is one). */
const charCount = (text: string) => [...text].length;

/**
 * A strict object of an owner form: an unknown field gets 'form.error.unknownField' (422, as the
 * request forms), a missing field its own message of `required`, anything else 'form.error.invalid'.
 * No answer carries valibot's English text.
 */
function ownerObject<const E extends v.ObjectEntries>(entries: E, required: Partial<Record<keyof E & string, string>>) {
	return v.strictObject(entries, (issue) => {
		const key = issue.path?.[0]?.key;
		if (issue.expected === 'never') return 'form.error.unknownField';
		if (typeof key === 'string' && issue.input === undefined && Object.hasOwn(required, key)) return required[key as keyof E & string]!;
		return 'form.error.invalid';
	});
}

/**
 * The login form: an email address and a password (spec §6). The address follows the request forms'
 * rule (`isEmailAddress`: an apostrophe as in jan.d'hondt@…, an internationalised domain), so an owner
 * who writes to the agency with an address can log in with it too.
 */
export const LoginSchema = ownerObject({
	email: v.pipe(v.string('login.error.emailInvalid'), v.trim(), v.transform((email) => email.normalize('NFC')), v.nonEmpty('login.error.emailInvalid'), v.maxLength(254, 'login.error.emailInvalid'), v.check(isEmailAddress, 'login.error.emailInvalid')),
	password: v.pipe(v.string('login.error.passwordRequired'), v.nonEmpty('login.error.passwordRequired'), v.maxLength(1024, 'login.error.passwordRequired')),
}, { email: 'login.error.emailInvalid', password: 'login.error.passwordRequired' });

/** A login as validated. */
export type Login = v.InferOutput<typeof LoginSchema>;

/**
 * The password change form: the current password, the new one and its confirmation, which must
 * match (spec §5); the new one is not only whitespace and not the current one (`password-rules.ts`;
 * the rule against the email address needs the account, so the form and the function add it).
 */
export const PasswordChangeSchema = v.pipe(
	ownerObject({
		current: v.pipe(v.string('portal.password.error.currentRequired'), v.nonEmpty('portal.password.error.currentRequired'), v.maxLength(1024, 'portal.password.error.currentRequired')),
		password: v.pipe(
			v.string('portal.password.error.length'),
			v.check((p) => charCount(p) >= passwordLength.min && charCount(p) <= passwordLength.max, 'portal.password.error.length'),
			v.check((p) => !isBlankPassword(p), 'portal.password.error.blank'),
			v.check((p) => !hasBrokenCharacter(p), 'portal.password.error.characters'),
		),
		confirmation: v.string('portal.password.error.mismatch'),
	}, { current: 'portal.password.error.currentRequired', password: 'portal.password.error.length', confirmation: 'portal.password.error.mismatch' }),
	v.forward(
		v.partialCheck([['current'], ['password']], (input) => !samePassword(input.password, input.current), 'portal.password.error.sameAsCurrent'),
		['password'],
	),
	v.forward(
		v.partialCheck([['password'], ['confirmation']], (input) => input.password === input.confirmation, 'portal.password.error.mismatch'),
		['confirmation'],
	),
);

/** A password change as validated. */
export type PasswordChange = v.InferOutput<typeof PasswordChangeSchema>;

/** A property id: a positive 32-bit integer. */
export const PropertyIdSchema = v.pipe(v.number('form.error.propertyRequired'), v.integer('form.error.propertyRequired'), v.minValue(1, 'form.error.propertyRequired'), v.maxValue(2 ** 31 - 1, 'form.error.propertyRequired'));

/** The visit beacon's body: the property and where the visit came from, nothing about the visitor. */
export const VisitSchema = ownerObject(
	{
		property: PropertyIdSchema,
		referrer: v.optional(v.pipe(v.string('form.error.invalid'), v.maxLength(2048, 'form.error.tooLong')), ''),
		utmSource: v.optional(v.pipe(v.string('form.error.invalid'), v.maxLength(200, 'form.error.tooLong'))),
		utmMedium: v.optional(v.pipe(v.string('form.error.invalid'), v.maxLength(200, 'form.error.tooLong'))),
		clickId: v.optional(v.nullable(v.picklist(['gclid', 'fbclid'], 'form.error.invalid'))),
	},
	{ property: 'form.error.propertyRequired' },
);

/** A visit beacon as validated. */
export type Visit = v.InferOutput<typeof VisitSchema>;

/** Field issues of a failed validation: field name → message keys. */
export type OwnerFieldIssues = Record<string, string[]>;

/** Runs a schema; returns the output or the first message of each failing field. */
export function validateOwnerForm<S extends v.GenericSchema>(schema: S, input: unknown): { success: true; output: v.InferOutput<S> } | { success: false; issues: OwnerFieldIssues } {
	const result = v.safeParse(schema, input, { abortPipeEarly: true });
	if (result.success) return { success: true, output: result.output };
	// Keyed by field name, so a field named `__proto__` or `constructor` must not find the prototype's.
	const issues: OwnerFieldIssues = Object.create(null) as OwnerFieldIssues;
	for (const issue of result.issues) {
		const key = issue.path?.map((p) => String(p.key)).join('.') || 'form';
		issues[key] ??= [issue.message];
	}
	return { success: false, issues };
}
