import { describe, expect, test } from 'vitest';
import { attributeGroups, type AttributeContext } from '../../../src/lib/detail/attributes.ts';
import { useLooseTranslations } from '../../../src/i18n/t.ts';
import type { Property } from '../../../src/schemas/property.ts';
import { fakeT, makeProperty } from './fixture.ts';

const nl: AttributeContext = { locale: 'nl', t: fakeT, hideCity: false, now: new Date('2026-06-15T10:00:00Z') };
const rowsOf = (p = makeProperty(), ctx = nl) =>
	Object.fromEntries(attributeGroups(p, ctx).flatMap((g) => g.rows.map((r) => [r.id, r.value])));
const groupsOf = (p = makeProperty(), ctx = nl) => attributeGroups(p, ctx).map((g) => g.id);

describe('the certificate rows are labelled as the listing\'s region names it (EPC in Flanders, EPB in Brussels and Wallonia)', () => {
	const labelsOf = (zip: string, countryId: 10 | 50 = 10) =>
		Object.fromEntries(attributeGroups(makeProperty({ Zip: zip, CountryID: countryId, Energy: { Status: 'requested', EndDate: '2030-01-01', CertificateNumber: '20191201-3821222' } }), nl).flatMap((g) => g.rows.map((r) => [r.id, r.label])));
	test.each([
		{ zip: '9000', countryId: 10, endDate: 'detail.attr.epcEndDate', status: 'detail.attr.epcStatus' },
		{ zip: '1180', countryId: 10, endDate: 'detail.attr.epcEndDate.epb', status: 'detail.attr.epcStatus.epb' },
		{ zip: '5000', countryId: 10, endDate: 'detail.attr.epcEndDate.epb', status: 'detail.attr.epcStatus.epb' },
		{ zip: '1180', countryId: 50, endDate: 'detail.attr.epcEndDate', status: 'detail.attr.epcStatus' },
	] as const)('$zip (country $countryId): $endDate', ({ zip, countryId, endDate, status }) => {
		const labels = labelsOf(zip, countryId);
		expect(labels.epcEndDate).toBe(endDate);
		expect(labels.epcStatus).toBe(status);
		expect(labels.epcCertificate).toBe(status.replace('epcStatus', 'epcCertificate'));
	});
});

describe('an EPC whose end date has passed at the build says so beside the date (the information duty\'s rule, in Brussels)', () => {
	const endDateOf = (energy: Partial<Property['Energy']>, now = '2026-06-15T10:00:00Z', ctx = nl) =>
		rowsOf(makeProperty({ Energy: { Status: 'available', Specific: 250, ...energy } }), { ...ctx, now: new Date(now) }).epcEndDate;
	test.each([
		{ rule: 'expired long ago (2024-01-01)', energy: { EndDate: '2024-01-01' }, now: undefined, expected: 'detail.value.epcExpired(1 januari 2024)' },
		{ rule: 'expired yesterday', energy: { EndDate: '2026-06-14' }, now: undefined, expected: 'detail.value.epcExpired(14 juni 2026)' },
		{ rule: 'expired: 00:30 in Brussels is already the next day', energy: { EndDate: '2026-06-14' }, now: '2026-06-14T22:30:00Z', expected: 'detail.value.epcExpired(14 juni 2026)' },
		{ rule: 'valid through its end date, today', energy: { EndDate: '2026-06-15' }, now: undefined, expected: '15 juni 2026' },
		{ rule: 'valid until a later date', energy: { EndDate: '2036-01-02' }, now: undefined, expected: '2 januari 2036' },
		{ rule: 'a certificate still requested is not judged (the duty asks for it instead)', energy: { Status: 'requested' as const, EndDate: '2024-01-01' }, now: undefined, expected: '1 januari 2024' },
	])('$rule: $expected', ({ energy, now, expected }) => {
		expect(endDateOf(energy, now)).toBe(expected);
	});
	test.each([
		{ locale: 'nl', expected: '1 januari 2024 (vervallen)' },
		{ locale: 'fr', expected: '1er janvier 2024 (expiré)' },
		{ locale: 'en', expected: '1 January 2024 (expired)' },
		{ locale: 'de', expected: '1. Januar 2024 (abgelaufen)' },
	] as const)('$locale reads $expected', ({ locale, expected }) => {
		expect(endDateOf({ EndDate: '2024-01-01' }, undefined, { locale, t: useLooseTranslations(locale), hideCity: false, now: new Date() })).toBe(expected);
	});
});

