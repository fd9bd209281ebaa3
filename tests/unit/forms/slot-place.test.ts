import { describe, expect, test } from 'vitest';
import { isOfficeSlot, placedChoices, type PlacedSlot } from '../../../src/lib/forms/slot-place.ts';

/** The booking form tells an office slot (at the agency) from a visit on site. */

const names = { office: 'op ons kantoor', visit: 'bezoek ter plaatse' };
const at = (id: number, propertyId: number | null | undefined): PlacedSlot => ({
	id,
	...(propertyId === undefined ? {} : { propertyId }),
	startsAt: '2026-12-01T09:00:00Z',
	endsAt: '2026-12-01T09:30:00Z',
	remaining: 1,
});
const when = 'dinsdag 1 december 2026, 10:00–10:30';

describe('isOfficeSlot', () => {
	test.each([
		{ name: 'a slot without a listing is the office’s', slot: at(1, null), expected: true },
		{ name: 'a slot of the listing is a visit', slot: at(1, 1004), expected: false },
		{ name: 'an answer from before the field reads as a visit', slot: at(1, undefined), expected: false },
	])('$name', ({ slot, expected }) => {
		expect(isOfficeSlot(slot)).toBe(expected);
	});
});

describe('placedChoices', () => {
	test.each([
		{ name: 'visits only read as before', slots: [at(1, 1004), at(2, 1004)], expected: [when, when] },
		{ name: 'an office slot alone says the office', slots: [at(3, null)], expected: [`${when} – op ons kantoor`] },
		{ name: 'a mixed list names both places', slots: [at(1, 1004), at(3, null)], expected: [`${when} – bezoek ter plaatse`, `${when} – op ons kantoor`] },
	])('$name', ({ slots, expected }) => {
		const choices = placedChoices(slots, 'nl', names);
		expect(choices.map((c) => c.label)).toEqual(expected);
		expect(choices.map((c) => c.value)).toEqual(slots.map((s) => String(s.id)));
	});
});
