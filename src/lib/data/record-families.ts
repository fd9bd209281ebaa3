/**
 * Checks across the language records of one listing, project, property type, article or
 * testimonial (spec §3: "each listing exists once per language").
 *
 * - Presence: a listing, a project and a property type have one record in each language the site
 *   uses (site.json `languages` with `use: true`). A missing Dutch record is named as such: Dutch
 *   is the original language, which every other language's page falls back on. Records in a
 *   language the site does not use are allowed and checked like the others.
 * - Uniqueness: one record per id and language in every file that has a `Language`; a second
 *   record would silently replace the first on the pages.
 * - Agreement: the language-independent fields (`listingSharedFields`, `projectSharedFields`,
 *   `propertyTypeSharedFields`) hold the same value in every language record of one id; a missing
 *   value and `null` are the same. Texts (titles, descriptions, city and country names, type
 *   names, streets, which Brussels names per language) and the per-language lists (photos,
 *   documents, points of interest, details with their texts) may differ.
 * - Projects and their units (`projectUnitIssues`): a unit in a project's `Units` has that
 *   project's id as its `ProjectID`, and a listing with a `ProjectID` is among that project's
 *   `Units`, once. The project's page shows a unit's price and sold state from `Units`, the unit's
 *   own page and card from its listing: they agree (the same price, a unit sold in the project is
 *   not on offer as a listing) and the unit has the project's goal. Checked on the Dutch records:
 *   agreement makes the other languages say the same.
 * - References (`referenceIssues`): no two listings share a `RecordFile` in one language, letter
 *   case and spaces aside; the search by reference (spec §5) would find both, and the titles made
 *   unique by it would not be.
 *
 * Every check is one pass over the records with maps, so a 10,000-listing export in four
 * languages is checked in linear time.
 */
import { defaultLocale, type Locale } from '../../../i18n/locales.ts';
import type { Project, Property } from '../../schemas/index.ts';
import { isForSale } from '../domain/goal.ts';
import type { DataIssue } from './parse-data.ts';

/**
 * A field that must agree across languages: its path in messages and how it is read. A list field
 * (`list: true`, read as an array) is compared item by item, each named by its index (`Units[3]`).
 */
export type SharedField<T> = { path: string; read: (record: T) => unknown; list?: true };

/** A field read by its dotted path (`Availability.Status`). */
export function fieldAt<T>(path: string): SharedField<T> {
	const keys = path.split('.');
	return {
		path,
		read: (record) => {
			let value: unknown = record;
			for (const key of keys) value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
			return value;
		},
	};
}

/**
 * The fields of a listing that do not depend on the language: type, goal, place, price and its
 * display, address flag, project, coordinates, marquee, reference, availability and the energy
 * certificate's values. A difference would put one listing on two lists, or show two prices.
 */
export const listingSharedFields: readonly SharedField<Property>[] = [
	'WebID',
	'WebIDs',
	'Goal',
	'Zip',
	'CountryID',
	'PublishPrice',
	'Price',
	'PriceUnit',
	'PublishAddress',
	'ProjectID',
	'Latitude',
	'Longitude',
	'Marquee',
	'RecordFile',
	'Availability.Status',
	'Availability.From',
	'EnergyPerformance',
	'EPCLabelText',
	'Energy.Status',
	'Energy.Label',
	'Energy.Specific',
].map((path) => fieldAt<Property>(path));

/** The units of a project, each as one comparable value: listing, floor, price and sold state. */
const unitsOf = (project: Project) => project.Units.map((u) => ({ PropertyID: u.PropertyID, Floor: u.Floor, Price: u.Price, Sold: u.Sold }));

/** The fields of a project that do not depend on the language, its units included. */
export const projectSharedFields: readonly SharedField<Project>[] = [
	...['Goal', 'Zip', 'WebID', 'CountryID', 'PriceMin', 'PriceMax', 'PublicAddress', 'Latitude', 'Longitude'].map((path) => fieldAt<Project>(path)),
	{ path: 'Units', read: unitsOf, list: true },
];

/** The fields of a property type that do not depend on the language: its order and goals. */
export const propertyTypeSharedFields = ['ShowOrder', 'Sale', 'Rent'].map((path) => fieldAt<{ ShowOrder: number; Sale: boolean; Rent: boolean }>(path));

/** The language records of one kind of thing in one file, and what they must satisfy. */
export type Family<T extends { Language: Locale }> = {
	file: string;
	/** What one thing is called in messages: 'listing', 'project', 'property type'. */
	noun: string;
	records: readonly T[];
	/** The field that ties the language records of one thing together (`ID`, `WebID`). */
	idField: string;
	idOf: (record: T) => number;
	/** The languages each thing needs a record in; empty: presence is not checked. */
	required: readonly Locale[];
	shared: readonly SharedField<T>[];
};