describe('spec §3 detail attributes: every attribute with a value is shown, empty ones are hidden', () => {
	const cases = [
		{ rule: 'a count is shown', details: { Bedrooms: 3 }, id: 'bedrooms', expected: '3' },
		{ rule: 'zero garages is a value', details: { Garages: 0 }, id: 'garages', expected: '0' },
		{ rule: 'a missing count is hidden', details: {}, id: 'bedrooms', expected: undefined },
		{ rule: 'a surface in m²', details: { SurfaceLiving: 1250.5 }, id: 'surfaceLiving', expected: '1.250,5\u00a0m²' },
		{ rule: 'a zero surface is hidden', details: { SurfaceGarden: 0 }, id: 'surfaceGarden', expected: undefined },
		{ rule: 'a width in m', details: { FrontWidth: 9 }, id: 'frontWidth', expected: '9\u00a0m' },
		{ rule: 'facades 4 read open', details: { Facades: 4 }, id: 'facades', expected: 'detail.value.facades.open' },
		{ rule: 'facades 3 read half open', details: { Facades: 3 }, id: 'facades', expected: 'detail.value.facades.half_open' },
		{ rule: 'facades 2 read closed', details: { Facades: 2 }, id: 'facades', expected: 'detail.value.facades.closed' },
		{ rule: 'floor 0 reads ground floor', details: { Floor: 0 }, id: 'floor', expected: 'detail.value.floor.ground' },
		{ rule: 'a year is not grouped', details: { ConstructionYear: 1998 }, id: 'constructionYear', expected: '1998' },
		{ rule: 'an orientation reads its name', details: { OrientationGarden: 'SW' as const }, id: 'orientationGarden', expected: 'detail.value.orientation.SW' },
		{ rule: 'a blank text is hidden', details: { Heating: '  ' }, id: 'heating', expected: undefined },
		{ rule: 'a text is shown as written', details: { Heating: 'Warmtepomp' }, id: 'heating', expected: 'Warmtepomp' },
		{ rule: 'comfort lists join with commas', details: { InteriorComfort: ['Domotica', 'Parket'] }, id: 'interiorComfort', expected: 'Domotica, Parket' },
		{ rule: 'an empty list is hidden', details: { InteriorComfort: [] }, id: 'interiorComfort', expected: undefined },
		{ rule: 'cadastral income in euro (spec §5 format)', details: { CadastralIncome: 1250 }, id: 'cadastralIncome', expected: '€\u00a01.250' },
	];
	test.each(cases)('$rule', ({ details, id, expected }) => {
		expect(rowsOf(makeProperty({ Details: details }))[id]).toBe(expected);
	});

	test('groups come in page order and groups without rows are left out', () => {
		const bare = makeProperty({ Details: {}, Energy: { Status: 'requested' }, CountryID: 50, CountryName: '' });
		expect(groupsOf(bare)).toEqual(['general', 'energy', 'location']);
		const full = makeProperty({ Details: { SurfaceLiving: 90, Heating: 'Gas' }, Financial: { NotaryFees: 3000 }, Planning: { Permit: true } });
		expect(groupsOf(full)).toEqual(['general', 'surfaces', 'energy', 'legal', 'financial', 'comfort', 'location']);
	});

	test('labels are the detail.attr keys', () => {
		const general = attributeGroups(makeProperty({ Details: { Bedrooms: 2 } }), nl)[0];
		expect(general?.rows.find((r) => r.id === 'bedrooms')).toEqual({ id: 'bedrooms', label: 'detail.attr.bedrooms', value: '2' });
	});
});

