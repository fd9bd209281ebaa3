import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildBody } from '../../../src/lib/forms/body.ts';
import { formFields, shownFields } from '../../../src/lib/forms/definitions.ts';
import { firstMessages, requiredOf, splitErrors, summaryText, validateBody, validateField, type FieldErrors, type SummaryText } from '../../../src/lib/forms/validate.ts';
import { incompleteDate, initialValues, type FormValues } from '../../../src/lib/forms/values.ts';
import { requestKinds, type RequestKind, type RequestMessageKey } from '../../../src/schemas/requests/index.ts';

const rental = { minimumIncomeFactor: 3, maximumPersons: 4 };
/** The clock of these tests: Monday 23 November 2026, 09:00 in Brussels. */
const now = new Date('2026-11-23T08:00:00Z');

beforeAll(() => {
	vi.useFakeTimers({ toFake: ['Date'] });
	vi.setSystemTime(now);
});
afterAll(() => {
	vi.useRealTimers();
});
const meta = { locale: 'nl', idempotencyKey: '6f1c8b0e-5a52-4b2e-9d0c-2f9b1c3c1a10', captcha: '', website: '' } as const;
const person = { title: 'ms', firstName: 'An', lastName: 'Peeters', email: 'an@example.be', phone: '0475 12 34 56' };
const address = { street: 'Kerkstraat 1', zip: '9000', city: 'Gent' };
const privacy = { privacy: true };

/** A complete, valid form of each kind, as the visitor fills it in, and what the page fixes. */
const valid: Record<RequestKind, { values: FormValues; fixed?: Record<string, unknown> }> = {
	contact: { values: { ...person, ...address, goal: 'sale', remark: 'Graag info', contactSlots: ['morning', 'evening'], newsletter: true, ...privacy } },
	'contact-property': { values: { reason: 'visit', ...person, ...privacy }, fixed: { propertyId: 1001 } },
	valuation: { values: { ...person, propertyStreet: 'Veldstraat 2', propertyZip: '9000', propertyCity: 'Gent', propertyType: '2', purpose: 'sell', ...privacy } },
	'demand-register': { values: { ...person, goal: 'rent', types: ['1', '2'], zones: ['flanders'], budgetMin: '800', budgetMax: '1.200', ...privacy } },
	'send-to-friend': { values: { firstName: 'An', lastName: 'Peeters', email: 'an@example.be', friendEmail: 'piet@example.be', ...privacy }, fixed: { propertyId: 1001 } },
	testimonial: { values: { firstName: 'An', lastName: 'Peeters', email: 'an@example.be', rating: '5', text: 'Heel vlotte verkoop, dank u wel!', publication: true, ...privacy } },
	appointment: { values: { slotId: '3', ...person, ...privacy }, fixed: { propertyId: 1001 } },
	documents: { values: { ...person, ...privacy }, fixed: { propertyId: 1001 } },
	offer: { values: { ...person, ...address, amount: '€ 310.000', validUntil: '2026-12-31', ...privacy }, fixed: { propertyId: 1002 } },
	'rental-application': { values: { ...person, ...address, monthlyIncome: '3.600', persons: '2', moveInDate: '2027-03-01', ...privacy }, fixed: { propertyId: 1001, monthlyRent: 1200 } },
	newsletter: { values: { email: 'an@example.be', ...privacy } },
	construction: { values: { ...person, ...privacy }, fixed: { projectId: 5 } },
};

/** The body of a kind's form with some values changed. */
function bodyOf(kind: RequestKind, change: FormValues = {}) {
	const { values, fixed } = valid[kind];
	const kinds = formFields[kind];
	return buildBody({ kinds, values: { ...initialValues(kinds), ...values, ...change }, fixed, meta });
}

