import { describe, expect, test } from 'vitest';
import { availableUnits, offeredPrices, priceRange, projectPrice, unitCountKey, unitRows, type UnitListing } from '../../../src/lib/projects/project-view.ts';

const nb = '\u00a0';
const labels = { startingFrom: 'vanaf', onRequest: 'Prijs op aanvraag', perMonth: 'per maand' };

describe('spec §3 project price range PriceMin–PriceMax', () => {
	test.each([
		{ min: 220000, max: 570000, goal: 0, expected: `€${nb}220.000 – €${nb}570.000` },
		{ min: 300000, max: 300000, goal: 0, expected: `€${nb}300.000` },
		{ min: 0, max: 450000, goal: 0, expected: `€${nb}450.000` },
		{ min: 500000, max: 0, goal: 0, expected: `€${nb}500.000` },
		{ min: 0, max: 0, goal: 0, expected: null },
		{ min: 1675, max: 2425, goal: 1, expected: `€${nb}1.675 – €${nb}2.425 per maand` },
		{ min: 570000, max: 220000, goal: 0, expected: `€${nb}220.000 – €${nb}570.000` },
	])('$min–$max goal $goal', ({ min, max, goal, expected }) => {
		expect(priceRange({ PriceMin: min, PriceMax: max, Goal: goal }, { perMonth: 'per maand' })).toBe(expected);
	});
});

describe("a project's shown price covers only the units still on offer, as its JSON-LD's aggregate offer (offeredPrices)", () => {
	const status = (Status: string, PublishPrice = true) => ({ PublishPrice, Availability: { Status } });
	const listings = new Map([[1, status('for_sale')], [2, status('for_sale')], [3, status('sold')], [4, status('for_sale', false)], [5, status('under_offer')]]);
	const listingOf = (id: number) => listings.get(id);
	const unit = (PropertyID: number, Price: number, Sold = false) => ({ PropertyID, Price, Sold });
	const cases = [
		{ rule: 'a sold unit is not the top of the range', goal: 0, units: [unit(1, 220000), unit(2, 395000), unit(3, 570000, true)], expected: { kind: 'range', text: `€${nb}220.000 – €${nb}395.000` } },
		{ rule: 'a unit under offer is not on offer', goal: 0, units: [unit(1, 220000), unit(5, 480000)], expected: { kind: 'range', text: `€${nb}220.000` } },
		{ rule: 'a rent range reads per month', goal: 1, units: [unit(1, 1675), unit(2, 2425), unit(3, 3000, true)], expected: { kind: 'range', text: `€${nb}1.675 – €${nb}2.425 per maand` } },
		{ rule: 'units on offer with private prices: on request', goal: 0, units: [unit(4, 300000), unit(3, 570000, true)], expected: { kind: 'onRequest' } },
		{ rule: 'no unit on offer: no price (sold out)', goal: 0, units: [unit(1, 200000, true), unit(3, 485000, true), unit(5, 300000)], expected: { kind: 'none' } },
		{ rule: 'no units in the export: its PriceMin–PriceMax', goal: 0, units: [], expected: { kind: 'range', text: `€${nb}200.000 – €${nb}485.000` } },
	];
	test.each(cases)('$rule', ({ goal, units, expected }) => {
		expect(projectPrice({ PriceMin: 200000, PriceMax: 485000, Goal: goal, Units: units }, listingOf, labels)).toEqual(expected);
	});
});

describe('spec §5 PriceUnit 7: a range with a "starting from" unit on offer says so, as the unit\'s row does', () => {
	const priced = (PriceUnit: number | null, Status = 'for_sale') => ({ PublishPrice: true, PriceUnit, Availability: { Status } });
	const listings = new Map([[1, priced(7)], [2, priced(7)], [3, priced(null)], [4, priced(7, 'sold')]]);
	const listingOf = (id: number) => listings.get(id);
	const unit = (PropertyID: number, Price: number, Sold = false) => ({ PropertyID, Price, Sold });
	test.each([
		{ rule: 'two minimum prices', goal: 0, units: [unit(1, 250000), unit(2, 300000)], expected: `vanaf €${nb}250.000 – €${nb}300.000` },
		{ rule: 'one minimum price among exact ones', goal: 0, units: [unit(3, 250000), unit(1, 300000)], expected: `vanaf €${nb}250.000 – €${nb}300.000` },
		{ rule: 'a single minimum price', goal: 0, units: [unit(1, 250000)], expected: `vanaf €${nb}250.000` },
		{ rule: 'a rent', goal: 1, units: [unit(1, 1200), unit(3, 1500)], expected: `vanaf €${nb}1.200 – €${nb}1.500 per maand` },
		{ rule: 'a sold minimum-price unit does not count', goal: 0, units: [unit(3, 250000), unit(4, 300000, true)], expected: `€${nb}250.000` },
		{ rule: 'exact prices only', goal: 0, units: [unit(3, 250000)], expected: `€${nb}250.000` },
	])('$rule', ({ goal, units, expected }) => {
		expect(projectPrice({ PriceMin: 0, PriceMax: 0, Goal: goal, Units: units }, listingOf, labels)).toEqual({ kind: 'range', text: expected });
	});
});

