import * as v from 'valibot';
import { locales, type Locale } from '../../../i18n/locales.ts';
import { availabilities, type Availability } from '../../schemas/property.ts';
import { formatAddress } from '../domain/address.ts';
import { isForRent } from '../domain/goal.ts';
import { applicationRent, rentalDeposit, startingFromPriceUnit } from '../domain/price.ts';
import { rentChargesOf } from '../detail/rent-charges.ts';

/**
 * What a receipt says of the listing or project a request is about: its reference, its title and
 * its page in the request's language, and its address where the listing publishes it. The build
 * writes these facts of every listing and project as small static files by id
 * (`/listing-facts/{locale}/{id mod 64}.json`, `listing-facts` integration); a request function
 * reads the one file it needs from its own deploy, so the receipt never repeats a title or a link
 * the visitor's browser sent, only the agency's own data.
 */

/** The facts of one listing or project in one language. */
export type ListingFact = {
	/** The agency's reference (RecordFile); '' for a project, which has none. */
	reference: string;
	title: string;
	/** The language the title is written in when it is not the facts' own (a fallback: every German title of the demo). */
	titleLang?: Locale;
	/** The path of its page in the language. */
	path: string;
	/** Street line, postcode and city when the address is public, else null. */
	address: string | null;
	/** The monthly rent a rental application is made against (`applicationRent`); absent for any other listing. */
	rent?: number;
	/** A listing's goal (spec §3: 0 for sale, else for rent); absent for a project. */
	goal?: 'sale' | 'rent';
	/** A listing's availability state (spec §4); absent for a project. */
	status?: Availability;
	/** The deposit the listing states (`Financial.Deposit`), only beside its rent. */
	deposit?: number;
	/** A listing's price in euro, only when it is published (spec §5); `startingFrom` for PriceUnit 7. */
	price?: number;
	startingFrom?: true;
	/** The renter's monthly charges (`rentChargesOf`), only beside a published rent, as the pages state them. */
	charges?: number;
	/** A listing's postcode and city, unless the site hides the city of a listing whose address is not published. */
	place?: string;
};

/**
 * How mails name a listing or project: its reference and title, or the title alone (a project).
 * @example factName({ reference: 'IDL-1042', title: 'Ruime woning', path: '/property/1042/', address: null }) // => 'IDL-1042 – Ruime woning'
 */
export function factName(fact: ListingFact): string {
	return fact.reference ? `${fact.reference} – ${fact.title}` : fact.title;
}

/**
 * The deposit of a rental application: the one the listing states when its facts have it, else 3
 * months of the rent (spec §9), so the form, the agency's mail and the receipt show what the
 * listing's page shows.
 * @example listingDeposit(950, null) // => 2850
 * @example listingDeposit(950, { reference: 'R', title: 'T', path: '/', address: null, rent: 950, deposit: 1900 }) // => 1900
 */
export function listingDeposit(monthlyRent: number, fact: ListingFact | null): number {
	return fact?.deposit ?? rentalDeposit(monthlyRent);
}

/** Which kind of record a fact is about. */
export type FactRecord = 'property' | 'project';

/** The facts of a language (or of one of its files), by record kind and id. */
export type ListingFacts = { locale: Locale; property: Record<string, ListingFact>; project: Record<string, ListingFact> };

/** How many files a language's facts go into: fixed, so a function finds a file from the id alone. */
export const factFileCount = 64;

/**
 * The file of an id.
 * @example factFileOf(1042) // => 18
 */
export function factFileOf(id: number): number {
	return ((id % factFileCount) + factFileCount) % factFileCount;
}

/**
 * The path of a language's whole facts file, as the build first writes it.
 * @example factsPath('fr') // => '/listing-facts/fr.json'
 */
export function factsPath(locale: Locale): string {
	return `/listing-facts/${locale}.json`;
}

/**
 * The path of the file that holds an id's facts in a language.
 * @example factFilePath('fr', 1042) // => '/listing-facts/fr/18.json'
 */
export function factFilePath(locale: Locale, id: number): string {
	return `/listing-facts/${locale}/${factFileOf(id)}.json`;
}