describe('the form fields match the function schema', () => {
	test.each(requestKinds.map((kind) => ({ kind })))('a complete $kind form passes the schema', ({ kind }) => {
		expect(validateBody(kind, bodyOf(kind), rental)).toEqual({});
	});
	test.each(requestKinds.map((kind) => ({ kind })))('every field of a $kind form is shown', ({ kind }) => {
		expect(shownFields(kind)).toEqual(expect.arrayContaining([...Object.keys(formFields[kind]), 'captcha']));
	});
	test.each(requestKinds.map((kind) => ({ kind, cv: kind === 'contact' || kind === 'rental-application' })))('$kind shows a CV field: $cv (spec §3 contact form "CV upload")', ({ kind, cv }) => {
		expect(shownFields(kind).includes('cv')).toBe(cv);
	});
});

describe('field messages (spec §5)', () => {
	test.each<{ kind: RequestKind; change: FormValues; field: string; expected: string }>([
		{ kind: 'contact', change: { email: '' }, field: 'email', expected: 'form.error.emailRequired' },
		{ kind: 'contact', change: { email: 'an@' }, field: 'email', expected: 'form.error.emailInvalid' },
		{ kind: 'contact', change: { phone: '04 75' }, field: 'phone', expected: 'form.error.phoneInvalid' },
		{ kind: 'contact', change: { phone: '44 55 6' }, field: 'phone', expected: 'form.error.phoneInvalid' },
		{ kind: 'contact', change: { phone: '' }, field: 'phone', expected: 'form.error.phoneRequired' },
		{ kind: 'contact', change: { title: '' }, field: 'title', expected: 'form.error.titleRequired' },
		{ kind: 'contact', change: { goal: '' }, field: 'goal', expected: 'form.error.goalRequired' },
		{ kind: 'contact', change: { zip: '' }, field: 'zip', expected: 'form.error.zipRequired' },
		{ kind: 'contact', change: { street: '  ' }, field: 'street', expected: 'form.error.addressRequired' },
		{ kind: 'contact', change: { firstName: 'An\r\nBcc: x@y.z' }, field: 'firstName', expected: 'form.error.invalidCharacters' },
		{ kind: 'contact', change: { privacy: false }, field: 'privacy', expected: 'form.error.privacyRequired' },
		{ kind: 'valuation', change: { propertyStreet: '' }, field: 'propertyStreet', expected: 'form.error.valuationAddressRequired' },
		{ kind: 'demand-register', change: { types: [] }, field: 'types', expected: 'form.error.typeRequired' },
		{ kind: 'demand-register', change: { zones: [] }, field: 'zones', expected: 'form.error.zoneRequired' },
		{ kind: 'demand-register', change: { budgetMin: '2000', budgetMax: '1000' }, field: 'budgetMax', expected: 'form.error.budgetRange' },
		{ kind: 'demand-register', change: { bedrooms: 'twee' }, field: 'bedrooms', expected: 'form.error.numberInvalid' },
		{ kind: 'send-to-friend', change: { friendEmail: '' }, field: 'friendEmail', expected: 'form.error.friendEmailRequired' },
		{ kind: 'send-to-friend', change: { friendEmail: 'piet' }, field: 'friendEmail', expected: 'form.error.friendEmailInvalid' },
		{ kind: 'testimonial', change: { text: 'Kort' }, field: 'text', expected: 'form.error.tooShort' },
		{ kind: 'appointment', change: { slotId: '' }, field: 'slotId', expected: 'form.error.slotRequired' },
		{ kind: 'offer', change: { amount: '' }, field: 'amount', expected: 'form.error.amountRequired' },
		{ kind: 'offer', change: { amount: '350.000,5' }, field: 'amount', expected: 'form.error.numberInvalid' },
		{ kind: 'offer', change: { amount: '0' }, field: 'amount', expected: 'form.error.amountTooLow' },
		{ kind: 'offer', change: { validUntil: '2026-02-30' }, field: 'validUntil', expected: 'form.error.dateInvalid' },
		{ kind: 'offer', change: { validUntil: incompleteDate }, field: 'validUntil', expected: 'form.error.dateInvalid' },
		{ kind: 'offer', change: { validUntil: '2026-11-22' }, field: 'validUntil', expected: 'form.error.datePast' },
		{ kind: 'offer', change: { validUntil: '2025-12-31' }, field: 'validUntil', expected: 'form.error.datePast' },
		{ kind: 'rental-application', change: { moveInDate: incompleteDate }, field: 'moveInDate', expected: 'form.error.dateInvalid' },
		{ kind: 'rental-application', change: { moveInDate: '2026-11-01' }, field: 'moveInDate', expected: 'form.error.datePast' },
		{ kind: 'rental-application', change: { moveInDate: '2027-03-01', moveOutDate: incompleteDate }, field: 'moveOutDate', expected: 'form.error.dateInvalid' },
		{ kind: 'rental-application', change: { moveInDate: '2027-03-01', moveOutDate: '2027-02-30' }, field: 'moveOutDate', expected: 'form.error.dateInvalid' },
		{ kind: 'rental-application', change: { moveInDate: '2027-03-01', moveOutDate: '2027-02-28' }, field: 'moveOutDate', expected: 'form.error.periodInvalid' },
		{ kind: 'rental-application', change: { moveInDate: '2027-03-01', moveOutDate: '2027-03-01' }, field: 'moveOutDate', expected: 'form.error.periodInvalid' },
		{ kind: 'rental-application', change: { moveInDate: '', moveOutDate: '2027-03-01' }, field: 'moveInDate', expected: 'form.error.moveInRequired' },
		{ kind: 'rental-application', change: { monthlyIncome: '2.000' }, field: 'monthlyIncome', expected: 'form.error.incomeTooLow' },
		{ kind: 'rental-application', change: { persons: '5' }, field: 'persons', expected: 'form.error.personsTooMany' },
		{ kind: 'rental-application', change: { persons: '' }, field: 'persons', expected: 'form.error.personsRequired' },
	])('$kind: $field gets $expected', ({ kind, change, field, expected }) => {
		expect(validateField(kind, bodyOf(kind, change), rental, field)).toBe(expected);
	});

	// Rules of these forms; the clock is Monday 23 November 2026 in Brussels.
	test.each<{ rule: string; kind: RequestKind; change: FormValues; field: string; expected: string }>([
		{ rule: 'spec §5 phone: a Belgian mobile with a digit missing', kind: 'contact', change: { phone: '+32 475 12 34 5' }, field: 'phone', expected: 'form.error.phoneLength' },
		{ rule: 'spec §5 phone: a trunk 0 after +32 is no extra digit', kind: 'contact', change: { phone: '+32 0475 12 34 5' }, field: 'phone', expected: 'form.error.phoneLength' },
		{ rule: 'offer amount: above the largest amount is too high, not missing', kind: 'offer', change: { amount: '150.000.000' }, field: 'amount', expected: 'form.error.amountTooHigh' },
		{ rule: 'rental persons: 100 is too many, not missing', kind: 'rental-application', change: { persons: '100' }, field: 'persons', expected: 'form.error.personsTooMany' },
		{ rule: 'rental persons: 0 is too few, not missing', kind: 'rental-application', change: { persons: '0' }, field: 'persons', expected: 'form.error.personsTooFew' },
		{ rule: 'rental income: above the cap is too high, not missing', kind: 'rental-application', change: { monthlyIncome: '20.000.000' }, field: 'monthlyIncome', expected: 'form.error.incomeTooHigh' },
		{ rule: 'spec §5 start date required: a rental application without a move-in date', kind: 'rental-application', change: { moveInDate: '' }, field: 'moveInDate', expected: 'form.error.moveInRequired' },
		{ rule: 'offer validity: at most one year ahead', kind: 'offer', change: { validUntil: '2027-11-24' }, field: 'validUntil', expected: 'form.error.validUntilTooFar' },
		{ rule: 'offer validity: not in 9999', kind: 'offer', change: { validUntil: '9999-12-31' }, field: 'validUntil', expected: 'form.error.validUntilTooFar' },
		{ rule: 'move-in date: at most two years ahead', kind: 'rental-application', change: { moveInDate: '2028-11-24' }, field: 'moveInDate', expected: 'form.error.moveInTooFar' },
		{ rule: 'move-in date: not in 9999', kind: 'rental-application', change: { moveInDate: '9999-12-31' }, field: 'moveInDate', expected: 'form.error.moveInTooFar' },
		{ rule: 'valuation postcode: 0000 is no Belgian postcode', kind: 'valuation', change: { propertyZip: '0000' }, field: 'propertyZip', expected: 'form.error.propertyZipInvalid' },
		{ rule: 'valuation postcode: 99 is too short', kind: 'valuation', change: { propertyZip: '99' }, field: 'propertyZip', expected: 'form.error.propertyZipInvalid' },
		{ rule: 'valuation postcode: 75001 is French', kind: 'valuation', change: { propertyZip: '75001' }, field: 'propertyZip', expected: 'form.error.propertyZipInvalid' },
		{ rule: 'GDPR art. 7 testimonial publication: not ticked is refused with its own message', kind: 'testimonial', change: { publication: false }, field: 'publication', expected: 'form.error.publicationRequired' },
	])('$rule: $field gets $expected', ({ kind, change, field, expected }) => {
		expect(validateField(kind, bodyOf(kind, change), rental, field)).toBe(expected);
	});

	test.each<{ kind: RequestKind; change: FormValues; field: string; expected: string }>([
		{ kind: 'demand-register', change: { budgetMin: '2000', budgetMax: '1000', privacy: false, email: '' }, field: 'budgetMax', expected: 'form.error.budgetRange' },
		{ kind: 'rental-application', change: { monthlyIncome: '2.000', persons: '', phone: '' }, field: 'monthlyIncome', expected: 'form.error.incomeTooLow' },
		{ kind: 'rental-application', change: { moveInDate: '2027-03-01', moveOutDate: '2027-01-01', persons: '', phone: '' }, field: 'moveOutDate', expected: 'form.error.periodInvalid' },
	])('$kind: the rule across fields shows on $field while other fields still fail', ({ kind, change, field, expected }) => {
		const errors = validateBody(kind, bodyOf(kind, change), rental);
		expect(errors[field]).toBe(expected);
		expect(Object.keys(errors).length).toBeGreaterThan(1);
	});

	test.each<{ kind: RequestKind; change: FormValues }>([
		{ kind: 'offer', change: { validUntil: '2026-11-23' } },
		{ kind: 'offer', change: { validUntil: '' } },
		{ kind: 'rental-application', change: { moveInDate: '2026-11-23' } },
		{ kind: 'rental-application', change: { moveInDate: '2027-03-01' } },
		{ kind: 'rental-application', change: { moveInDate: '2027-03-01', moveOutDate: '2028-02-29' } },
		{ kind: 'rental-application', change: { moveInDate: '2027-03-01', moveOutDate: '' } },
		{ kind: 'offer', change: { validUntil: '2027-11-23' } },
		{ kind: 'rental-application', change: { moveInDate: '2028-11-23' } },
	])('$kind: a date of today or later, up to its last day ahead, or none, passes (spec §5 dates complete and valid)', ({ kind, change }) => {
		expect(validateBody(kind, bodyOf(kind, change), rental)).toEqual({});
	});

	test.each(['1000', '9992', 'L-1234'])('valuation: the property postcode %s (Belgium or Luxembourg) passes', (propertyZip) => {
		expect(validateBody('valuation', bodyOf('valuation', { propertyZip }), rental)).toEqual({});
	});

	test("today is Brussels' day: at 00:30 in Brussels yesterday's date is refused", () => {
		vi.setSystemTime(new Date('2026-11-23T23:30:00Z'));
		try {
			expect(validateField('offer', bodyOf('offer', { validUntil: '2026-11-23' }), rental, 'validUntil')).toBe('form.error.datePast');
			expect(validateField('offer', bodyOf('offer', { validUntil: '2026-11-24' }), rental, 'validUntil')).toBeNull();
		} finally {
			vi.setSystemTime(now);
		}
	});

	test('the captcha is not checked before the widget solved it; a filled honeypot is', () => {
		expect(validateBody('newsletter', bodyOf('newsletter'), rental)).toEqual({});
		expect(validateBody('newsletter', { ...bodyOf('newsletter'), website: 'x' }, rental)).toEqual({ website: 'form.error.invalid' });
	});
});

