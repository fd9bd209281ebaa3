import { describe, expect, test } from 'vitest';
import { webIdToIcon, webIdToIconSrc } from '../../../src/lib/domain/type-icon.ts';

describe('spec §3 icons by WebID (residential, commercial/office, industrial, land, retail), assigned by the type names the visitor reads', () => {
	const cases = [
		{ webId: 1, name: 'Apartment/Loft', expected: 'residential' },
		{ webId: 2, name: 'House', expected: 'residential' },
		{ webId: 3, name: 'business takeover', expected: 'retail' },
		{ webId: 4, name: 'Offices and shops', expected: 'commercial' },
		{ webId: 5, name: 'Investment', expected: 'commercial' },
		{ webId: 6, name: 'Semi-industrial', expected: 'industrial' },
		{ webId: 7, name: 'Land', expected: 'land' },
		{ webId: 8, name: 'Exceptional property', expected: 'residential' },
	] as const;
	test.each(cases)('maps $webId ($name) to $expected', ({ webId, expected }) => {
		expect(webIdToIcon(webId)).toBe(expected);
		expect(webIdToIconSrc(webId)).toBe(`/icons/type-${expected}.svg`);
	});

	test.each([0, 9, -1, 1.5, Number.NaN])('gives no icon to the unknown WebID %s', (webId) => {
		expect(webIdToIcon(webId)).toBeUndefined();
		expect(webIdToIconSrc(webId)).toBeUndefined();
	});
});
