import { describe, expect, test } from 'vitest';
import { draftKey, draftOf, restoredDraft } from '../../../src/lib/forms/draft.ts';
import { formFields } from '../../../src/lib/forms/definitions.ts';
import { incompleteDate, type FieldKinds } from '../../../src/lib/forms/values.ts';

const rental = formFields['rental-application'];
const contact = formFields.contact;
const appointment = formFields.appointment;

describe('draftKey: one draft per form kind and page', () => {
	test.each([
		{ kind: 'contact', path: '/contact/', expected: 'agency:form-draft:contact:/contact/' },
		{ kind: 'contact', path: '/en/contact/', expected: 'agency:form-draft:contact:/en/contact/' },
		{ kind: 'appointment', path: '/property/1001/', expected: 'agency:form-draft:appointment:/property/1001/' },
	])('$kind on $path', ({ kind, path, expected }) => {
		expect(draftKey(kind, path)).toBe(expected);
	});
});

describe('draftOf: the fields the visitor changed, without consents and slots', () => {
	test.each<{ name: string; kinds: FieldKinds; values: Record<string, string | string[] | boolean>; edited: Record<string, boolean>; expected: unknown }>([
		{ name: 'nothing changed keeps nothing', kinds: contact, values: { email: 'an@example.be' }, edited: {}, expected: null },
		{ name: 'a changed field is kept', kinds: contact, values: { email: 'an@example.be', firstName: '' }, edited: { email: true }, expected: { email: 'an@example.be' } },
		{ name: 'a field emptied by the visitor is kept empty', kinds: contact, values: { remark: '' }, edited: { remark: true }, expected: { remark: '' } },
		{ name: 'the privacy agreement is never kept', kinds: contact, values: { privacy: true }, edited: { privacy: true }, expected: null },
		{ name: 'the consent to publish a testimonial is never kept', kinds: formFields.testimonial, values: { publication: true, city: 'Gent' }, edited: { publication: true, city: true }, expected: { city: 'Gent' } },
		{ name: 'the newsletter opt-in is never kept', kinds: contact, values: { newsletter: true, city: 'Gent' }, edited: { newsletter: true, city: true }, expected: { city: 'Gent' } },
		{ name: 'a picked slot is never kept', kinds: appointment, values: { slotId: '12', remark: 'na 17u' }, edited: { slotId: true, remark: true }, expected: { remark: 'na 17u' } },
		{ name: 'a list is kept as a list', kinds: contact, values: { contactSlots: ['morning'] }, edited: { contactSlots: true }, expected: { contactSlots: ['morning'] } },
	])('$name', ({ kinds, values, edited, expected }) => {
		expect(draftOf(kinds, values, edited)).toEqual(expected);
	});
});

describe('restoredDraft: only fields the form has, with values they can hold', () => {
	test.each<{ name: string; kinds: FieldKinds; stored: unknown; expected: unknown }>([
		{ name: 'a draft written by draftOf comes back', kinds: rental, stored: { firstName: 'Anne', persons: '2', monthlyIncome: '4.200' }, expected: { firstName: 'Anne', persons: '2', monthlyIncome: '4.200' } },
		{ name: 'unknown fields are dropped', kinds: contact, stored: JSON.parse('{"email":"an@example.be","admin":true,"__proto__":{"x":1},"toString":"x"}'), expected: { email: 'an@example.be' } },
		{ name: 'a consent in storage is dropped', kinds: contact, stored: { privacy: true, newsletter: true }, expected: {} },
		{ name: 'a slot in storage is dropped', kinds: appointment, stored: { slotId: '3' }, expected: {} },
		{ name: 'a text field holding a list is dropped', kinds: contact, stored: { email: ['a'] }, expected: {} },
		{ name: 'a list field holding text is dropped', kinds: contact, stored: { contactSlots: 'morning' }, expected: {} },
		{ name: 'a list with non-text items is dropped', kinds: contact, stored: { contactSlots: [1, 2] }, expected: {} },
		{ name: 'a text longer than 10,000 characters is dropped', kinds: contact, stored: { remark: 'x'.repeat(10_001) }, expected: {} },
		{ name: 'a half-typed date is dropped', kinds: formFields.offer, stored: { validUntil: incompleteDate }, expected: {} },
		{ name: 'a whole date is kept', kinds: formFields.offer, stored: { validUntil: '2026-12-31' }, expected: { validUntil: '2026-12-31' } },
		{ name: 'null (no draft) gives nothing', kinds: contact, stored: null, expected: {} },
		{ name: 'an array gives nothing', kinds: contact, stored: ['email'], expected: {} },
		{ name: 'a string gives nothing', kinds: contact, stored: 'email', expected: {} },
	])('$name', ({ kinds, stored, expected }) => {
		expect(restoredDraft(kinds, stored)).toEqual(expected);
	});
});