/** How a record is named in messages, as the schemas name it: `record 1004 (fr)`, or `record 1004`. */
const nameOf = (idField: string, id: number, language?: Locale) =>
	`${idField === 'ID' ? 'record' : idField} ${id}${language === undefined ? '' : ` (${language})`}`;

/** A value as a message shows it: JSON, a missing value as null. */
const shown = (value: unknown): string => JSON.stringify(value ?? null);

/** A value as values are compared: itself, a missing value as null, an object as its JSON. */
const comparable = (value: unknown): unknown => (typeof value === 'object' && value !== null ? JSON.stringify(value) : (value ?? null));

/** The language records of each id, in file order, and the duplicates found on the way. */
function grouped<T extends { Language: Locale }>(family: Family<T>, issues: DataIssue[]): Map<number, Map<Locale, T>> {
	const groups = new Map<number, Map<Locale, T>>();
	const duplicates = new Map<string, number>();
	for (const record of family.records) {
		const id = family.idOf(record);
		let group = groups.get(id);
		if (group === undefined) groups.set(id, (group = new Map<Locale, T>()));
		if (group.has(record.Language)) {
			const key = `${id}:${record.Language}`;
			duplicates.set(key, (duplicates.get(key) ?? 1) + 1);
		} else group.set(record.Language, record);
	}
	for (const [key, count] of duplicates) {
		const [id, language] = key.split(':') as [string, Locale];
		issues.push({
			file: family.file,
			record: nameOf(family.idField, Number(id), language),
			path: family.idField,
			message: `Duplicate: ${count} records with ${family.idField} ${id} in ${language}; each ${family.noun} has one record per language`,
		});
	}
	return groups;
}

/** Presence, uniqueness and agreement of the language records of one family (see the module). */
export function familyIssues<T extends { Language: Locale }>(family: Family<T>): DataIssue[] {
	const issues: DataIssue[] = [];
	const groups = grouped(family, issues);
	const languages = family.required.join(', ');
	for (const [id, group] of groups) {
		for (const language of family.required) {
			if (group.has(language)) continue;
			const why =
				language === defaultLocale
					? `${defaultLocale} is the original language, which every ${family.noun} needs`
					: `every ${family.noun} needs one in each language of the site (${languages})`;
			issues.push({ file: family.file, record: nameOf(family.idField, id), path: 'Language', message: `No ${language} record: ${why}` });
		}
		if (group.size < 2) continue;
		const records = [...group.values()];
		for (const field of family.shared) {
			for (const item of field.list ? itemsOf(field, records) : [field]) {
				const message = disagreement(item, records);
				if (message !== null) issues.push({ file: family.file, record: nameOf(family.idField, id), path: item.path, message });
			}
		}
	}
	return issues;
}

/** The items of a list field as fields of their own, up to the longest list of the records. */
function itemsOf<T>(field: SharedField<T>, records: readonly T[]): SharedField<T>[] {
	const lists = records.map((record) => field.read(record));
	const length = Math.max(...lists.map((list) => (Array.isArray(list) ? list.length : 0)));
	return Array.from({ length }, (_, index) => ({
		path: `${field.path}[${index}]`,
		read: (record: T) => {
			const list: unknown = field.read(record);
			return Array.isArray(list) ? (list[index] as unknown) : undefined;
		},
	}));
}

/** The message for a field whose value differs between the records, or null when they agree. */
function disagreement<T extends { Language: Locale }>(field: SharedField<T>, records: readonly T[]): string | null {
	const first = comparable(field.read(records[0]!));
	if (records.every((record) => comparable(field.read(record)) === first)) return null;
	const byValue = new Map<string, Locale[]>();
	for (const record of records) {
		const value = shown(field.read(record));
		byValue.set(value, [...(byValue.get(value) ?? []), record.Language]);
	}
	return `Differs between its language records: ${[...byValue].map(([value, langs]) => `${value} in ${langs.join(', ')}`).join('; ')}`;
}

/**
 * A project's units and the units' `ProjectID` agree (see the module), on the Dutch records.
 * Units that name no listing at all are reported by the link check, not here.
 */
