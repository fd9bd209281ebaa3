import { describe, expect, test } from 'vitest';
import nl from '../../../i18n/ui/nl.json';
import fr from '../../../i18n/ui/fr.json';
import en from '../../../i18n/ui/en.json';
import de from '../../../i18n/ui/de.json';
import { blurField, changeField, initialState, settle, submitForm, type Validator } from '../../../src/lib/forms/state.ts';
import { formStringKeys } from '../../../src/lib/forms/strings.ts';
import type { FieldErrors } from '../../../src/lib/forms/validate.ts';
import { requestKinds } from '../../../src/schemas/requests/index.ts';

/** Email required and valid; nothing else. */
const validate: Validator = (values): FieldErrors => {
	const email = String(values.email ?? '');
	if (email === '') return { email: 'form.error.emailRequired' };
	return email.includes('@') ? {} : { email: 'form.error.emailInvalid' };
};
const fresh = () => initialState({ email: '', firstName: '' });

describe('form state', () => {
	test('a field untouched by the visitor shows nothing on blur', () => {
		expect(blurField(fresh(), 'email', validate).errors).toEqual({});
	});
	test('a changed field shows its message on blur, not while typing', () => {
		const typed = changeField(fresh(), 'email', 'an', validate);
		expect(typed.errors).toEqual({});
		expect(blurField(typed, 'email', validate).errors).toEqual({ email: 'form.error.emailInvalid' });
	});
	test('once shown, a message goes as soon as the field is fixed', () => {
		const shown = blurField(changeField(fresh(), 'email', 'an', validate), 'email', validate);
		expect(changeField(shown, 'email', 'an@example.be', validate).errors).toEqual({});
	});
	test('submit shows every message, counts the failure and keeps the values', () => {
		const { state, ok } = submitForm(changeField(fresh(), 'firstName', 'An', validate), validate);
		expect(ok).toBe(false);
		expect(state).toMatchObject({ errors: { email: 'form.error.emailRequired' }, failures: 1, notice: { message: 'request.error.checkFields', tone: 'error' } });
		expect(state.values.firstName).toBe('An');
	});
	test('a valid submit is sending', () => {
		const { state, ok } = submitForm(changeField(fresh(), 'email', 'an@example.be', validate), validate);
		expect(ok).toBe(true);
		expect(state.status).toBe('sending');
	});
	test.each([
		{ outcome: { type: 'retry', message: 'request.error.mailNotSent' } as const, status: 'editing', errors: {} },
		{ outcome: { type: 'invalid', message: 'request.error.checkFields', fields: { captcha: 'form.error.captchaInvalid' } } as const, status: 'editing', errors: { captcha: 'form.error.captchaInvalid' } },
		{ outcome: { type: 'refused', message: 'request.documents.alreadyRequested' } as const, status: 'editing', errors: {} },
		{ outcome: { type: 'success', redirect: null, message: 'request.documents.willBeSent', reference: 'REQ-1' } as const, status: 'done', errors: {} },
	])('after a $outcome.type answer the form is $status and keeps the data', ({ outcome, status, errors }) => {
		const sending = submitForm(changeField(fresh(), 'email', 'an@example.be', validate), validate).state;
		const next = settle(sending, outcome);
		expect(next).toMatchObject({ status, errors, notice: { message: outcome.message } });
		expect(next.values.email).toBe('an@example.be');
	});

	test('a refusal keeps the values of its message’s variables (the date of a visit already booked)', () => {
		const sending = submitForm(changeField(fresh(), 'email', 'an@example.be', validate), validate).state;
		const next = settle(sending, { type: 'refused', message: 'request.appointment.alreadyBooked', params: { date: '1 december 2026 om 10:00' } });
		expect(next.notice).toEqual({ message: 'request.appointment.alreadyBooked', tone: 'error', params: { date: '1 december 2026 om 10:00' } });
	});
});

describe('form strings', () => {
	const dictionaries = { nl, fr, en, de } as Record<string, Record<string, string>>;
	test.each(requestKinds.flatMap((kind) => Object.keys(dictionaries).map((lang) => ({ kind, lang }))))('every string of the $kind form exists in $lang', ({ kind, lang }) => {
		const missing = formStringKeys(kind).filter((key) => !dictionaries[lang]![key]);
		expect(missing).toEqual([]);
	});
});
