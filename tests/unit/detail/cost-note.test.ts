import { describe, expect, test } from 'vitest';
import { attributeGroups } from '../../../src/lib/detail/attributes.ts';
import { costNoteKeys, costNoteOf, hasEstimatedCosts, type CostNote } from '../../../src/lib/detail/cost-note.ts';
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
		{ rule: 'a new build under VAT (1127: notary fees and VAT, no duties): VAT is the same for every buyer', p: { WebID: 1, WebIDs: '1', Financial: vat }, note: 'vat' },
		{ rule: 'an office sold new under VAT', p: { WebID: 4, WebIDs: '4', Financial: vat }, note: 'vat' },
		{ rule: 'a Luxembourg new build under VAT (1025): who will live in it may apply for the reduced rate', p: { WebID: 1, WebIDs: '1', CountryID: 50, Zip: '1470', Financial: vat }, note: 'vatLuxembourg' },
		{ rule: 'a Luxembourg house under VAT', p: { WebID: 2, WebIDs: '2', CountryID: 50, Zip: '4001', Financial: vat }, note: 'vatLuxembourg' },
		{ rule: 'a Luxembourg office under VAT: no reduced rate for an office, the same VAT for every buyer', p: { WebID: 4, WebIDs: '4', CountryID: 50, Zip: '1470', Financial: vat }, note: 'vat' },
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

describe('each note is a UI string in every language, and says what its case is about', () => {
	const words = {
		nl: { home: 'enige eigen woning', fullRate: 'volle tarief', vat: 'btw', vatLuxembourg: 'verlaagde btw-tarief' },
		fr: { home: 'habitation propre et unique', fullRate: 'taux plein', vat: 'TVA', vatLuxembourg: 'taux de TVA réduit' },
		en: { home: 'sole own home', fullRate: 'full rate', vat: 'VAT', vatLuxembourg: 'reduced VAT rate' },
		de: { home: 'einzige selbst bewohnte Wohnung', fullRate: 'vollen Satz', vat: 'Mehrwertsteuer', vatLuxembourg: 'ermäßigten Mehrwertsteuersatz' },
	} as const;
	test.each(locales.flatMap((locale) => (['home', 'fullRate', 'vat', 'vatLuxembourg'] as const).map((note) => ({ locale, note }))))('$locale $note', ({ locale, note }) => {
		expect(dictionaries[locale][costNoteKeys[note]]).toContain(words[locale][note]);
	});
	test.each(locales)('%s: the VAT note does not speak of an own-home rate, which VAT does not have', (locale) => {
		const text = dictionaries[locale][costNoteKeys.vat]!;
		expect(text).not.toContain(words[locale].home);
		expect(text).toContain(words[locale].vat);
	});
	test.each(locales)('%s: the Luxembourg VAT note does not say the VAT is the same for every buyer', (locale) => {
		const same = { nl: 'voor elke koper dezelfde', fr: 'la même pour tout acheteur', en: 'the same whoever buys', de: 'für jeden Käufer gleich' }[locale];
		expect(dictionaries[locale][costNoteKeys.vat]).toContain(same);
		expect(dictionaries[locale][costNoteKeys.vatLuxembourg]).not.toContain(same);
	});
});
