import { describe, expect, test } from 'vitest';
import type { Locale } from '../../../i18n/locales.ts';
import { filterFieldsOf, listMembers, shownFilterFieldsOf } from '../../../src/lib/listing/list-members.ts';
import { cityOptions } from '../../../src/lib/listing/options.ts';

type Row = { ID: number; Language: Locale; Goal: number; Status: string };
const r = (ID: number, Language: Locale, Goal: number, Status = Goal === 0 ? 'for_sale' : 'for_rent'): Row => ({ ID, Language, Goal, Status });

describe('spec §2 /for-sale/ and /for-rent/: which listings a list shows, in which record', () => {
	test.each<{ rule: string; records: Row[]; goal: 'sale' | 'rent'; locale: Locale; expected: [number, Locale][] }>([
		{ rule: 'Goal 0 is the sale list', records: [r(1, 'nl', 0), r(2, 'nl', 1)], goal: 'sale', locale: 'nl', expected: [[1, 'nl']] },
		{ rule: 'any other Goal is the rent list', records: [r(1, 'nl', 0), r(2, 'nl', 1), r(3, 'nl', 2)], goal: 'rent', locale: 'nl', expected: [[2, 'nl'], [3, 'nl']] },
		{ rule: 'sold, under offer and sold out listings stay on the list', records: [r(1, 'nl', 0, 'sold'), r(2, 'nl', 0, 'under_offer'), r(3, 'nl', 0, 'sold_out')], goal: 'sale', locale: 'nl', expected: [[1, 'nl'], [2, 'nl'], [3, 'nl']] },
		{ rule: 'rented listings stay on the rent list', records: [r(1, 'nl', 1, 'rented')], goal: 'rent', locale: 'nl', expected: [[1, 'nl']] },
		{ rule: 'the record in the page language is shown, once per listing', records: [r(1, 'nl', 0), r(1, 'fr', 0), r(1, 'en', 0)], goal: 'sale', locale: 'fr', expected: [[1, 'fr']] },
		{ rule: 'the Dutch record stands in for a missing one', records: [r(1, 'nl', 0), r(2, 'nl', 0), r(2, 'de', 0)], goal: 'sale', locale: 'de', expected: [[1, 'nl'], [2, 'de']] },
		{ rule: 'a listing without a Dutch record is on no list', records: [r(1, 'fr', 0)], goal: 'sale', locale: 'fr', expected: [] },
		{ rule: 'the Dutch record decides the goal', records: [r(1, 'nl', 0), r(1, 'fr', 1)], goal: 'rent', locale: 'fr', expected: [] },
	])('$rule', ({ records, goal, locale, expected }) => {
		expect(listMembers(records, goal, locale).map((m) => [m.ID, m.Language])).toEqual(expected);
	});
});

describe('spec §2 list filter: a listing matches on its city, zip and every WebID', () => {
	test.each([
		{ record: { City: 'Gent', Zip: '9000', WebIDs: '2' }, expected: { city: 'Gent', zip: '9000', webIds: [2] } },
		{ record: { City: 'Liège', Zip: '4000', WebIDs: '8,2' }, expected: { city: 'Liège', zip: '4000', webIds: [8, 2] } },
	])('$record.WebIDs in $record.City', ({ record, expected }) => {
		expect(filterFieldsOf(record)).toEqual(expected);
	});
});

describe('spec §5 address rule with the city hidden: a list tells nothing of where an unpublished address is', () => {
	const listing = (PublishAddress: boolean) => ({ City: 'Bastenaken', Zip: '6600', WebIDs: '2', PublishAddress });
	test.each([
		{ rule: 'published address, city hidden: the city stays', published: true, hideCity: true, expected: { city: 'Bastenaken', zip: '6600', webIds: [2] } },
		{ rule: 'unpublished address, city shown: the city stays', published: false, hideCity: false, expected: { city: 'Bastenaken', zip: '6600', webIds: [2] } },
		{ rule: 'unpublished address, city hidden: no city, no zip', published: false, hideCity: true, expected: { city: '', zip: '', webIds: [2] } },
	])('$rule', ({ published, hideCity, expected }) => {
		expect(shownFilterFieldsOf(listing(published), hideCity)).toEqual(expected);
	});

	test('such a listing is in no city choice or count', () => {
		const items = [shownFilterFieldsOf(listing(false), true), shownFilterFieldsOf({ ...listing(true), City: 'Gent', Zip: '9000' }, true)];
		expect(cityOptions(items, 'nl')).toEqual([{ name: 'Gent', zip: '9000', count: 1 }]);
	});
});
