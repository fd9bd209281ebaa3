import { describe, expect, test } from 'vitest';
import {
	contactSlots,
	isContactSlotId,
	slotToRange,
} from '../../../src/lib/domain/contact-slots.ts';

describe('spec §9 contact slots: 10:00-13:00, 14:00-16:00, 16:00-19:00', () => {
	const cases = [
		{ input: 'morning', expected: '10:00–13:00' },
		{ input: 'afternoon', expected: '14:00–16:00' },
		{ input: 'evening', expected: '16:00–19:00' },
	];
	test.each(cases)('slot $input -> $expected', ({ input, expected }) => {
		const slot = contactSlots.find((s) => s.id === input);
		expect(slot && slotToRange(slot)).toBe(expected);
	});

	test('three slots, in order, not overlapping', () => {
		expect(contactSlots.map((s) => s.id)).toEqual(['morning', 'afternoon', 'evening']);
		for (const [i, slot] of contactSlots.entries()) {
			expect(slot.from < slot.to).toBe(true);
			const next = contactSlots[i + 1];
			if (next) expect(slot.to <= next.from).toBe(true);
		}
	});
});

describe('spec §9 contact slots: submitted value must be a known slot id', () => {
	const cases = [
		{ input: 'morning', expected: true },
		{ input: 'evening', expected: true },
		{ input: 'night', expected: false },
		{ input: '10:00-13:00', expected: false },
		{ input: '', expected: false },
		{ input: null, expected: false },
		{ input: 1, expected: false },
	];
	test.each(cases)('id $input -> $expected', ({ input, expected }) => {
		expect(isContactSlotId(input)).toBe(expected);
	});
});
