import { describe, expect, test } from 'vitest';
import { findFact, lookupFact } from '../../../src/lib/requests/facts-source.ts';
import { factFileCount, factFileOf, factFilePath, factIn, listingDeposit, listingFacts, readFactsFile, splitFacts, type FactProperty, type ListingFact } from '../../../src/lib/requests/listing-facts.ts';

/**
 * The listing facts a receipt names (reference, title, page and public address; spec §5 address
 * rule: the street only where PublishAddress is true), written by the build and read by the
 * request functions from the deploy.
 */

const listing = (overrides: Partial<FactProperty>): FactProperty => ({
	ID: 1042,
	Language: 'nl',
	Title: 'Lichtrijk appartement',
	RecordFile: 'IDL-1042',
	PublishAddress: true,
	Street: 'Kapelstraat',
	HouseNumber: '154',
	BoxNr: null,
	Zip: '1800',
	City: 'Vilvoorde',
	Goal: 0,
	Price: 349000,
	PublishPrice: true,
	...overrides,
});
const pathOf = (record: 'property' | 'project', id: number) => (id === 9 ? null : `/${record}/x/${id}/`);

describe('facts of a language', () => {
	test.each([
		{ label: 'a published address: street line, postcode and city', record: listing({}), expected: { reference: 'IDL-1042', title: 'Lichtrijk appartement', path: '/property/x/1042/', address: 'Kapelstraat 154, 1800 Vilvoorde' } },
		{ label: 'a box number after the postal word of the language', record: listing({ BoxNr: '3' }), expected: { address: 'Kapelstraat 154 bus 3, 1800 Vilvoorde' } },
		{ label: 'an address that is not published: none (spec §5)', record: listing({ PublishAddress: false }), expected: { address: null } },
		{ label: 'a published address without a street: none', record: listing({ Street: '' }), expected: { address: null } },
		{ label: 'for rent with a published price: the rent a rental application is made against', record: listing({ Goal: 1, Price: 1225 }), expected: { rent: 1225 } },
	])('$label', ({ record, expected }) => {
		expect(listingFacts([record], [], { locale: 'nl', pathOf, boxLabel: 'bus' }).property['1042']).toMatchObject(expected);
	});

	test.each([
		{ label: 'for sale', record: listing({}) },
		{ label: 'for rent, price not published', record: listing({ Goal: 1, PublishPrice: false }) },
	])('no rent in the facts of a listing without a rental application: $label', ({ record }) => {
		expect(listingFacts([record], [], { locale: 'nl', pathOf, boxLabel: 'bus' }).property['1042']).not.toHaveProperty('rent');
	});

	test.each([
		{ label: 'for sale: its goal, state and published price', record: listing({ Availability: { Status: 'under_offer' } }), expected: { goal: 'sale', status: 'under_offer', price: 349000 } },
		{ label: 'a price from PriceUnit 7: starting from', record: listing({ PriceUnit: 7 }), expected: { price: 349000, startingFrom: true } },
		{ label: 'for rent: the deposit the listing states, beside its rent', record: listing({ Goal: 1, Price: 1225, Availability: { Status: 'rented' }, Financial: { Deposit: 2450 } }), expected: { goal: 'rent', status: 'rented', rent: 1225, deposit: 2450 } },
		{ label: 'an address not published: the postcode and city as the place', record: listing({ PublishAddress: false }), expected: { address: null, place: '1800 Vilvoorde' } },
		{ label: 'for rent: the renter\'s monthly charges beside its published rent, as the pages state them', record: listing({ Goal: 1, Price: 1550, Financial: { ChargesRenter: 245 } }), expected: { goal: 'rent', price: 1550, charges: 245 } },
	])('$label', ({ record, expected }) => {
		expect(listingFacts([record], [], { locale: 'nl', pathOf, boxLabel: 'bus' }).property['1042']).toMatchObject(expected);
	});

	test.each([
		{ label: 'spec §5: a price that is not published, nor the deposit derived from it', record: listing({ Goal: 1, Price: 1225, PublishPrice: false, Financial: { Deposit: 3675 } }), absent: ['price', 'rent', 'deposit'], hideCity: false },
		{ label: 'a deposit without a rent (a sale)', record: listing({ Financial: { Deposit: 3675 } }), absent: ['deposit'], hideCity: false },
		{ label: 'spec §5: charges beside a rent that is not published', record: listing({ Goal: 1, Price: 1550, PublishPrice: false, Financial: { ChargesRenter: 245 } }), absent: ['charges'], hideCity: false },
		{ label: 'a sale\'s renter charges (the pages state none)', record: listing({ Financial: { ChargesRenter: 245 } }), absent: ['charges'], hideCity: false },
		{ label: 'zero charges (the pages state none)', record: listing({ Goal: 1, Price: 1550, Financial: { ChargesRenter: 0 } }), absent: ['charges'], hideCity: false },
		{ label: 'a rental without charges', record: listing({ Goal: 1, Price: 1550, Financial: { ChargesRenter: null } }), absent: ['charges'], hideCity: false },
		{ label: 'spec §5 hiding city: no place for an address that is not published', record: listing({ PublishAddress: false }), absent: ['place'], hideCity: true },
	])('nothing the page does not show: $label', ({ record, absent, hideCity }) => {
		const fact = listingFacts([record], [], { locale: 'nl', pathOf, boxLabel: 'bus', hideCity }).property['1042'];
		for (const key of absent) expect(fact).not.toHaveProperty(key);
	});

	test.each([
		{ rent: 950, fact: null, expected: 2850 },
		{ rent: 950, fact: { reference: 'R', title: 'T', path: '/', address: null, rent: 950, deposit: 1900 }, expected: 1900 },
	])('spec §9 deposit of $rent with facts $fact: $expected', ({ rent, fact, expected }) => {
		expect(listingDeposit(rent, fact)).toBe(expected);
	});

	test('the title of a language without one is the Dutch title, as the page shows it', () => {
		const records = [listing({}), listing({ Language: 'de', Title: '' }), listing({ Language: 'fr', Title: 'Appartement lumineux' })];
		expect(listingFacts(records, [], { locale: 'de', pathOf, boxLabel: 'Box' }).property['1042']?.title).toBe('Lichtrijk appartement');
		expect(listingFacts(records, [], { locale: 'fr', pathOf, boxLabel: 'bte' }).property['1042']?.title).toBe('Appartement lumineux');
	});

	test.each([
		{ locale: 'de', expected: 'nl' },
		{ locale: 'fr', expected: undefined },
		{ locale: 'nl', expected: undefined },
	] as const)('a fallback title names its language, so mails can mark it: $locale -> $expected', ({ locale, expected }) => {
		const records = [listing({}), listing({ Language: 'de', Title: '' }), listing({ Language: 'fr', Title: 'Appartement lumineux' })];
		const facts = listingFacts(records, [], { locale, pathOf, boxLabel: 'bus' });
		expect(facts.property['1042']?.titleLang).toBe(expected);
		expect(readFactsFile(JSON.parse(JSON.stringify(facts)))?.property['1042']?.titleLang).toBe(expected);
	});

	test('a project: no reference, its title and page, its address only when public; a record without a page is left out', () => {
		const project = { ID: 501, Language: 'nl' as const, Title: 'Residentie Parkzicht', PublicAddress: true, Street: 'Parklaan', HouseNumber: '1', Zip: '9000', City: 'Gent' };
		const facts = listingFacts([listing({ ID: 9 })], [project, { ...project, ID: 502, PublicAddress: false }], { locale: 'nl', pathOf, boxLabel: 'bus' });
		expect(facts.project['501']).toEqual({ reference: '', title: 'Residentie Parkzicht', path: '/project/x/501/', address: 'Parklaan 1, 9000 Gent' });
		expect(facts.project['502']?.address).toBeNull();
		expect(facts.property).toEqual({});
	});
});

