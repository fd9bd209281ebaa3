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

/** The day the checks run: 15 June 2026, noon in Brussels. */
const now = new Date('2026-06-15T10:00:00Z');

describe('the Flemish information duty: which items a listing on offer lacks', () => {
	test.each([
		{ rule: 'a complete Flemish sale lacks nothing', p: house, expected: [] },
		{ rule: 'VCRO art. 5.2.1: a summons not given', p: complete({ Planning: { ...house.Planning, Summons: undefined } }), expected: ['summons'] },
		{ rule: 'VCRO art. 5.2.1: no planning block at all', p: complete({ Planning: undefined }), expected: ['areaApplication', 'permit', 'allotmentPermit', 'preemptiveRights', 'summons'] },
		{ rule: 'VCRO art. 5.2.1: a blank designation', p: complete({ Planning: { ...house.Planning, AreaApplication: '  ' } }), expected: ['areaApplication'] },
		{ rule: 'flood duty: no P- and G-score', p: complete({ FloodRisk: { FloodZone: 'none', RiverbankZone: false } }), expected: ['pScore', 'gScore'] },
		{ rule: 'flood duty: no flood information at all, so neither scores nor whether the parcel lies in a riverbank zone', p: complete({ FloodRisk: undefined }), expected: ['pScore', 'gScore', 'riverbankZone'] },
		{ rule: 'flood duty: a parcel in a riverbank zone says so, which is complete', p: complete({ FloodRisk: { ...house.FloodRisk!, RiverbankZone: true } }), expected: [] },
		{ rule: 'flood duty: land without flood information lacks its P-score and riverbank zone, no G-score', p: complete({ WebID: 7, FloodRisk: undefined, Energy: { Status: 'not_applicable' }, Asbestos: undefined }), expected: ['pScore', 'riverbankZone'] },
		{ rule: 'flood duty: land has a P-score and no building to score', p: complete({ WebID: 7, FloodRisk: { FloodZone: 'none', RiverbankZone: false, PScore: 'A' }, Energy: { Status: 'not_applicable' }, Asbestos: undefined }), expected: [] },
		{ rule: 'EPC: a certificate still requested for a built house', p: complete({ Energy: { Status: 'requested' } }), expected: ['epcLabel', 'epcSpecific', 'epcCertificate'] },
		{ rule: 'EPC: no unique code', p: complete({ Energy: { Status: 'available', Specific: 250 } }), expected: ['epcCertificate'] },
		{ rule: 'EPC: expired (1082 with end date 2024-01-01) is no valid certificate', p: complete({ Energy: { ...house.Energy, EndDate: '2024-01-01' } }), expected: ['epcExpired'] },
		{ rule: 'EPC: expired yesterday', p: complete({ Energy: { ...house.Energy, EndDate: '2026-06-14' } }), expected: ['epcExpired'] },
		{ rule: 'EPC: valid through its end date, today', p: complete({ Energy: { ...house.Energy, EndDate: '2026-06-15' } }), expected: [] },
		{ rule: 'EPC: valid until a later date', p: complete({ Energy: { ...house.Energy, EndDate: '2036-01-02' } }), expected: [] },
		{ rule: 'EPC: an expired one also lacking its code is asked for anew, once', p: complete({ Energy: { Status: 'available', Specific: 250, EndDate: '2020-05-01' } }), expected: ['epcExpired'] },
		{ rule: 'EPC: a rental with an expired certificate', p: complete({ Goal: 1, Availability: { Status: 'for_rent' }, Planning: undefined, FloodRisk: undefined, Asbestos: undefined, Energy: { ...house.Energy, EndDate: '2025-12-31' } }), expected: ['epcExpired'] },
		{ rule: 'EPC: an expired certificate on land, which needs none, is not asked for', p: complete({ WebID: 7, Energy: { ...house.Energy, EndDate: '2024-01-01' }, FloodRisk: { ...house.FloodRisk!, GScore: undefined }, Asbestos: undefined }), expected: [] },
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
		expect(missingDutyItems(p, now)).toEqual(expected);
	});

	test('an EPC ends on its day in Brussels: at 23:30 UTC on 14 June it is already the 15th there', () => {
		const p = complete({ Energy: { ...house.Energy, EndDate: '2026-06-14' } });
		expect(missingDutyItems(p, new Date('2026-06-14T21:30:00Z'))).toEqual([]);
		expect(missingDutyItems(p, new Date('2026-06-14T23:30:00Z'))).toEqual(['epcExpired']);
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
	test('an expired EPC and a missing riverbank zone are named for the agency', () => {
		expect(dutyWarning([{ id: 1082, items: ['epcExpired', 'riverbankZone'] }])).toContain('  1082: EPC expired (its end date has passed: a new certificate is needed), riverbank zone (yes or no)');
	});
	test('past the first twenty listings, the warning says how many more', () => {
		const lines = dutyWarning(gaps(25))!.split('\n');
		expect(lines).toHaveLength(22);
		expect(lines.at(-1)).toBe('  … and 5 more');
	});
});
