import { describe, expect, test } from 'vitest';
import { areaApplications, asbestosTypes, kitchenOptions } from '../../../../src/cli/data-gen/detail-options.ts';

describe('demo detail options: the German term says what the Dutch source says', () => {
	const byDutch = (options: readonly { nl: string; de: string }[], nl: string) => options.find((o) => o.nl === nl)?.de;
	test.each([
		{ rule: 'a fully fitted kitchen is an Einbauküche', nl: 'Volledig ingerichte keuken', de: 'Einbauküche' },
		{ rule: 'a fitted open kitchen is an open Einbauküche', nl: 'Ingerichte open keuken', de: 'Offene Einbauküche' },
		{ rule: 'a partly fitted kitchen is a Teileinbauküche, not "teilmöbliert" (partly furnished)', nl: 'Half ingerichte keuken', de: 'Teileinbauküche' },
		{ rule: 'a kitchenette is a Kochnische', nl: 'Kitchenette', de: 'Kochnische' },
	])('$rule', ({ nl, de }) => expect(byDutch(kitchenOptions, nl)).toBe(de));

	test('no German kitchen is called furnished', () => {
		for (const o of kitchenOptions) expect(o.de, o.nl).not.toMatch(/möbliert/i);
	});

	test('the mixed economic zone (Zone d’activité économique mixte) is a gemischtes Gewerbegebiet', () => {
		expect(areaApplications.industrial.de).toBe('Gemischtes Gewerbegebiet');
	});
});

describe('demo asbestos results: the Flemish attest’s verdict, then the material and where it is', () => {
	test.each(asbestosTypes.slice(1))('$en', (result) => {
		expect(result.nl).toMatch(/^Niet asbestveilig: \S/);
		// The negation of "Sans risque amiante"; French puts a no-break space before the colon.
		expect(result.fr).toMatch(/^Pas sans risque amiante\u00a0: \S/);
		expect(result.en).toMatch(/^Not asbestos-safe: \S/);
		expect(result.de).toMatch(/^Nicht asbestsicher: \S/);
	});
});
