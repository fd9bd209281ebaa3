import { describe, expect, test } from 'vitest';
import { attributeGroups } from '../../../src/lib/detail/attributes.ts';
import { costNoteKeys, costNoteOf, hasEstimatedCosts, isOccupiedLifeAnnuity, type CostNote } from '../../../src/lib/detail/cost-note.ts';
import { dictionaries } from '../../../src/i18n/t.ts';
import { locales } from '../../../i18n/locales.ts';
import type { Property } from '../../../src/schemas/property.ts';
import { fakeT, makeProperty } from './fixture.ts';

const financialOf = (overrides: Partial<Property>) =>
	attributeGroups(makeProperty(overrides), { locale: 'nl', t: fakeT, hideCity: false, now: new Date('2026-06-15T10:00:00Z') }).find((g) => g.id === 'financial');

describe('the financial block notes that notary fees and registration duties are estimates for an assumed buyer', () => {
	const cases = [
		{ rule: 'a sale with registration duties', p: { Financial: { RegistrationRights: 7_900 } }, note: true },
		{ rule: 'a sale with notary fees only (a new build pays VAT)', p: { Financial: { NotaryFees: 6_000, VAT: 46_200 } }, note: true },
		{ rule: 'a rental (deposit and charges only)', p: { Goal: 1, Availability: { Status: 'for_rent' as const }, Financial: { Deposit: 4_650, ChargesRenter: 245 } }, note: false },
		{ rule: 'a hidden price hides the estimates, and the note with them', p: { PublishPrice: false, Financial: { NotaryFees: 6_000, RegistrationRights: 7_900 } }, note: false },
		{ rule: 'a sold listing shows no estimates, and no note', p: { Availability: { Status: 'sold' as const }, Financial: { NotaryFees: 6_000, RegistrationRights: 7_900 } }, note: false },
		{ rule: 'no financial block', p: {}, note: false },
	];
	test.each(cases)('$rule: note $note', ({ p, note }) => {
		expect(hasEstimatedCosts(financialOf(p))).toBe(note);
	});
});