describe('files by id', () => {
	test.each([
		[1042, 18, '/listing-facts/fr/18.json'],
		[64, 0, '/listing-facts/fr/0.json'],
		[63, 63, '/listing-facts/fr/63.json'],
	])('id %i is in file %i (%s)', (id, file, path) => {
		expect(factFileOf(id)).toBe(file);
		expect(factFilePath('fr', id)).toBe(path);
	});

	test('a language splits into its files, each id in the file of its id; read back, each is found there only', () => {
		const facts = listingFacts([listing({}), listing({ ID: 1106 })], [{ ID: 1042, Language: 'nl', Title: 'Project', Street: '', Zip: '', City: '' }], { locale: 'nl', pathOf, boxLabel: 'bus' });
		const files = splitFacts(facts);
		expect(files).toHaveLength(factFileCount);
		const read = readFactsFile(JSON.parse(JSON.stringify(files[18])))!;
		expect(Object.keys(read.property).sort()).toEqual(['1042', '1106']);
		expect(factIn(read, 'project', 1042)?.title).toBe('Project');
		expect(factIn(read, 'property', 1170)).toBeNull();
		expect(files.filter((_file, i) => i !== 18).every((file) => Object.keys(file.property).length === 0)).toBe(true);
	});

	test.each([
		{ label: 'not an object', json: 'x' },
		{ label: 'a fact without a title', json: { property: { 1: { reference: '', path: '/a/', address: null } }, project: {} } },
		{ label: 'a path that leaves the site', json: { property: { 1: { reference: '', title: 't', path: '//evil.example/', address: null } }, project: {} } },
		{ label: 'charges that are not a positive amount', json: { property: { 1: { reference: '', title: 't', path: '/a/', address: null, charges: -5 } }, project: {} } },
	])('a file with another shape is not read: $label', ({ json }) => {
		expect(readFactsFile(json)).toBeNull();
	});

	test('a rental\'s monthly charges are read back from its file, for the friend mail\'s rent row', () => {
		const facts = listingFacts([listing({ Goal: 1, Price: 1550, Financial: { ChargesRenter: 245 } })], [], { locale: 'nl', pathOf, boxLabel: 'bus' });
		const read = readFactsFile(JSON.parse(JSON.stringify(splitFacts(facts)[18])))!;
		expect(factIn(read, 'property', 1042)).toMatchObject({ goal: 'rent', price: 1550, charges: 245 });
	});

	test('the id "__proto__" or "constructor" is no fact', () => {
		const file = readFactsFile({ property: {}, project: {} })!;
		expect(factIn(file, 'property', Number('constructor'))).toBeNull();
	});
});