describe('Belgian mandatory information (legal and planning group)', () => {
	const cases = [
		{ rule: 'flood zone reads its state', p: { FloodRisk: { FloodZone: 'effective' as const, RiverbankZone: false } }, id: 'floodZone', expected: 'detail.value.floodZone.effective' },
		{ rule: 'riverbank zone no', p: { FloodRisk: { FloodZone: 'none' as const, RiverbankZone: false } }, id: 'riverbankZone', expected: 'detail.value.no' },
		{ rule: 'riverbank zone (oeverzone), a Flemish designation: none on a Brussels listing', p: { Zip: '1180', FloodRisk: { FloodZone: 'none' as const, RiverbankZone: false } }, id: 'riverbankZone', expected: undefined },
		{ rule: 'riverbank zone (oeverzone): none on a Walloon listing', p: { Zip: '5000', FloodRisk: { FloodZone: 'possible' as const, RiverbankZone: true } }, id: 'riverbankZone', expected: undefined },
		{ rule: 'riverbank zone (oeverzone): none in Luxembourg, whose 9050 looks Flemish', p: { CountryID: 50 as const, Zip: '9050', FloodRisk: { FloodZone: 'none' as const, RiverbankZone: false } }, id: 'riverbankZone', expected: undefined },
		{ rule: 'G-score shown with its class meaning', p: { FloodRisk: { FloodZone: 'possible' as const, RiverbankZone: true, GScore: 'B' as const } }, id: 'gScore', expected: 'detail.value.floodScore.B' },
		{ rule: 'asbestos certificate', p: { Asbestos: { Certificate: 'not_applicable' as const } }, id: 'asbestos', expected: 'detail.value.asbestos.not_applicable' },
		{ rule: 'compliant certificate with date', p: { Certificates: { Electricity: { Available: true, Compliant: true, Date: '2026-05-27' } } }, id: 'certificateElectricity', expected: 'detail.value.compliant (27 mei 2026)' },
		{ rule: 'non-compliant certificate', p: { Certificates: { Gas: { Available: true, Compliant: false } } }, id: 'certificateGas', expected: 'detail.value.notCompliant' },
		{ rule: 'missing certificate', p: { Certificates: { Ground: { Available: false } } }, id: 'certificateGround', expected: 'detail.value.no' },
		{ rule: 'permit yes', p: { Planning: { Permit: true } }, id: 'permit', expected: 'detail.value.yes' },
		{ rule: 'summons no', p: { Planning: { Summons: false } }, id: 'summons', expected: 'detail.value.no' },
		{ rule: 'area application text', p: { Planning: { AreaApplication: 'Woongebied' } }, id: 'areaApplication', expected: 'Woongebied' },
	];
	test.each(cases)('$rule', ({ p, id, expected }) => {
		expect(rowsOf(makeProperty(p))[id]).toBe(expected);
	});
});