describe('the note fits what the block shows: own-home duties, full-rate duties or VAT', () => {
	const duties = { NotaryFees: 8_700, RegistrationRights: 75_000 };
	const vat = { NotaryFees: 4_140, VAT: 46_200 };
	const cases: { rule: string; p: Partial<Property>; note: CostNote | null }[] = [
		{ rule: 'duties on a house: the own-home rate may apply, the figure depends on the buyer', p: { WebID: 2, WebIDs: '2', Financial: duties }, note: 'home' },
		{ rule: 'duties on an apartment', p: { WebID: 1, WebIDs: '1', Financial: duties }, note: 'home' },
		{ rule: 'duties on an exceptional property (a home)', p: { WebID: 8, WebIDs: '8', Financial: duties }, note: 'home' },
		{ rule: 'duties on building land: the own-home rate also reaches land to build one\'s home on', p: { WebID: 7, WebIDs: '7', Energy: { Status: 'not_applicable' }, Financial: duties }, note: 'home' },
		{ rule: 'duties on offices and shops (1004, Brussels office at 12.5 %): no own-home rate', p: { WebID: 4, WebIDs: '4', Zip: '1170', Financial: duties }, note: 'fullRate' },
		{ rule: 'duties on an investment property: no own-home rate', p: { WebID: 5, WebIDs: '5', Financial: duties }, note: 'fullRate' },
		{ rule: 'duties on a semi-industrial building: no own-home rate', p: { WebID: 6, WebIDs: '6', Financial: duties }, note: 'fullRate' },
		{ rule: 'duties on a business takeover: no own-home rate', p: { WebID: 3, WebIDs: '3', Financial: duties }, note: 'fullRate' },
		{ rule: 'duties on a shop that is also a house (WebIDs 4,2): the home may get the own-home rate', p: { WebID: 4, WebIDs: '4,2', Financial: duties }, note: 'home' },
		{ rule: 'a new build under VAT (1127: notary fees and VAT, no duties): VAT replaces the duties', p: { WebID: 1, WebIDs: '1', Financial: vat }, note: 'vat' },
		{ rule: 'an office sold new under VAT', p: { WebID: 4, WebIDs: '4', Financial: vat }, note: 'vat' },
		{ rule: 'a Luxembourg new build under VAT (1025): who will live in it may apply for the reduced rate', p: { WebID: 1, WebIDs: '1', CountryID: 50, Zip: '1470', Financial: vat }, note: 'vatLuxembourg' },
		{ rule: 'a Luxembourg house under VAT', p: { WebID: 2, WebIDs: '2', CountryID: 50, Zip: '4001', Financial: vat }, note: 'vatLuxembourg' },
		{ rule: 'a Luxembourg office under VAT: no reduced rate for an office on application, the VAT note', p: { WebID: 4, WebIDs: '4', CountryID: 50, Zip: '1470', Financial: vat }, note: 'vat' },
		{ rule: 'Luxembourg with registration duties: the duties\' note', p: { WebID: 1, WebIDs: '1', CountryID: 50, Zip: '1470', Financial: duties }, note: 'home' },
		{ rule: 'VAT on the building and duties on the land: the duties\' note', p: { WebID: 2, WebIDs: '2', Financial: { ...vat, RegistrationRights: 12_000 } }, note: 'home' },
		{ rule: 'VAT alone (no estimate shown): no note', p: { WebID: 1, WebIDs: '1', Financial: { VAT: 46_200 } }, note: null },
		{ rule: 'notary fees alone on an office: the type decides', p: { WebID: 4, WebIDs: '4', Financial: { NotaryFees: 8_700 } }, note: 'fullRate' },
		{ rule: 'a rental: no note', p: { WebID: 4, WebIDs: '4', Goal: 1, Availability: { Status: 'for_rent' }, Financial: { Deposit: 4_650 } }, note: null },
		{ rule: 'a hidden price: no note', p: { WebID: 4, WebIDs: '4', PublishPrice: false, Financial: duties }, note: null },
	];
	test.each(cases)('$rule: $note', ({ p, note }) => {
		expect(costNoteOf(makeProperty(p), financialOf(p))).toBe(note);
	});
});

describe('Brussels: the abatement on a sole own home applies only up to a price of €600,000 (since 1 April 2023), so above it the note promises no lower duties', () => {
	const duties = { NotaryFees: 9_720, RegistrationRights: 85_625 };
	const cases: { rule: string; p: Partial<Property>; note: CostNote | null }[] = [
		{ rule: 'a Brussels house at €685,000 (1061, Elsene): every buyer pays 12.5 % of the whole price', p: { WebID: 2, WebIDs: '2', Zip: '1050', Price: 685_000, Financial: duties }, note: 'brusselsAbovePriceCap' },
		{ rule: 'a Brussels house at €835,000 (1079, Anderlecht)', p: { WebID: 2, WebIDs: '2', Zip: '1070', Price: 835_000, Financial: duties }, note: 'brusselsAbovePriceCap' },
		{ rule: 'a Brussels house at €625,000 (1036, Vorst, under offer)', p: { WebID: 2, WebIDs: '2', Zip: '1190', Price: 625_000, Availability: { Status: 'under_offer' }, Financial: duties }, note: 'brusselsAbovePriceCap' },
		{ rule: 'a Brussels apartment at €600,001: just above the cap', p: { WebID: 1, WebIDs: '1', Zip: '1000', Price: 600_001, Financial: duties }, note: 'brusselsAbovePriceCap' },
		{ rule: 'a Brussels exceptional property above the cap', p: { WebID: 8, WebIDs: '8,2', Zip: '1200', Price: 1_465_000, Financial: duties }, note: 'brusselsAbovePriceCap' },
		{ rule: 'a Brussels apartment at exactly €600,000: the abatement applies, the own-home note', p: { WebID: 1, WebIDs: '1', Zip: '1000', Price: 600_000, Financial: duties }, note: 'home' },
		{ rule: 'a Brussels house at €490,000 (1011, Ukkel): the own-home note', p: { WebID: 2, WebIDs: '2', Zip: '1180', Price: 490_000, Financial: duties }, note: 'home' },
		{ rule: 'a Flemish house at €685,000: no price cap on the 2 %, the own-home note', p: { WebID: 2, WebIDs: '2', Zip: '9000', Price: 685_000, Financial: duties }, note: 'home' },
		{ rule: 'a Walloon house at €685,000: no price cap on the 3 %, the own-home note', p: { WebID: 2, WebIDs: '2', Zip: '4000', Price: 685_000, Financial: duties }, note: 'home' },
		{ rule: 'a Luxembourg house at €685,000 whose postcode looks like Brussels\' (1050): not Brussels', p: { WebID: 2, WebIDs: '2', CountryID: 50, Zip: '1050', Price: 685_000, Financial: duties }, note: 'home' },
		{ rule: 'a Brussels office above the cap: the type decides, the full-rate note', p: { WebID: 4, WebIDs: '4', Zip: '1050', Price: 685_000, Financial: duties }, note: 'fullRate' },
		{ rule: 'a Brussels new build above the cap under VAT: the VAT note', p: { WebID: 1, WebIDs: '1', Zip: '1050', Price: 680_000, Financial: { NotaryFees: 9_660, VAT: 142_800 } }, note: 'vat' },
		{ rule: 'a Brussels house above the cap with a hidden price: no note', p: { WebID: 2, WebIDs: '2', Zip: '1050', Price: 685_000, PublishPrice: false, Financial: duties }, note: null },
	];
	test.each(cases)('$rule: $note', ({ p, note }) => {
		expect(costNoteOf(makeProperty(p), financialOf(p))).toBe(note);
	});
});