describe('reading facts from the deploy', () => {
	const fact: ListingFact = { reference: 'IDL-1042', title: 'Lichtrijk appartement', path: '/te-koop/vilvoorde/lichtrijk-appartement/1042/', address: null };
	const file = { locale: 'nl', property: { 1042: fact }, project: {} };
	/** A fetch that answers from a table and counts the URLs asked. */
	const fakeFetch = (answers: Record<string, Response | Error>) => {
		const asked: string[] = [];
		const fetcher = (async (url: string) => {
			asked.push(url);
			const answer = answers[url];
			if (!answer || answer instanceof Error) throw answer ?? new Error('no answer');
			return answer.clone();
		}) as unknown as typeof fetch;
		return { asked, fetcher };
	};

	test('the file of the id at the files URL; read once per instance', async () => {
		const { asked, fetcher } = fakeFetch({ 'https://deploy-1.example/listing-facts/nl/18.json': Response.json(file) });
		expect(await lookupFact(new URL('https://deploy-1.example/'), 'nl', 'property', 1042, fetcher)).toEqual(fact);
		expect(await lookupFact(new URL('https://deploy-1.example/'), 'nl', 'property', 1106, fetcher)).toBeNull();
		expect(asked).toEqual(['https://deploy-1.example/listing-facts/nl/18.json']);
	});

	test.each<{ label: string; url: string | null; answers: Record<string, Response | Error> }>([
		{ label: 'no files URL', url: null, answers: {} },
		{ label: 'a 404', url: 'https://deploy-2.example/', answers: { 'https://deploy-2.example/listing-facts/nl/18.json': new Response('{}', { status: 404 }) } },
		{ label: 'a file of another shape', url: 'https://deploy-3.example/', answers: { 'https://deploy-3.example/listing-facts/nl/18.json': Response.json({ property: 'x' }) } },
		{ label: 'no answer at all', url: 'https://deploy-4.example/', answers: { 'https://deploy-4.example/listing-facts/nl/18.json': new Error('ECONNREFUSED') } },
		{ label: 'a files URL that is not http(s)', url: 'file:///etc/', answers: {} },
	])('$label: null, never an error', async ({ url, answers }) => {
		const { fetcher } = fakeFetch(answers);
		expect(await lookupFact(url === null ? null : new URL(url), 'nl', 'property', 1042, fetcher)).toBeNull();
		// Not "missing": a request is refused only for an id a file that was read lacks.
		expect(await findFact(url === null ? null : new URL(url), 'nl', 'property', 1042, fakeFetch(answers).fetcher)).toEqual({ fact: null, missing: false });
	});

	test('spec §8 Property Not Found: a file that was read and lacks the id tells so; one that has it gives its facts', async () => {
		const { fetcher } = fakeFetch({ 'https://deploy-5.example/listing-facts/nl/18.json': Response.json(file) });
		expect(await findFact(new URL('https://deploy-5.example/'), 'nl', 'property', 1106, fetcher)).toEqual({ fact: null, missing: true });
		expect(await findFact(new URL('https://deploy-5.example/'), 'nl', 'property', 1042, fetcher)).toEqual({ fact, missing: false });
	});
});