describe('required fields and message lists', () => {
	test.each<{ kind: RequestKind; expected: string[] }>([
		{ kind: 'newsletter', expected: ['email', 'privacy'] },
		{ kind: 'send-to-friend', expected: ['firstName', 'lastName', 'email', 'friendEmail', 'privacy'] },
		{ kind: 'construction', expected: ['title', 'firstName', 'lastName', 'email', 'phone', 'privacy'] },
		// GDPR art. 7: the consent to publish is required, apart from the privacy agreement.
		{ kind: 'testimonial', expected: ['firstName', 'lastName', 'email', 'text', 'publication', 'privacy'] },
		// spec §5 "start and end dates complete and valid": the move-in date is required, the end date not.
		{ kind: 'rental-application', expected: ['title', 'firstName', 'lastName', 'email', 'phone', 'street', 'zip', 'city', 'monthlyIncome', 'persons', 'moveInDate', 'privacy'] },
	])('the required fields of $kind come from its schema', ({ kind, expected }) => {
		const kinds = formFields[kind];
		const empty = buildBody({ kinds, values: initialValues(kinds), fixed: valid[kind].fixed, meta });
		expect(requiredOf(kind, empty, rental).sort()).toEqual(expected.sort());
	});
	test('first message per field; page faults apart from field messages', () => {
		expect(firstMessages({ email: ['form.error.emailInvalid', 'form.error.tooLong'], zip: [] })).toEqual({ email: 'form.error.emailInvalid' });
		expect(splitErrors({ email: 'form.error.emailInvalid', propertyId: 'form.error.propertyRequired' }, ['email'])).toEqual({
			fields: { email: 'form.error.emailInvalid' },
			other: 'form.error.propertyRequired',
		});
	});
});

