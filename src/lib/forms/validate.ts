import * as v from 'valibot';
import {
	issuesToFields,
	requestSchemaFor,
	validateRequest,
	type FieldMessageKey,
	type FieldIssues,
	type RentalParameters,
	type RequestKind,
	type RequestMessageKey,
} from '../../schemas/requests/index.ts';

/**
 * Validation in the browser with the very schema the function uses (`validateRequest`: the kind's
 * valibot schema, `v.safeParse` stopping each field at its first failing rule, issues mapped to
 * message keys per field). A form shows one message per field.
 */

/** The message shown under each field that fails, by field name ('form' for the whole form). */
export type FieldErrors = Record<string, FieldMessageKey>;

/**
 * Captcha stand-in while the widget has not solved its challenge yet: the browser checks the other
 * fields before the proof of work is done; the function always checks the real payload.
 */
export const pendingCaptcha = 'pending';

/**
 * Keeps the first message of each field.
 * @example firstMessages({ email: ['form.error.emailInvalid', 'form.error.tooLong'] }) // => { email: 'form.error.emailInvalid' }
 */
export function firstMessages(issues: FieldIssues): FieldErrors {
	const errors: FieldErrors = {};
	for (const [field, messages] of Object.entries(issues)) {
		const first = messages[0];
		if (first) errors[field] = first;
	}
	return errors;
}

/**
 * Validates a whole body of a kind; an empty object when it passes. Each field stops at its first
 * failing rule, as in the function. The rules across fields (budget range, minimum income) only run
 * there once every field is valid; the browser also finds them while other fields still fail (a
 * second pass over the same schema without stopping early), so a field shows its message on blur.
 */
export function validateBody(kind: RequestKind, body: Record<string, unknown>, rental: RentalParameters): FieldErrors {
	const withCaptcha = body.captcha === '' ? { ...body, captcha: pendingCaptcha } : body;
	const result = validateRequest(kind, withCaptcha, rental);
	if (result.success) return {};
	const errors = firstMessages(result.issues);
	const full = v.safeParse(requestSchemaFor(kind, rental), withCaptcha);
	if (full.issues) for (const [field, message] of Object.entries(firstMessages(issuesToFields(full.issues)))) errors[field] ??= message;
	return errors;
}

/**
 * The errors of the fields a form shows, and whether anything else failed (a meta field or a value
 * the page fixed): that is a page fault the visitor cannot repair, shown as a general error.
 */
export function splitErrors(errors: FieldErrors, shown: readonly string[]): { fields: FieldErrors; other: FieldMessageKey | null } {
	const fields: FieldErrors = {};
	let other: FieldMessageKey | null = null;
	for (const [name, message] of Object.entries(errors)) {
		if (shown.includes(name)) fields[name] = message;
		else other ??= message;
	}
	return { fields, other };
}

/** What the summary of a failed form says: its title, and a line for an error on no field of the form. */
export type SummaryText = { title: FieldMessageKey | RequestMessageKey; note: FieldMessageKey | null };

/**
 * The summary's title and extra line after the function refused fields (spec §8 "check fields in
 * red"). An error on a field the form does not show (the listing or project the page sent, spec §8
 * "Property Not Found"; a list of favourites that cannot be read; a key already used with other
 * data) has no field to turn red: it is the title itself when no shown field failed, else a line
 * under the links to the fields. Any other notice keeps its message.
 * @example summaryText('request.error.checkFields', { propertyId: 'form.error.propertyNotFound' }, ['email']) // => { title: 'form.error.propertyNotFound', note: null }
 */
export function summaryText(notice: RequestMessageKey, errors: FieldErrors, shown: readonly string[]): SummaryText {
	const { fields, other } = splitErrors(errors, shown);
	if (notice !== 'request.error.checkFields' || other === null) return { title: notice, note: null };
	return Object.keys(fields).length === 0 ? { title: other, note: null } : { title: notice, note: other };
}

/** The message of one field, or null when it passes. */
export function validateField(kind: RequestKind, body: Record<string, unknown>, rental: RentalParameters, name: string): FieldMessageKey | null {
	return validateBody(kind, body, rental)[name] ?? null;
}

/**
 * The fields a form must fill in, read from the schema: those that fail when left empty.
 * @example requiredOf('newsletter', { email: '', firstName: '', privacy: false }, rental) // => ['email', 'privacy']
 */
export function requiredOf(kind: RequestKind, emptyBody: Record<string, unknown>, rental: RentalParameters): string[] {
	return Object.keys(validateBody(kind, emptyBody, rental));
}