describe('Flemish flood information duty since 2023 (P- and G-score A to D, flood symbol on D; the effective/possible zones abolished in Flanders)', () => {
	const rowsWith = (zip: string, flood: NonNullable<Property['FloodRisk']>, ctx = nl) =>
		Object.fromEntries(attributeGroups(makeProperty({ Zip: zip, FloodRisk: flood }), ctx).flatMap((g) => g.rows.map((r) => [r.id, r])));
	const gent = { FloodZone: 'effective', RiverbankZone: false, GScore: 'C', PScore: 'D' } as const;
	const cases = [
		{ rule: 'Flemish P=D, G=C (listing 1146, Gent): scores with their meaning, no zone derived or shown', zip: '9000', flood: gent, zone: undefined, p: 'detail.value.floodScore.D', g: 'detail.value.floodScore.C' },
		{ rule: 'Flemish A/A: no "not in a flood area" zone either', zip: '8300', flood: { FloodZone: 'none', RiverbankZone: false, GScore: 'A', PScore: 'A' }, zone: undefined, p: 'detail.value.floodScore.A', g: 'detail.value.floodScore.A' },
		{ rule: 'Flemish building land with a P-score only: no zone', zip: '9000', flood: { FloodZone: 'possible', RiverbankZone: false, PScore: 'B' }, zone: undefined, p: 'detail.value.floodScore.B', g: undefined },
		{ rule: 'Flemish without scores: the zone the CRM gives, shown as given', zip: '9000', flood: { FloodZone: 'effective', RiverbankZone: false }, zone: 'detail.value.floodZone.effective', p: undefined, g: undefined },
		{ rule: 'Brussels keeps its zone', zip: '1180', flood: { FloodZone: 'possible', RiverbankZone: false }, zone: 'detail.value.floodZone.possible', p: undefined, g: undefined },
		{ rule: 'Wallonia keeps its zone', zip: '5000', flood: { FloodZone: 'effective', RiverbankZone: false }, zone: 'detail.value.floodZone.effective', p: undefined, g: undefined },
	] as const;
	test.each(cases)('$rule', ({ zip, flood, zone, p, g }) => {
		const rows = rowsWith(zip, flood);
		expect(rows.floodZone?.value).toBe(zone);
		expect(rows.pScore?.value).toBe(p);
		expect(rows.gScore?.value).toBe(g);
	});

	test.each([
		{ rule: 'P=D, G=C: the symbol beside the P-score only', flood: gent, pSymbol: true, gSymbol: false },
		{ rule: 'P=A, G=D: the symbol beside the G-score only', flood: { ...gent, PScore: 'A', GScore: 'D' }, pSymbol: false, gSymbol: true },
		{ rule: 'P=C, G=B: no symbol', flood: { ...gent, FloodZone: 'possible', PScore: 'C', GScore: 'B' }, pSymbol: false, gSymbol: false },
	] as const)('flood symbol: $rule', ({ flood, pSymbol, gSymbol }) => {
		const rows = rowsWith('9000', flood);
		const symbol = { kind: 'flood', name: 'detail.flood.symbol' };
		expect(rows.pScore?.symbol).toEqual(pSymbol ? symbol : undefined);
		expect(rows.gScore?.symbol).toEqual(gSymbol ? symbol : undefined);
		expect(rows.floodZone?.symbol).toBeUndefined();
	});

	test('the symbol\'s accessible name is in the page language', () => {
		const fr = (key: string) => (key === 'detail.flood.symbol' ? 'Symbole d’inondation' : key);
		expect(rowsWith('9000', gent, { locale: 'fr', t: fr, hideCity: false, now: new Date('2026-06-15T10:00:00Z') }).pScore?.symbol).toEqual({ kind: 'flood', name: 'Symbole d’inondation' });
	});
});

describe('energy group: label computed by region, units, status requested / not applicable', () => {
	const cases = [
		{ rule: 'Flemish 250 is C', energy: { Status: 'available' as const, Specific: 250 }, zip: '9000', id: 'epcLabel', expected: 'C' },
		{ rule: 'Brussels 250 is E', energy: { Status: 'available' as const, Specific: 250 }, zip: '1000', id: 'epcLabel', expected: 'E' },
		{ rule: 'specific in kWh/m²·year', energy: { Status: 'available' as const, Specific: 250 }, zip: '9000', id: 'epcSpecific', expected: 'detail.unit.kwhPerM2Year(250)' },
		{ rule: 'E-level', energy: { Status: 'available' as const, Specific: 1, ELevel: 33 }, zip: '9000', id: 'epcELevel', expected: 'E33' },
		{ rule: 'requested has no label', energy: { Status: 'requested' as const }, zip: '9000', id: 'epcLabel', expected: undefined },
		{ rule: 'requested status is shown', energy: { Status: 'requested' as const }, zip: '9000', id: 'epcStatus', expected: 'detail.value.epcStatus.requested' },
		{ rule: 'available status is not a row', energy: { Status: 'available' as const, Specific: 1 }, zip: '9000', id: 'epcStatus', expected: undefined },
	];
	test.each(cases)('$rule', ({ energy, zip, id, expected }) => {
		expect(rowsOf(makeProperty({ Energy: energy, Zip: zip }))[id]).toBe(expected);
	});
});

