import { describe, expect, test } from 'vitest';
import { dutyWarning, missingDutyItems, type DutyGap } from '../../../src/lib/detail/information-duty.ts';
import type { Property } from '../../../src/schemas/property.ts';
import { makeProperty } from './fixture.ts';

/** A Flemish house for sale (Gent, built 1975) whose export carries every item of the duty. */
const complete = (overrides: Partial<Property> = {}): Property =>
	makeProperty({
		Energy: { Status: 'available', Specific: 250, CertificateNumber: '20260101-0001234-RES-1' },
		FloodRisk: { FloodZone: 'none', RiverbankZone: false, PScore: 'A', GScore: 'A' },
		Planning: { Permit: true, AllotmentPermit: false, PreemptiveRights: false, Summons: false, AreaApplication: 'Woongebied' },
		Asbestos: { Certificate: 'yes', Type: 'Asbestveilig', Date: '2026-03-01' },
		Details: { ConstructionYear: 1975 },
		...overrides,
	});

const house = complete();

describe('the Flemish information duty: which items a listing on offer lacks', () => {
	test.each([
		{ rule: 'a complete Flemish sale lacks nothing', p: house, expected: [] },
		{ rule: 'VCRO art. 5.2.1: a summons not given', p: complete({ Planning: { ...house.Planning, Summons: undefined } }), expected: ['summons'] },
		{ rule: 'VCRO art. 5.2.1: no planning block at all', p: complete({ Planning: undefined }), expected: ['areaApplication', 'permit', 'allotmentPermit', 'preemptiveRights', 'summons'] },
		{ rule: 'VCRO art. 5.2.1: a blank designation', p: complete({ Planning: { ...house.Planning, AreaApplication: '  ' } }), expected: ['areaApplication'] },
		{ rule: 'flood duty: no P- and G-score', p: complete({ FloodRisk: { FloodZone: 'none', RiverbankZone: false } }), expected: ['pScore', 'gScore'] },
		{ rule: 'flood duty: land has a P-score and no building to score', p: complete({ WebID: 7, FloodRisk: { FloodZone: 'none', RiverbankZone: false, PScore: 'A' }, Energy: { Status: 'not_applicable' }, Asbestos: undefined }), expected: [] },
		{ rule: 'EPC: a certificate still requested for a built house', p: complete({ Energy: { Status: 'requested' } }), expected: ['epcLabel', 'epcSpecific', 'epcCertificate'] },
		{ rule: 'EPC: no unique code', p: complete({ Energy: { Status: 'available', Specific: 250 } }), expected: ['epcCertificate'] },
		{ rule: 'EPC: not applicable to this building', p: complete({ Energy: { Status: 'not_applicable' } }), expected: [] },
		{ rule: 'EPC: a unit sold on plan, built after this year, has none yet', p: complete({ Energy: { Status: 'requested' }, Details: { ConstructionYear: 2028 } }), expected: [] },
		{ rule: 'asbestos decree: built before 2001 without attest', p: complete({ Asbestos: { Certificate: 'no' } }), expected: ['asbestos'] },
		{ rule: 'asbestos decree: built before 2001, nothing in the export', p: complete({ Asbestos: undefined }), expected: ['asbestos'] },
		{ rule: 'asbestos decree: built in 2001, no attest needed', p: complete({ Asbestos: undefined, Details: { ConstructionYear: 2001 } }), expected: [] },
		{ rule: 'asbestos decree: construction year unknown, nothing asked', p: complete({ Asbestos: undefined, Details: {} }), expected: [] },
		{ rule: 'a rental is asked its EPC only', p: complete({ Goal: 1, Availability: { Status: 'for_rent' }, Planning: undefined, FloodRisk: undefined, Asbestos: undefined, Energy: { Status: 'available', Specific: 250 } }), expected: ['epcCertificate'] },
		{ rule: 'a sale under offer is still advertised', p: complete({ Availability: { Status: 'under_offer' }, Planning: undefined }), expected: ['areaApplication', 'permit', 'allotmentPermit', 'preemptiveRights', 'summons'] },
		{ rule: 'a sold listing is no longer advertised', p: complete({ Availability: { Status: 'sold' }, Planning: undefined }), expected: [] },
		{ rule: 'Brussels (1180 Uccle) has other rules', p: complete({ Zip: '1180', City: 'Uccle', Planning: undefined, FloodRisk: undefined }), expected: [] },
		{ rule: 'Wallonia (5000 Namur) has other rules', p: complete({ Zip: '5000', City: 'Namur', Planning: undefined }), expected: [] },
		{ rule: 'Luxembourg with a Flemish-looking postcode', p: complete({ CountryID: 50, Zip: '9000', Planning: undefined }), expected: [] },
	])('$rule', ({ p, expected }) => {
		expect(missingDutyItems(p, 2026)).toEqual(expected);
	});
});

describe("the build's warning names each listing and its missing items", () => {
	const gaps = (n: number): DutyGap[] => Array.from({ length: n }, (_, i) => ({ id: 1000 + i, items: ['summons', 'asbestos'] }));
	test.each([
		{ case: 'no gap, no warning', n: 0, lines: null },
		{ case: 'one listing, singular', n: 1, lines: ['1 Flemish listing on offer lacks', '  1000: summons, asbestos attest'] },
		{ case: 'three listings, each on its line', n: 3, lines: ['3 Flemish listings on offer lack', '  1000: summons, asbestos attest', '  1002: summons, asbestos attest'] },
	])('$case', ({ n, lines }) => {
		const warning = dutyWarning(gaps(n));
		if (lines === null) return expect(warning).toBeNull();
		for (const line of lines) expect(warning).toContain(line);
		expect(warning!.split('\n')).toHaveLength(n + 1);
	});
	test('past the first twenty listings, the warning says how many more', () => {
		const lines = dutyWarning(gaps(25))!.split('\n');
		expect(lines).toHaveLength(22);
		expect(lines.at(-1)).toBe('  … and 5 more');
	});
});