describe('an occupied life annuity pays the full rate: the own-home rates need the buyer to acquire full ownership and live there, which the seller\'s right to stay rules out', () => {
	const annuity = (Occupied: boolean) => ({ Bouquet: 61_000, MonthlyAnnuity: 700, Occupied, Ages: [82, 79] });
	const duties = { NotaryFees: 6_240, RegistrationRights: 49_375 };
	const cases: { rule: string; p: Partial<Property>; note: CostNote | null }[] = [
		{ rule: 'a Walloon apartment sold as an occupied life annuity (1033, Verviers)', p: { WebID: 1, WebIDs: '1', Zip: '4800', Price: 395_000, Financial: { ...duties, LifeAnnuity: annuity(true) } }, note: 'fullRate' },
		{ rule: 'a Flemish house, occupied annuity', p: { WebID: 2, WebIDs: '2', Zip: '9000', Financial: { ...duties, LifeAnnuity: annuity(true) } }, note: 'fullRate' },
		{ rule: 'a Brussels house below the cap, occupied annuity: no abatement either', p: { WebID: 2, WebIDs: '2', Zip: '1180', Price: 490_000, Financial: { ...duties, LifeAnnuity: annuity(true) } }, note: 'fullRate' },
		{ rule: 'a Brussels house above the cap, occupied annuity: the full-rate note', p: { WebID: 2, WebIDs: '2', Zip: '1050', Price: 685_000, Financial: { ...duties, LifeAnnuity: annuity(true) } }, note: 'fullRate' },
		{ rule: 'a free life annuity (the buyer may move in): the own-home note', p: { WebID: 1, WebIDs: '1', Zip: '4800', Price: 395_000, Financial: { ...duties, LifeAnnuity: annuity(false) } }, note: 'home' },
		{ rule: 'an occupied annuity on a new build under VAT (1013, Bastenaken): the VAT note', p: { WebID: 2, WebIDs: '2', Zip: '6600', Price: 410_000, Financial: { NotaryFees: 6_420, VAT: 86_100, LifeAnnuity: annuity(true) } }, note: 'vat' },
	];
	test.each(cases)('$rule: $note', ({ p, note }) => {
		expect(costNoteOf(makeProperty(p), financialOf(p))).toBe(note);
	});
	test.each([
		{ rule: 'occupied', financial: { LifeAnnuity: annuity(true) }, expected: true },
		{ rule: 'free', financial: { LifeAnnuity: annuity(false) }, expected: false },
		{ rule: 'no annuity', financial: { NotaryFees: 6_240 }, expected: false },
		{ rule: 'no financial block', financial: undefined, expected: false },
	])('isOccupiedLifeAnnuity: $rule -> $expected', ({ financial, expected }) => {
		expect(isOccupiedLifeAnnuity({ Financial: financial })).toBe(expected);
	});
});