describe('the summary of a refused form names an error that has no field (spec §8 "Property Not Found")', () => {
	const shown = ['firstName', 'email', 'amount'];
	test.each<{ why: string; notice: RequestMessageKey; errors: FieldErrors; expected: SummaryText }>([
		{
			why: 'only the listing the page sent failed: its message is the title, not "check the fields in red"',
			notice: 'request.error.checkFields',
			errors: { propertyId: 'form.error.propertyNotFound' },
			expected: { title: 'form.error.propertyNotFound', note: null },
		},
		{
			why: 'a field failed as well: the title asks to check the fields, the other error is a line of its own',
			notice: 'request.error.checkFields',
			errors: { email: 'form.error.emailInvalid', idempotencyKey: 'form.error.idempotencyConflict' },
			expected: { title: 'request.error.checkFields', note: 'form.error.idempotencyConflict' },
		},
		{
			why: 'only shown fields failed',
			notice: 'request.error.checkFields',
			errors: { email: 'form.error.emailInvalid' },
			expected: { title: 'request.error.checkFields', note: null },
		},
		{
			why: 'another notice keeps its message',
			notice: 'request.error.mailNotSent',
			errors: { projectId: 'form.error.projectNotFound' },
			expected: { title: 'request.error.mailNotSent', note: null },
		},
	])('$why', ({ notice, errors, expected }) => {
		expect(summaryText(notice, errors, shown)).toEqual(expected);
	});
});
