import { describe, expect, test } from 'vitest';
import { brusselsAbatement, newBuildVat, registrationDuty } from '../../../../src/cli/data-gen/registration-duty.ts';
import { brusselsAbatementPriceCap } from '../../../../src/lib/detail/cost-note.ts';

describe('demo data registration duties (2025-2026): rate by region and kind, own home for WebID 1 and 2', () => {
	const cases = [
		{ rule: 'Flemish house, sole own home: 2 %', price: 400_000, region: 'flanders', webId: 2, expected: 8_000 },
		{ rule: 'Flemish apartment, sole own home: 2 %', price: 250_000, region: 'flanders', webId: 1, expected: 5_000 },
		{ rule: 'Flemish shop: 12 %', price: 710_000, region: 'flanders', webId: 4, expected: 85_200 },
		{ rule: 'Flemish land: 12 %', price: 150_000, region: 'flanders', webId: 7, expected: 18_000 },
		{ rule: 'Flemish exceptional property: 12 %', price: 1_000_000, region: 'flanders', webId: 8, expected: 120_000 },
		{ rule: 'Walloon house, own home: 3 %', price: 300_000, region: 'wallonia', webId: 2, expected: 9_000 },
		{ rule: 'Walloon shop: 12.5 %', price: 620_000, region: 'wallonia', webId: 4, expected: 77_500 },
		{ rule: 'Brussels house up to €600,000: 12.5 % after the €200,000 abatement', price: 490_000, region: 'brussels', webId: 2, expected: 36_250 },
		{ rule: 'Brussels apartment at exactly €600,000: abatement', price: 600_000, region: 'brussels', webId: 1, expected: 50_000 },
		{ rule: 'Brussels apartment below €200,000: no duty', price: 180_000, region: 'brussels', webId: 1, expected: 0 },
		{ rule: 'Brussels house above €600,000: 12.5 % of the whole price', price: 600_001, region: 'brussels', webId: 2, expected: 75_000 },
		{ rule: 'Brussels office: 12.5 %, no abatement', price: 490_000, region: 'brussels', webId: 4, expected: 61_250 },
		{ rule: 'Luxembourg house: 7 %', price: 800_000, region: 'luxembourg', webId: 2, expected: 56_000 },
	] as const;
	test.each(cases)('$rule', ({ price, region, webId, expected }) => {
		expect(registrationDuty({ price, region, webId, occupied: false })).toBe(expected);
	});
});

describe('an occupied life annuity (the seller keeps living in the home) pays the full rate: the own-home rates and the Brussels abatement need the buyer to acquire full ownership and live there', () => {
	const cases = [
		{ rule: 'Walloon apartment, occupied annuity (1033): 12.5 %, not 3 %', price: 395_000, region: 'wallonia', webId: 1, expected: 49_375 },
		{ rule: 'Flemish house, occupied annuity: 12 %, not 2 %', price: 400_000, region: 'flanders', webId: 2, expected: 48_000 },
		{ rule: 'Brussels house up to €600,000, occupied annuity: 12.5 % of the whole price, no abatement', price: 490_000, region: 'brussels', webId: 2, expected: 61_250 },
		{ rule: 'Walloon shop, occupied annuity: the full rate it pays anyway', price: 620_000, region: 'wallonia', webId: 4, expected: 77_500 },
		{ rule: 'Luxembourg house, occupied annuity: 7 %, one rate for every kind', price: 800_000, region: 'luxembourg', webId: 2, expected: 56_000 },
	] as const;
	test.each(cases)('$rule', ({ price, region, webId, expected }) => {
		expect(registrationDuty({ price, region, webId, occupied: true })).toBe(expected);
	});
});

test('the demo data\'s Brussels price cap is the one the listing page\'s note states (€600,000 since 1 April 2023)', () => {
	expect(brusselsAbatement.priceCap).toBe(brusselsAbatementPriceCap);
});

describe('a new build pays VAT instead: the standard rate of its country on the whole price, land and building sold under VAT (Belgium 21 %, Luxembourg 17 %)', () => {
	const cases = [
		{ rule: 'Flemish new build: 21 %', price: 220_000, region: 'flanders', expected: 46_200 },
		{ rule: 'Brussels new build: 21 %', price: 395_000, region: 'brussels', expected: 82_950 },
		{ rule: 'Walloon new build: 21 %', price: 287_500, region: 'wallonia', expected: 60_375 },
		{ rule: 'Luxembourg new build (1025, Esch-sur-Alzette): 17 %, not Belgium\'s 21 %', price: 560_000, region: 'luxembourg', expected: 95_200 },
	] as const;
	test.each(cases)('$rule: $price -> $expected', ({ price, region, expected }) => {
		expect(newBuildVat(price, region)).toBe(expected);
	});
});
