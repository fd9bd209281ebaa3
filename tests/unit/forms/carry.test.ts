import { describe, expect, test } from 'vitest';
import { carriedDraft, withDraft } from '../../../src/lib/forms/carry.ts';
import { initialState } from '../../../src/lib/forms/state.ts';
import type { FormValues } from '../../../src/lib/forms/values.ts';

/** What a booking that found no slot left hands over to the visit request of the same page. */

const typed = { slotId: '3', title: 'ms', firstName: 'Anne', lastName: 'Peeters', email: 'anne@example.be', phone: '0475 12 34 56', remark: 'Na 17 uur', privacy: true };

describe('carriedDraft', () => {
	test.each<{ name: string; values: FormValues; stored: unknown; expected: Record<string, unknown> }>([
		{ name: 'the person and the remark, not the slot or the consent', values: typed, stored: null, expected: { title: 'ms', firstName: 'Anne', lastName: 'Peeters', email: 'anne@example.be', phone: '0475 12 34 56', remark: 'Na 17 uur' } },
		{ name: 'empty fields are not handed over', values: { firstName: 'Anne', phone: '' }, stored: null, expected: { firstName: 'Anne' } },
		{ name: 'what was typed in the other form wins', values: { firstName: 'Anne', email: 'anne@example.be' }, stored: { email: 'other@example.be', contactSlots: ['morning'] }, expected: { firstName: 'Anne', email: 'other@example.be', contactSlots: ['morning'] } },
		{ name: 'a stored draft that is no object is replaced', values: { firstName: 'Anne' }, stored: ['x'], expected: { firstName: 'Anne' } },
	])('$name', ({ values, stored, expected }) => {
		expect(carriedDraft(values, stored)).toEqual(expected);
	});
});

describe('withDraft', () => {
	test('fills the fields not changed in the form, and keeps them as changed', () => {
		const state = { ...initialState({ reason: 'visit', firstName: '', email: '', remark: '' }), edited: { email: true }, values: { reason: 'visit', firstName: '', email: 'mine@example.be', remark: '' } };
		const next = withDraft(state, { firstName: 'Anne', email: 'anne@example.be', remark: 'Na 17 uur' });
		expect(next.values).toEqual({ reason: 'visit', firstName: 'Anne', email: 'mine@example.be', remark: 'Na 17 uur' });
		expect(next.edited).toEqual({ email: true, firstName: true, remark: true });
	});

	test('an empty draft leaves the state as it is', () => {
		const state = initialState({ firstName: '' });
		expect(withDraft(state, {})).toBe(state);
	});
});
