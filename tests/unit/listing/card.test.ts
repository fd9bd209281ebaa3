import { describe, expect, test } from 'vitest';
import { cardCharges, cardEpc, cardLocation, cardPrice, cardStatus, toCardView, type CardSource, type CardTexts } from '../../../src/lib/listing/card.ts';

const texts: CardTexts = {
	startingFrom: 'vanaf',
	onRequest: 'Prijs op aanvraag',
	perMonth: '/maand',
	charges: '+ {{charges}} lasten per maand',
	box: 'bus',
};
const nbsp = '\u00a0';

describe('spec §5 price on a card: published, starting from (PriceUnit 7), per month for rent', () => {
	const cases = [
		{ name: 'sale', input: { Goal: 0, PublishPrice: true, Price: 350000 }, expected: `€${nbsp}350.000` },
		{ name: 'starting from', input: { Goal: 0, PublishPrice: true, Price: 245000, PriceUnit: 7 }, expected: `vanaf €${nbsp}245.000` },
		{ name: 'rent per month', input: { Goal: 1, PublishPrice: true, Price: 1225 }, expected: `€${nbsp}1.225/maand` },
		{ name: 'unpublished sale', input: { Goal: 0, PublishPrice: false, Price: 350000 }, expected: 'Prijs op aanvraag' },
		{ name: 'unpublished rent has no suffix', input: { Goal: 1, PublishPrice: false, Price: 900 }, expected: 'Prijs op aanvraag' },
		{ name: 'missing price (rule gives NaN)', input: { Goal: 0, PublishPrice: true, Price: null }, expected: 'Prijs op aanvraag' },
	];
	test.each(cases)('$name -> $expected', ({ input, expected }) => {
		expect(cardPrice(input, texts)).toBe(expected);
	});
});

describe('a rent on a card states its monthly charges, as a rental advert must (Woninghuurdecreet art. 9, CBL art. 218)', () => {
	const rent = { Goal: 1, PublishPrice: true, Price: 1500 };
	test.each([
		{ name: 'rent with charges', input: { ...rent, Financial: { ChargesRenter: 200 } }, expected: `+ €${nbsp}200 lasten per maand` },
		{ name: 'rent without charges', input: { ...rent, Financial: {} }, expected: null },
		{ name: 'charges of zero', input: { ...rent, Financial: { ChargesRenter: 0 } }, expected: null },
		{ name: 'rent on request: no charges either', input: { ...rent, PublishPrice: false, Financial: { ChargesRenter: 200 } }, expected: null },
		{ name: 'a sale states none (its owner charges stay on the page)', input: { Goal: 0, PublishPrice: true, Price: 350000, Financial: { ChargesRenter: 200, ChargesOwner: 90 } }, expected: null },
	])('$name -> $expected', ({ input, expected }) => {
		expect(cardCharges(input, texts)).toBe(expected);
	});
});

describe('spec §5 address on a card: street when published, else zip and city, nothing when the city is hidden', () => {
	const base = { Street: 'Kerkstraat', HouseNumber: '12', BoxNr: null, Zip: '9000', City: 'Gent' };
	const cases = [
		{ name: 'published', input: { ...base, PublishAddress: true }, hideCity: false, expected: 'Kerkstraat 12, Gent' },
		{ name: 'published with box', input: { ...base, BoxNr: '3', PublishAddress: true }, hideCity: false, expected: 'Kerkstraat 12 bus 3, Gent' },
		{ name: 'published, hide city has no effect', input: { ...base, PublishAddress: true }, hideCity: true, expected: 'Kerkstraat 12, Gent' },
		{ name: 'unpublished', input: { ...base, PublishAddress: false }, hideCity: false, expected: '9000 Gent' },
		{ name: 'unpublished, city hidden', input: { ...base, PublishAddress: false }, hideCity: true, expected: '' },
		{ name: 'published without street', input: { ...base, Street: ' ', PublishAddress: true }, hideCity: false, expected: '9000 Gent' },
	];
	test.each(cases)('$name -> "$expected"', ({ input, hideCity, expected }) => {
		expect(cardLocation(input, { hideCity, box: 'bus' })).toBe(expected);
	});
});