describe('each note is a UI string in every language, and says what its case is about', () => {
	const words = {
		nl: { home: 'enige eigen woning', fullRate: 'volle tarief', brusselsAbovePriceCap: 'alleen tot een prijs van €\u00a0600.000', vat: 'btw', vatLuxembourg: 'verlaagde btw-tarief' },
		fr: { home: 'habitation propre et unique', fullRate: 'taux plein', brusselsAbovePriceCap: 'que jusqu’à un prix de 600\u00a0000\u00a0€', vat: 'TVA', vatLuxembourg: 'taux de TVA réduit' },
		en: { home: 'sole own home', fullRate: 'full rate', brusselsAbovePriceCap: 'only up to a price of €600,000', vat: 'VAT', vatLuxembourg: 'reduced VAT rate' },
		de: { home: 'einzige selbst bewohnte Wohnung', fullRate: 'vollen Satz', brusselsAbovePriceCap: 'nur bis zu einem Preis von 600.000\u00a0€', vat: 'Mehrwertsteuer', vatLuxembourg: 'ermäßigten Mehrwertsteuersatz' },
	} as const;
	const notes = Object.keys(costNoteKeys) as CostNote[];
	test.each(locales.flatMap((locale) => notes.map((note) => ({ locale, note }))))('$locale $note', ({ locale, note }) => {
		expect(dictionaries[locale][costNoteKeys[note]]).toContain(words[locale][note]);
	});
	test.each(locales)('%s: the VAT note does not speak of an own-home rate, which VAT does not have', (locale) => {
		const text = dictionaries[locale][costNoteKeys.vat]!;
		expect(text).not.toContain(words[locale].home);
		expect(text).toContain(words[locale].vat);
	});
	test.each(locales)('%s: no VAT note says the VAT is the same for every buyer (Belgium\'s 6 % on a rebuilt sole own home since 1 July 2025, Luxembourg\'s 3 %); the Belgian one says a reduced rate may apply', (locale) => {
		const same = { nl: 'voor elke koper dezelfde', fr: 'la même pour tout acheteur', en: 'the same whoever buys', de: 'für jeden Käufer gleich' }[locale];
		const reduced = { nl: 'verlaagd tarief', fr: 'taux réduit', en: 'reduced rate', de: 'ermäßigter Satz' }[locale];
		expect(dictionaries[locale][costNoteKeys.vat]).not.toContain(same);
		expect(dictionaries[locale][costNoteKeys.vat]).toContain(reduced);
		expect(dictionaries[locale][costNoteKeys.vatLuxembourg]).not.toContain(same);
	});
	test.each(locales)('%s: the full-rate note, also shown for an occupied life annuity or a house, does not blame the type of property', (locale) => {
		const type = { nl: 'type pand', fr: 'type de bien', en: 'type of property', de: 'Immobilienart' }[locale];
		expect(dictionaries[locale][costNoteKeys.fullRate]).not.toContain(type);
	});
	test.each(locales)('%s: the Brussels note does not say a sole own home pays less, and says every buyer pays the full rate', (locale) => {
		const text = dictionaries[locale][costNoteKeys.brusselsAbovePriceCap]!;
		const less = { nl: 'minder registratierechten', fr: 'moins de droits', en: 'pay less', de: 'weniger' }[locale];
		expect(dictionaries[locale][costNoteKeys.home]).toContain(less);
		expect(text).not.toContain(less);
		expect(text).toContain(words[locale].fullRate);
	});
});