/** A listing as the facts need it (one record of the export, in one language). */
export type FactProperty = {
	ID: number;
	Language: Locale;
	Title: string;
	RecordFile?: string | null | undefined;
	PublishAddress: boolean;
	Street?: string | null | undefined;
	HouseNumber?: string | number | null | undefined;
	BoxNr?: string | number | null | undefined;
	Zip?: string | number | null | undefined;
	City?: string | null | undefined;
	Goal: number;
	Price?: number | null | undefined;
	PriceUnit?: number | null | undefined;
	PublishPrice: boolean;
	Availability?: { Status: Availability } | undefined;
	Financial?: { Deposit?: number | null | undefined; ChargesRenter?: number | null | undefined } | null | undefined;
};

/** A project as the facts need it. */
export type FactProject = Pick<FactProperty, 'ID' | 'Language' | 'Title' | 'Street' | 'HouseNumber' | 'Zip' | 'City'> & { PublicAddress?: boolean | null | undefined };

/** What the facts of a language are made with besides the records. */
export type FactOptions = {
	locale: Locale;
	/** The page of a record in the language, or null when it has none. */
	pathOf: (record: FactRecord, id: number) => string | null;
	/** The postal word before a box number in the language (`bus`, `bte`). */
	boxLabel: string;
	/** The site hides the city of a listing whose address is not published (spec §5). */
	hideCity?: boolean;
};

/** The public address of a record: street line, postcode and city, or null when it is not published. */
function publicAddress(record: Pick<FactProperty, 'Street' | 'HouseNumber' | 'BoxNr' | 'Zip' | 'City'>, published: boolean, boxLabel: string): string | null {
	const street = formatAddress({ publishAddress: published, street: record.Street, houseNumber: record.HouseNumber, boxNr: record.BoxNr }, { hideCity: true, boxLabel });
	if (!published || street === '') return null;
	const place = [record.Zip, record.City].map((part) => (part == null ? '' : String(part).trim())).filter((part) => part !== '').join(' ');
	return place ? `${street}, ${place}` : street;
}

/** A positive whole amount in euro, or null. */
const amountOf = (value: number | null | undefined): number | null => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : null);

/**
 * What a request about a listing is checked against and what the friend mail shows: goal, state,
 * published price, the deposit and the monthly charges beside a rent, and the place (spec §5: no
 * price, nor charges, when it is not published).
 */
function offerFacts(p: FactProperty, rent: number | null, options: FactOptions): Partial<ListingFact> {
	const price = p.PublishPrice ? amountOf(p.Price) : null;
	const deposit = rent === null ? null : amountOf(p.Financial?.Deposit);
	// The pages add the charges to a rent they show, so the facts keep them only beside a published one.
	const charges = price === null ? null : rentChargesOf({ Goal: p.Goal, Financial: { ChargesRenter: p.Financial?.ChargesRenter ?? undefined } });
	const place = p.PublishAddress || !options.hideCity ? [p.Zip, p.City].map((part) => (part == null ? '' : String(part).trim())).filter((part) => part !== '').join(' ') : '';
	return {
		goal: isForRent(p.Goal) ? 'rent' : 'sale',
		...(p.Availability ? { status: p.Availability.Status } : {}),
		...(price === null ? {} : { price, ...(p.PriceUnit === startingFromPriceUnit ? { startingFrom: true as const } : {}) }),
		...(deposit === null ? {} : { deposit }),
		...(charges === null ? {} : { charges }),
		...(place ? { place } : {}),
	};
}

/** The record of an id in the language, else its Dutch record, else any. */
function pick<T extends { ID: number; Language: Locale }>(records: readonly T[], locale: Locale): Map<number, { own: T; dutch: T }> {
	const byId = new Map<number, Map<Locale, T>>();
	for (const record of records) {
		const langs = byId.get(record.ID) ?? new Map<Locale, T>();
		langs.set(record.Language, record);
		byId.set(record.ID, langs);
	}
	return new Map(
		[...byId].map(([id, langs]) => {
			const dutch = langs.get('nl') ?? [...langs.values()][0]!;
			return [id, { own: langs.get(locale) ?? dutch, dutch }];
		}),
	);
}