describe('spec §5 "Price shown only if PublishPrice is true": amounts worked out from the price follow it', () => {
	const financial = {
		NotaryFees: 19_080,
		RegistrationRights: 183_125,
		VAT: 150_675,
		Deposit: 3_675,
		AgencyCost: 36_000,
		ChargesOwner: 120,
		LifeAnnuity: { Bouquet: 61_000, MonthlyAnnuity: 700, Occupied: true, Ages: [78] },
	};
	const cases = [
		{ id: 'notaryFees', published: '€\u00a019.080' },
		{ id: 'registrationRights', published: '€\u00a0183.125' },
		{ id: 'vat', published: '€\u00a0150.675' },
		{ id: 'deposit', published: '€\u00a03.675' },
		{ id: 'agencyCost', published: '€\u00a036.000' },
		{ id: 'lifeAnnuityBouquet', published: '€\u00a061.000' },
		{ id: 'lifeAnnuityMonthly', published: '€\u00a0700' },
	];
	test.each(cases)('$id: shown with a published price, hidden with a hidden one', ({ id, published }) => {
		expect(rowsOf(makeProperty({ PublishPrice: true, Financial: financial }))[id]).toBe(published);
		expect(rowsOf(makeProperty({ PublishPrice: false, Financial: financial }))[id]).toBeUndefined();
	});

	test('amounts that do not follow the price stay: charges, cadastral income, a life annuity\'s occupation and ages', () => {
		const rows = rowsOf(makeProperty({ PublishPrice: false, Financial: financial, Details: { CadastralIncome: 1250 } }));
		expect(rows.chargesOwner).toBe('€\u00a0120');
		expect(rows.cadastralIncome).toBe('€\u00a01.250');
		expect(rows.lifeAnnuityOccupied).toBe('detail.value.yes');
		expect(rows.lifeAnnuityAges).toBe('detail.unit.years(78)');
	});
});

describe('rental adverts state the charges per month (Woninghuurdecreet art. 9, CBL art. 218)', () => {
	const cases = [
		{ rule: "the renter's charges read per month", financial: { ChargesRenter: 245 }, id: 'chargesRenter', expected: 'detail.price.perMonth(€\u00a0245)' },
		{ rule: "the owner's charges keep a plain amount (their period is not known)", financial: { ChargesOwner: 120 }, id: 'chargesOwner', expected: '€\u00a0120' },
		{ rule: 'no charges, no row', financial: {}, id: 'chargesRenter', expected: undefined },
	];
	test.each(cases)('$rule', ({ financial, id, expected }) => {
		expect(rowsOf(makeProperty({ Goal: 1, Availability: { Status: 'for_rent' }, Financial: financial }))[id]).toBe(expected);
	});
});

describe('closed listings (sold, rented, sold out: `isClosed`) show no cost addressed to a future buyer or tenant, nor when one could move in', () => {
	const financial = { NotaryFees: 9_300, RegistrationRights: 78_000, VAT: 40_000, Deposit: 3_000, AgencyCost: 12_000, InventoryCost: 250, ChargesRenter: 245 };
	const costs = ['notaryFees', 'registrationRights', 'vat', 'deposit', 'agencyCost', 'inventoryCost', 'availability'];
	const cases = [
		{ status: 'for_sale', goal: 0, shown: true },
		{ status: 'under_offer', goal: 0, shown: true },
		{ status: 'for_rent', goal: 1, shown: true },
		{ status: 'sold', goal: 0, shown: false },
		{ status: 'rented', goal: 1, shown: false },
		{ status: 'sold_out', goal: 0, shown: false },
	] as const;
	test.each(cases)('$status: costs shown $shown', ({ status, goal, shown }) => {
		const rows = rowsOf(makeProperty({ Goal: goal, Availability: { Status: status, From: 'immediately' }, Financial: financial }));
		for (const id of costs) expect(rows[id] !== undefined, id).toBe(shown);
	});

	test('a closed listing keeps its price terms and charges as facts of the listing', () => {
		const rows = rowsOf(makeProperty({ Availability: { Status: 'sold' }, Financial: { ...financial, LifeAnnuity: { Bouquet: 61_000, MonthlyAnnuity: 700, Occupied: false, Ages: [80] } } }));
		expect(rows.lifeAnnuityBouquet).toBe('€\u00a061.000');
		expect(rows.chargesRenter).toBe('detail.price.perMonth(€\u00a0245)');
	});
});