export function projectUnitIssues(properties: readonly Property[], projects: readonly Project[], files: { properties: string; projects: string }): DataIssue[] {
	const issues: DataIssue[] = [];
	const listings = new Map<number, Property>();
	for (const p of properties) if (p.Language === defaultLocale && !listings.has(p.ID)) listings.set(p.ID, p);
	const unitIds = new Map<number, Set<number>>();
	for (const project of projects) {
		if (project.Language !== defaultLocale || unitIds.has(project.ID)) continue;
		unitIds.set(project.ID, new Set(project.Units.map((unit) => unit.PropertyID)));
		const firstIndex = new Map<number, number>();
		project.Units.forEach((unit, index) => {
			const listing = listings.get(unit.PropertyID);
			if (listing === undefined) return;
			const issue = (path: string, message: string) => issues.push({ file: files.projects, record: nameOf('ID', project.ID, defaultLocale), path: `Units[${index}].${path}`, message });
			if (listing.ProjectID !== project.ID) {
				issue('PropertyID', `Listing ${unit.PropertyID} is a unit of this project, but its ProjectID is ${shown(listing.ProjectID)}, not ${project.ID}`);
				return;
			}
			const first = firstIndex.get(unit.PropertyID);
			if (first !== undefined) {
				issue('PropertyID', `Listing ${unit.PropertyID} is already Units[${first}]: a unit is listed once, or it is counted twice`);
				return;
			}
			firstIndex.set(unit.PropertyID, index);
			for (const [path, message] of unitListingDisagreements(unit, listing, project.Goal)) issue(path, message);
		});
	}
	for (const listing of listings.values()) {
		if (listing.ProjectID == null) continue;
		const units = unitIds.get(listing.ProjectID);
		if (units === undefined || units.has(listing.ID)) continue;
		issues.push({
			file: files.properties,
			record: nameOf('ID', listing.ID, defaultLocale),
			path: 'ProjectID',
			message: `Project ${listing.ProjectID} does not list this listing among its Units`,
		});
	}
	return issues;
}

/** The availabilities of a listing still on offer: a unit sold in its project cannot have one. */
const onOffer: readonly string[] = ['for_sale', 'for_rent', 'under_offer'];

/**
 * Where a project's unit and its own listing tell the visitor different things: its price, its
 * floor (when the listing gives one: without it, its page names none), its sold state, its goal.
 * Each as the unit's field and the message.
 * @example unitListingDisagreements({ Price: 300000, Sold: false }, { ID: 7, Price: 310000, Goal: 0, Availability: { Status: 'for_sale' } }, 0)[0]?.[0] // => 'Price'
 */
export function unitListingDisagreements(
	unit: Pick<Project['Units'][number], 'Price' | 'Sold' | 'Floor'>,
	listing: Pick<Property, 'ID' | 'Price' | 'Goal'> & { Availability: Pick<Property['Availability'], 'Status'>; Details?: Pick<Property['Details'], 'Floor'> | undefined },
	projectGoal: number,
): [string, string][] {
	const found: [string, string][] = [];
	if (isForSale(listing.Goal) !== isForSale(projectGoal))
		found.push(['PropertyID', `Listing ${listing.ID} has Goal ${listing.Goal}, this project Goal ${projectGoal}: a unit is for sale or for rent as its project is`]);
	if ((listing.Price ?? null) !== unit.Price)
		found.push(['Price', `${unit.Price} is not listing ${listing.ID}'s Price (${shown(listing.Price)}): the project's units table and the unit's page would show two prices`]);
	const floor = listing.Details?.Floor;
	if (floor != null && floor !== unit.Floor)
		found.push(['Floor', `${unit.Floor} is not listing ${listing.ID}'s Details.Floor (${floor}): the project's units table and the unit's page would show two floors`]);
	if (unit.Sold && onOffer.includes(listing.Availability.Status))
		found.push(['Sold', `The unit is sold, but listing ${listing.ID} is ${listing.Availability.Status}: the project's units table and the unit's page would disagree`]);
	return found;
}

/**
 * Listings that share a reference (`RecordFile`) in one language, letter case and spaces aside:
 * each second one is named, with the listing that has it first.
 */
export function referenceIssues(properties: readonly Property[], file: string): DataIssue[] {
	const issues: DataIssue[] = [];
	const owners = new Map<string, number>();
	for (const p of properties) {
		const key = `${p.Language}:${p.RecordFile.trim().toLowerCase()}`;
		const owner = owners.get(key);
		if (owner === undefined) owners.set(key, p.ID);
		else if (owner !== p.ID)
			issues.push({ file, record: nameOf('ID', p.ID, p.Language), path: 'RecordFile', message: `${shown(p.RecordFile)} is already listing ${owner}'s reference: each listing has its own` });
	}
	return issues;
}