/** The title in the language, the Dutch one when it is empty (as the pages show it), with the language of a fallback. */
function titleOf(own: { Title: string }, dutch: { Title: string; Language: Locale }, locale: Locale): Pick<ListingFact, 'title' | 'titleLang'> {
	const title = own.Title.trim();
	const fallback = dutch.Title.trim();
	if (title !== '' || fallback === '' || dutch.Language === locale) return { title: title || fallback };
	return { title: fallback, titleLang: dutch.Language };
}

/**
 * The facts of every listing and project that has a page in a language.
 * @example listingFacts([{ ID: 7, Language: 'nl', Title: 'Woning', RecordFile: 'R-7', PublishAddress: false, City: 'Gent' }], [], { locale: 'nl', pathOf: () => '/te-koop/gent/woning/7/', boxLabel: 'bus' }).property['7']
 * // => { reference: 'R-7', title: 'Woning', path: '/te-koop/gent/woning/7/', address: null }
 */
export function listingFacts(properties: readonly FactProperty[], projects: readonly FactProject[], options: FactOptions): ListingFacts {
	const facts: ListingFacts = { locale: options.locale, property: {}, project: {} };
	for (const [id, { own, dutch }] of pick(properties, options.locale)) {
		const path = options.pathOf('property', id);
		if (path === null) continue;
		const rent = applicationRent(own);
		facts.property[id] = {
			reference: (own.RecordFile ?? dutch.RecordFile ?? '').trim(),
			...titleOf(own, dutch, options.locale),
			path,
			address: publicAddress(own, own.PublishAddress, options.boxLabel),
			...(rent === null ? {} : { rent }),
			...offerFacts(own, rent, options),
		};
	}
	for (const [id, { own, dutch }] of pick(projects, options.locale)) {
		const path = options.pathOf('project', id);
		if (path === null) continue;
		facts.project[id] = { reference: '', ...titleOf(own, dutch, options.locale), path, address: publicAddress(own, own.PublicAddress === true, options.boxLabel) };
	}
	return facts;
}

/**
 * A language's facts split into its `factFileCount` files: entry `i` is file `i`.
 * @example splitFacts({ locale: 'nl', property: { 1042: fact }, project: {} })[18]!.property // => { 1042: fact }
 */
export function splitFacts(facts: ListingFacts): ListingFacts[] {
	const files = Array.from({ length: factFileCount }, (): ListingFacts => ({ locale: facts.locale, property: {}, project: {} }));
	for (const record of ['property', 'project'] as const) {
		for (const [id, fact] of Object.entries(facts[record])) files[factFileOf(Number(id))]![record][id] = fact;
	}
	return files;
}

const FactSchema = v.object({
	reference: v.string(),
	title: v.string(),
	titleLang: v.optional(v.picklist(locales)),
	path: v.pipe(v.string(), v.regex(/^\/(?:[^\s/]+\/)*$/)),
	address: v.nullable(v.string()),
	rent: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
	goal: v.optional(v.picklist(['sale', 'rent'])),
	status: v.optional(v.picklist(availabilities)),
	deposit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
	price: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
	startingFrom: v.optional(v.literal(true)),
	charges: v.optional(v.pipe(v.number(), v.finite(), v.gtValue(0))),
	place: v.optional(v.string()),
});
const FactsFileSchema = v.object({ property: v.record(v.string(), FactSchema), project: v.record(v.string(), FactSchema) });

/** A facts file as read back: the facts by record kind and id. */
export type FactsFile = Pick<ListingFacts, 'property' | 'project'>;

/** Reads a facts file (any JSON value); null when it has another shape. */
export function readFactsFile(json: unknown): FactsFile | null {
	const parsed = v.safeParse(FactsFileSchema, json);
	return parsed.success ? parsed.output : null;
}

/**
 * The facts of one record in a file, or null when the file does not hold the id.
 * @example factIn({ property: { 1042: fact }, project: {} }, 'property', 1042) // => fact
 */
export function factIn(file: FactsFile, record: FactRecord, id: number): ListingFact | null {
	return Object.hasOwn(file[record], String(id)) ? file[record][String(id)]! : null;
}