describe('spec §3 project units: floor, price by the price rule, sold status', () => {
	const listing = (ID: number, Status: string, PublishPrice = true, PriceUnit: number | null = null): UnitListing => ({ ID, PublishPrice, PriceUnit, Availability: { Status } });
	const listings = new Map([
		[1, listing(1, 'for_sale')],
		[2, listing(2, 'sold')],
		[3, listing(3, 'under_offer', false)],
		[4, listing(4, 'for_sale', true, 7)],
	]);
	const units = [
		{ PropertyID: 3, Floor: 2, Price: 400000, Sold: false },
		{ PropertyID: 2, Floor: 1, Price: 570000, Sold: true },
		{ PropertyID: 1, Floor: 0, Price: 220000, Sold: false },
		{ PropertyID: 4, Floor: 1, Price: 300000, Sold: false },
		{ PropertyID: 9, Floor: 3, Price: 100000, Sold: false },
	];
	test('sale project: ordered by floor then price, price rule and states', () => {
		expect(unitRows({ Goal: 0, Units: units }, listings, labels)).toEqual([
			{ propertyId: 1, floor: 0, price: `€${nb}220.000`, charges: null, state: 'available', hasListing: true },
			{ propertyId: 4, floor: 1, price: `vanaf €${nb}300.000`, charges: null, state: 'available', hasListing: true },
			{ propertyId: 2, floor: 1, price: `€${nb}570.000`, charges: null, state: 'sold', hasListing: true },
			{ propertyId: 3, floor: 2, price: 'Prijs op aanvraag', charges: null, state: 'under_offer', hasListing: true },
			{ propertyId: 9, floor: 3, price: `€${nb}100.000`, charges: null, state: 'available', hasListing: false },
		]);
	});
	test('rent project: an amount is per month, like the range; on request stays as it is', () => {
		const rows = unitRows({ Goal: 1, Units: [units[2]!, units[0]!, units[3]!] }, listings, labels);
		expect(rows.map((row) => row.price)).toEqual([`€${nb}220.000 per maand`, `vanaf €${nb}300.000 per maand`, 'Prijs op aanvraag']);
	});
	test('rent project: a unit with charges states them after its rent, as a rental advert must (Woninghuurdecreet art. 9)', () => {
		const withCharges = new Map([[1, { ...listing(1, 'for_rent'), Financial: { ChargesRenter: 145 } }], [2, listing(2, 'for_rent')]]);
		const rows = unitRows(
			{ Goal: 1, Units: [{ PropertyID: 1, Floor: 0, Price: 2250, Sold: false }, { PropertyID: 2, Floor: 1, Price: 1850, Sold: false }] },
			withCharges,
			{ ...labels, charges: '+ {{charges}} lasten per maand' },
		);
		expect(rows.map((row) => [row.price, row.charges])).toEqual([
			[`€${nb}2.250 per maand`, `+ €${nb}145 lasten per maand`],
			[`€${nb}1.850 per maand`, null],
		]);
	});
	test('a sold unit of a project for rent is rented', () => {
		expect(unitRows({ Goal: 1, Units: [{ PropertyID: 2, Floor: 0, Price: 900, Sold: true }] }, listings, labels)[0]?.state).toBe('rented');
	});
	test('a unit priced 0 or with an unreadable price reads "on request", as its card and page do (spec §5: a failed price is never shown)', () => {
		const rows = unitRows(
			{ Goal: 0, Units: [{ PropertyID: 1, Floor: 0, Price: 0, Sold: false }, { PropertyID: 4, Floor: 1, Price: Number.NaN, Sold: false }] },
			listings,
			labels,
		);
		expect(rows.map((row) => row.price)).toEqual(['Prijs op aanvraag', 'Prijs op aanvraag']);
		expect(unitRows({ Goal: 1, Units: [{ PropertyID: 1, Floor: 0, Price: 0, Sold: false }] }, listings, labels)[0]).toMatchObject({ price: 'Prijs op aanvraag', charges: null });
	});
	test('available units are the ones the table calls available: not sold, not under option', () => {
		const statusOf = (id: number) => listings.get(id)?.Availability.Status;
		expect(unitRows({ Goal: 0, Units: units }, listings, labels).filter((row) => row.state === 'available')).toHaveLength(3);
		expect(availableUnits(units, statusOf)).toBe(3);
		expect(availableUnits([], statusOf)).toBe(0);
	});
});

describe('project unit count: its own wording for none and for one available unit ("1 unité disponible", "Aucune unité"), for a project of one unit, and none without units', () => {
	test.each([
		{ available: 0, total: 5, expected: 'project.unitCount.none' },
		{ available: 1, total: 5, expected: 'project.unitCount.one' },
		{ available: 2, total: 5, expected: 'project.unitCount.other' },
		{ available: 12, total: 20, expected: 'project.unitCount.other' },
		{ available: 1, total: 1, expected: 'project.unitCount.single.available' },
		{ available: 0, total: 1, expected: 'project.unitCount.single.taken' },
		{ available: 0, total: 0, expected: null },
	] as const)('$available of $total available -> $expected', ({ available, total, expected }) => {
		expect(unitCountKey(available, total)).toBe(expected);
	});
});

describe('project offers: the published prices of the units counted as available', () => {
	const units = [
		{ PropertyID: 1, Price: 680000, Sold: true },
		{ PropertyID: 2, Price: 480000, Sold: false },
		{ PropertyID: 3, Price: 380000, Sold: false },
		{ PropertyID: 4, Price: 420000, Sold: false },
		{ PropertyID: 5, Price: 999000, Sold: false },
		{ PropertyID: 6, Price: 300000, Sold: false },
	];
	const listings: Record<number, { PublishPrice: boolean; Availability: { Status: string } }> = {
		1: { PublishPrice: true, Availability: { Status: 'sold' } },
		2: { PublishPrice: true, Availability: { Status: 'for_sale' } },
		3: { PublishPrice: true, Availability: { Status: 'for_sale' } },
		4: { PublishPrice: true, Availability: { Status: 'under_offer' } },
		5: { PublishPrice: false, Availability: { Status: 'for_sale' } },
	};
	test('sold, under offer and unpublished prices are left out; a unit without a listing counts as published', () => {
		expect(offeredPrices(units, (id) => listings[id])).toEqual([480000, 380000, 300000]);
	});
});