describe('spec §5 address rule in the location group', () => {
	const box = makeProperty({ BoxNr: '3' });
	const cases = [
		{ rule: 'published: street line with box label', p: box, ctx: nl, address: 'Kerkstraat 12 detail.boxLabel 3', municipality: '9000 Gent' },
		{ rule: 'unpublished: no street, municipality only', p: makeProperty({ PublishAddress: false }), ctx: nl, address: undefined, municipality: '9000 Gent' },
		{ rule: 'unpublished with hideCity: nothing', p: makeProperty({ PublishAddress: false }), ctx: { ...nl, hideCity: true }, address: undefined, municipality: undefined },
		{ rule: 'published with hideCity: street and municipality', p: box, ctx: { ...nl, hideCity: true }, address: 'Kerkstraat 12 detail.boxLabel 3', municipality: '9000 Gent' },
	];
	test.each(cases)('$rule', ({ p, ctx, address, municipality }) => {
		const rows = rowsOf(p, ctx);
		expect(rows.address).toBe(address);
		expect(rows.municipality).toBe(municipality);
		expect(JSON.stringify(rows).includes('Kerkstraat')).toBe(address !== undefined);
	});

	test('the region of a Belgian postcode is named', () => {
		expect(rowsOf(makeProperty({ Zip: '4000' })).region).toBe('detail.value.region.wallonia');
		expect(rowsOf(makeProperty({ CountryID: 50, Zip: '4050' })).region).toBeUndefined();
	});
});

describe('labels and value texts are looked up once per translator and language', () => {
	const countingT = () => {
		const asked: string[] = [];
		const t = (key: string) => (asked.push(key), `${key}!`);
		return { t, asked };
	};
	const listing = makeProperty({ Details: { Bedrooms: 2, Facades: 4 } });

	test('a second listing in the same language asks the translator for no label or value text again', () => {
		const { t, asked } = countingT();
		const first = attributeGroups(listing, { locale: 'nl', t, hideCity: false, now: new Date('2026-06-15T10:00:00Z') });
		const askedFirst = asked.length;
		const second = attributeGroups(makeProperty({ Details: { Bedrooms: 3, Facades: 4 } }), { locale: 'nl', t, hideCity: false, now: new Date('2026-06-15T10:00:00Z') });
		expect(asked.slice(askedFirst).filter((key) => key.startsWith('detail.attr.') || key.startsWith('detail.value.facades.'))).toEqual([]);
		expect(second[0]?.rows.find((r) => r.id === 'facades')).toEqual(first[0]?.rows.find((r) => r.id === 'facades'));
		expect(second[0]?.rows.find((r) => r.id === 'bedrooms')).toEqual({ id: 'bedrooms', label: 'detail.attr.bedrooms!', value: '3' });
	});

	test('each language and each translator has its own texts', () => {
		const one = countingT();
		const other = (key: string) => `${key}?`;
		attributeGroups(listing, { locale: 'nl', t: one.t, hideCity: false, now: new Date('2026-06-15T10:00:00Z') });
		const fr = attributeGroups(listing, { locale: 'fr', t: one.t, hideCity: false, now: new Date('2026-06-15T10:00:00Z') });
		expect(one.asked.filter((key) => key === 'detail.attr.bedrooms')).toHaveLength(2);
		expect(fr[0]?.rows.find((r) => r.id === 'facades')?.value).toBe('detail.value.facades.open!');
		const byOther = attributeGroups(listing, { locale: 'nl', t: other, hideCity: false, now: new Date('2026-06-15T10:00:00Z') });
		expect(byOther[0]?.rows.find((r) => r.id === 'bedrooms')?.label).toBe('detail.attr.bedrooms?');
	});
});