describe('spec §9 EPC letter on a card: the detail page\'s label (the band of the value, else a stored band of the region); none unless available', () => {
	const be = { CountryID: 10 as const, Zip: '9000', EnergyPerformance: null, EPCLabelText: null };
	const cases = [
		{ name: 'Flemish label', input: { ...be, Energy: { Status: 'available' as const, Label: 'c' } }, expected: 'C' },
		{ name: 'Brussels plus', input: { ...be, Zip: '1000', Energy: { Status: 'available' as const, Label: 'c_plus' } }, expected: 'C+' },
		{ name: 'Walloon A++', input: { ...be, Zip: '4000', Energy: { Status: 'available' as const, Label: 'a_plusplus' } }, expected: 'A++' },
		{ name: 'stored label of another region: none', input: { ...be, Energy: { Status: 'available' as const, Label: 'c_plus' } }, expected: null },
		{ name: 'stale stored label: the value decides, as on the page', input: { ...be, EnergyPerformance: 450, Energy: { Status: 'available' as const, Label: 'a' } }, expected: 'E' },
		{ name: 'no label: Flemish band from the value', input: { ...be, EnergyPerformance: 250, Energy: { Status: 'available' as const } }, expected: 'C' },
		{ name: 'Luxembourg text', input: { ...be, CountryID: 50 as const, Zip: '2449', EPCLabelText: 'H', Energy: { Status: 'available' as const } }, expected: 'H' },
		{ name: 'requested', input: { ...be, Energy: { Status: 'requested' as const, Label: 'c' } }, expected: null },
		{ name: 'not applicable', input: { ...be, Energy: { Status: 'not_applicable' as const } }, expected: null },
		{ name: 'available but unknown', input: { ...be, Energy: { Status: 'available' as const } }, expected: null },
	];
	test.each(cases)('$name -> $expected', ({ input, expected }) => {
		expect(cardEpc(input)).toBe(expected);
	});
});

describe('spec §4 status badge: sold, rented, under offer, sold out; none while on offer', () => {
	const cases = [
		{ status: 'for_sale', expected: null },
		{ status: 'for_rent', expected: null },
		{ status: 'sold', expected: 'sold' },
		{ status: 'rented', expected: 'rented' },
		{ status: 'under_offer', expected: 'under_offer' },
		{ status: 'sold_out', expected: 'sold_out' },
	] as const;
	test.each(cases)('$status -> $expected', ({ status, expected }) => {
		expect(cardStatus(status)).toBe(expected);
	});
});

