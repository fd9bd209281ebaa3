import { describe, expect, test } from 'vitest';
import { epcViewOf } from '../../../src/lib/detail/epc-view.ts';
import { makeProperty } from './fixture.ts';

describe('spec §9 EPC: label by region of the postcode, drawn on that region\'s scale with its band marked', () => {
	const cases = [
		{ rule: 'Flanders 400 is E on 7 bands', zip: '2000', specific: 400, region: 'flanders', letter: 'E', bands: 7 },
		{ rule: 'Brussels 250 is E on 19 bands', zip: '1180', specific: 250, region: 'brussels', letter: 'E', bands: 19 },
		{ rule: 'Wallonia 341 is E on 9 bands', zip: '6700', specific: 341, region: 'wallonia', letter: 'E', bands: 9 },
		{ rule: 'Wallonia below 0 is A++', zip: '4000', specific: -5, region: 'wallonia', letter: 'A++', bands: 9 },
		{ rule: 'Brussels 24 is A-', zip: '1140', specific: 24, region: 'brussels', letter: 'A-', bands: 19 },
	];
	test.each(cases)('$rule', ({ zip, specific, region, letter, bands }) => {
		const view = epcViewOf(makeProperty({ Zip: zip, Energy: { Status: 'available', Specific: specific, Label: 'a' } }));
		expect(view.region).toBe(region);
		expect(view.letter).toBe(letter);
		expect(view.scale).toHaveLength(bands);
		expect(view.scale.filter((b) => b.active).map((b) => b.letter)).toEqual([letter]);
	});

	test('EnergyPerformance is used when Energy.Specific is missing', () => {
		expect(epcViewOf(makeProperty({ Zip: '9000', Energy: { Status: 'available' }, EnergyPerformance: 150 })).letter).toBe('B');
	});

	test('without a value, a stored band of the region is shown on its scale; one of another region is not', () => {
		expect(epcViewOf(makeProperty({ Zip: '1000', Energy: { Status: 'available', Label: 'c_plus' }, EnergyPerformance: null })).letter).toBe('C+');
		expect(epcViewOf(makeProperty({ Zip: '9000', Energy: { Status: 'available', Label: 'c_plus' }, EnergyPerformance: null })).letter).toBe(null);
	});

	test('Luxembourg shows the label text as is, without a scale', () => {
		const view = epcViewOf(makeProperty({ CountryID: 50, Zip: '4050', EPCLabelText: 'B', Energy: { Status: 'available', Specific: 122 } }));
		expect(view).toMatchObject({ label: 'B', letter: 'B', region: null, scale: [] });
	});

	test.each(['requested', 'not_applicable'] as const)('status %s has no label and no scale', (status) => {
		const view = epcViewOf(makeProperty({ Energy: { Status: status, Specific: 250 } }));
		expect(view).toMatchObject({ status, label: null, letter: null, scale: [] });
	});
});
