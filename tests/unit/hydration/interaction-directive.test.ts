import { describe, expect, it } from 'vitest';
import { asksAtOnce } from '../../../src/lib/hydration/interaction.ts';

describe('client:interaction wakes at once for an address that asks for the island (spec §2: a filtered list link)', () => {
	const filter = ['city', 'type'];
	it.each([
		['?city=Gent|9000', true],
		['?type=2', true],
		['?utm_source=mail&type=x', true], // a bad value still needs the island: it says the value is ignored
		['?city=', true],
		['', false],
		['?utm_source=mail', false],
		['?cityx=1', false],
	])('%s → %s', (search, expected) => {
		expect(asksAtOnce(search, filter)).toBe(expected);
	});
	it('with no parameters named, only the visitor wakes it', () => {
		expect(asksAtOnce('?city=Gent', [])).toBe(false);
	});
});