describe('card of a listing: title and marquee text fall back to the Dutch record, type, photo, facts', () => {
	const listing: CardSource = {
		ID: 1001,
		Title: '',
		Goal: 0,
		WebIDs: '8,2',
		City: 'Gand',
		Zip: '9000',
		TypeDescription: '',
		MainTypeName: 'Maison',
		SmallPictureItem: null,
		Photos: [{ ID: 1, Url: '/demo-images/photo-11.jpg', Width: 1360, Height: 907, Name: 'Foto 1' }],
		Marquee: 2,
		MarqueeName: null,
		PublishPrice: true,
		Price: 350000,
		PriceUnit: null,
		PublishAddress: false,
		Street: 'Kerkstraat',
		HouseNumber: '1',
		BoxNr: null,
		CountryID: 10,
		EnergyPerformance: null,
		EPCLabelText: null,
		Availability: { Status: 'sold' },
		Details: { Bedrooms: 3, SurfaceLiving: null },
		Energy: { Status: 'available', Label: 'b' },
	};
	const context = { path: '/fr/a-vendre/gand/x/1001/', fallback: { Title: 'Woning met tuin', MarqueeName: 'Verkocht' }, fallbackLang: 'nl-BE', texts, hideCity: false };
	const cases = [
		{
			name: 'empty title and marquee name: the Dutch ones, marked nl-BE',
			input: listing,
			expected: { title: 'Woning met tuin', titleLang: 'nl-BE', type: 'Maison', marquee: { kind: 'marquee-2', text: 'Verkocht', lang: 'nl-BE' } },
		},
		{
			name: 'own title and marquee name',
			input: { ...listing, Title: 'Maison avec jardin', TypeDescription: 'Villa', MarqueeName: 'Prix en baisse' },
			expected: { title: 'Maison avec jardin', titleLang: null, type: 'Villa', marquee: { kind: 'marquee-2', text: 'Prix en baisse' } },
		},
		{
			name: 'no marquee',
			input: { ...listing, Title: 'Maison', Marquee: null, MarqueeName: 'Nouveau' },
			expected: { title: 'Maison', titleLang: null, type: 'Maison', marquee: null },
		},
	];
	test.each(cases)('$name', ({ input, expected }) => {
		expect(toCardView(input, context)).toMatchObject(expected);
	});

	test('the whole card', () => {
		expect(toCardView(listing, context)).toEqual({
			id: 1001,
			path: '/fr/a-vendre/gand/x/1001/',
			title: 'Woning met tuin',
			titleLang: 'nl-BE',
			type: 'Maison',
			city: 'Gand',
			zip: '9000',
			webIds: [8, 2],
			location: '9000 Gand',
			price: `€${nbsp}350.000`,
			status: 'sold',
			marquee: { kind: 'marquee-2', text: 'Verkocht', lang: 'nl-BE' },
			epc: 'B',
			bedrooms: 3,
			living: null,
			photo: { url: '/demo-images/photo-11.jpg', width: 1360, height: 907 },
		});
	});

	test.each([
		{ rule: 'own MarqueeName: as written, no lang (the index stays small)', own: 'Prix en baisse', dutch: 'Verkocht', expected: { kind: 'marquee-2', text: 'Prix en baisse' } },
		{ rule: 'empty MarqueeName: the Dutch record\'s, with its lang', own: '', dutch: 'Verkocht', expected: { kind: 'marquee-2', text: 'Verkocht', lang: 'nl-BE' } },
		{ rule: 'missing MarqueeName: the Dutch record\'s, with its lang', own: null, dutch: 'Verkocht', expected: { kind: 'marquee-2', text: 'Verkocht', lang: 'nl-BE' } },
		{ rule: 'no MarqueeName in either record: no badge, no guessed UI text', own: null, dutch: '', expected: null },
		{ rule: 'no MarqueeName and no Dutch record: no badge', own: '', dutch: undefined, expected: null },
	])('spec §3 marquee badge (meaning not shown): $rule', ({ own, dutch, expected }) => {
		const fallback = dutch === undefined ? undefined : { Title: 'Woning met tuin', MarqueeName: dutch };
		const card = toCardView({ ...listing, Title: 'Maison', MarqueeName: own }, { ...context, fallback });
		expect(card.marquee).toStrictEqual(expected);
		expect(JSON.stringify(card.marquee)).toBe(JSON.stringify(expected));
	});

	test.each([
		{ Zip: '9000', CountryID: 10, expected: undefined },
		{ Zip: '1180', CountryID: 10, expected: true },
		{ Zip: '5000', CountryID: 10, expected: true },
		{ Zip: '1180', CountryID: 50, expected: undefined },
	] as const)('the certificate is an EPB (Brussels, Wallonia), not an EPC, for $Zip in country $CountryID: $expected', ({ Zip, CountryID, expected }) => {
		expect(toCardView({ ...listing, Zip, CountryID }, context).epb).toBe(expected);
	});

	test('no photo at all gives null (the card shows the placeholder)', () => {
		expect(toCardView({ ...listing, Photos: [] }, context).photo).toBeNull();
	});
});
