import { describe, expect, test } from 'vitest';
import { appointmentChoice, contactSlotChoices, depositText, keptSlot, minimumIncomeText, offerAdvance, readSlots, readSlotState, tidyPhone } from '../../../src/lib/forms/display.ts';
import { widgetAttributes } from '../../../src/lib/forms/captcha-widget.ts';
import { phoneField } from '../../../src/schemas/requests/index.ts';
import * as v from 'valibot';

const nbsp = (s: string | null) => s?.replace(/\u00a0/g, ' ');

describe('what the forms show', () => {
	test.each([
		{ from: '0475/12.34.56', expected: '0475 12 34 56' },
		{ from: '02 123 45 67', expected: '021 23 45 67' },
		{ from: '+32 475 12 34 56', expected: '+32475123456' },
		{ from: '04 75', expected: '04 75' },
		{ from: 'call me', expected: 'call me' },
		// spec §5 "phone digits only": the tidied text is what the form sends; the "(0)" the schema drops stays dropped.
		{ from: '+32 (0)475 12 34 56', expected: '+32475123456' },
		{ from: '0032 (0)2 640 12 34', expected: '003226401234' },
		{ from: '+352 (0) 621 123 456', expected: '+352621123456' },
		// spec §5 phone: a trunk 0 typed after +32 without brackets is dropped too.
		{ from: '+32 0475 12 34 56', expected: '+32475123456' },
	])('tidies the phone $from to $expected', ({ from, expected }) => {
		expect(tidyPhone(from)).toBe(expected);
	});

	test.each(['+32 (0)475 12 34 56', '0032 (0)2 640 12 34', '0475/12.34.56', '+32 475 12 34 56'])('the tidied %s reads back as the number the schema reads from what was typed', (typed) => {
		expect(v.parse(phoneField, tidyPhone(typed))).toBe(v.parse(phoneField, typed));
	});
	test.each([
		{ amount: '350.000', expected: '€ 35.000' },
		// The advance to the cent: 29.999,90, not rounded up to 30.000 (spec §9: 10 % of the offer).
		{ amount: '299999', expected: '€ 29.999,90' },
		{ amount: '1', expected: '€ 0,10' },
		{ amount: '1005', expected: '€ 100,50' },
		{ amount: '', expected: undefined },
		{ amount: '0', expected: undefined },
		{ amount: 'abc', expected: undefined },
	])('the 10 % advance of $amount is $expected', ({ amount, expected }) => {
		expect(nbsp(offerAdvance(amount)) ?? undefined).toBe(expected);
	});
	test('deposit of 3 months and minimum income', () => {
		expect(nbsp(depositText(950))).toBe('€ 2.850');
		// spec §9: the deposit the listing states wins over 3 months.
		expect(nbsp(depositText(950, 1900))).toBe('€ 1.900');
		expect(nbsp(minimumIncomeText(1200, 3))).toBe('€ 3.600');
	});
	test('contact slots with their hours', () => {
		expect(contactSlotChoices({ 'form.slot.morning': 'Voormiddag', 'form.slot.afternoon': 'Namiddag', 'form.slot.evening': 'Avond' })).toEqual([
			{ value: 'morning', label: 'Voormiddag (10:00–13:00)' },
			{ value: 'afternoon', label: 'Namiddag (14:00–16:00)' },
			{ value: 'evening', label: 'Avond (16:00–19:00)' },
		]);
	});
	test.each([
		{ locale: 'nl', expected: 'dinsdag 1 december 2026, 10:00–10:30' },
		{ locale: 'fr', expected: 'mardi 1er décembre 2026, 10:00–10:30' },
		{ locale: 'en', expected: 'Tuesday, 1 December 2026, 10:00–10:30' },
	] as const)('an appointment slot in $locale, Belgian time', ({ locale, expected }) => {
		const slot = { id: 3, startsAt: '2026-12-01T09:00:00.000Z', endsAt: '2026-12-01T09:30:00.000Z', remaining: 1 };
		expect(appointmentChoice(slot, locale)).toEqual({ value: '3', label: expected });
	});
	test.each([
		{ from: 'a slot still open', chosen: '3', expected: '3' },
		{ from: 'a slot no longer listed', chosen: '5', expected: '' },
		{ from: 'a slot listed without a free place', chosen: '4', expected: '' },
		{ from: 'no slot', chosen: '', expected: '' },
	])('after the slots are read again (spec §4 appointments full), $from stays chosen as "$expected"', ({ chosen, expected }) => {
		const slot = (id: number, remaining: number) => ({ id, startsAt: '2026-12-01T09:00:00.000Z', endsAt: '2026-12-01T09:30:00.000Z', remaining });
		expect(keptSlot(chosen, [slot(3, 1), slot(4, 0)])).toBe(expected);
	});
	test('slot answers of another shape give no slots', () => {
		const slot = { id: 3, propertyId: null, startsAt: 'a', endsAt: 'b', remaining: 1 };
		expect(readSlots({ ok: true, slots: [slot, { id: 'x' }] })).toEqual([slot]);
		expect(readSlots(null)).toEqual([]);
		expect(readSlots({ ok: false })).toEqual([]);
	});
	test('the widget asks /api/captcha, in the page language', () => {
		expect(widgetAttributes('fr')).toMatchObject({ challenge: '/api/captcha', language: 'fr-fr', auto: 'onfocus' });
		expect(JSON.parse(widgetAttributes('nl').configuration!)).toEqual({ hideFooter: true, hideLogo: true });
	});
});

describe('spec §4 appointments full, or no visit planned: why the slots answer lists none', () => {
	const slot = { id: 1, startsAt: '2030-01-01T09:00:00Z', endsAt: '2030-01-01T09:30:00Z', remaining: 1 };
	test.each([
		{ rule: 'slots listed: open', body: { ok: true, slots: [slot], state: 'open' }, expected: 'open' },
		{ rule: 'every planned slot booked: full', body: { ok: true, slots: [], state: 'full' }, expected: 'full' },
		{ rule: 'no visit planned: none', body: { ok: true, slots: [], state: 'none' }, expected: 'none' },
		{ rule: 'an answer without a state (before it had one): full', body: { ok: true, slots: [] }, expected: 'full' },
		{ rule: 'an unknown state: full', body: { ok: true, slots: [], state: 'later' }, expected: 'full' },
		{ rule: 'not an answer: full', body: null, expected: 'full' },
	])('$rule', ({ body, expected }) => {
		expect(readSlotState(body)).toBe(expected);
	});
});
